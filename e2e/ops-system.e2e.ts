// The ops console's System page (Admin). The admin signs in and opens System from the navigation:
// the jobs (each with its last run and next run), the webhooks waiting, payouts waiting, held and
// failed, the last check of the orders' money with a link to Payouts, this server (version,
// Node.js, database) and the errors of the last hour by code: a refused call made just before
// (no session: UNAUTHORIZED) is counted there. Then the same page at phone width in Hindi: no
// sideways scrolling, the Hindi headings. Each view passes axe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_OPS_ADMIN } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { asDistinctClient } from "./support/customers";
import { expectAccessible, startIn } from "./support/a11y";
import { ERROR_CODE } from "../server/src/contract/errors";
import opsSystemEn from "../web/src/lib/i18n/texts/opsSystem/en";
import opsSystemHi from "../web/src/lib/i18n/texts/opsSystem/hi";
import opsPayoutsEn from "../web/src/lib/i18n/texts/opsPayouts/en";
import opsCoreEn from "../web/src/lib/i18n/texts/opsCore/en";

const t = opsSystemEn.opsSystem;
const hi = opsSystemHi.opsSystem;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  await asDistinctClient(page);
  await page.goto("/ops");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(DEMO_OPS_ADMIN.mobile);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OPS_ADMIN.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("navigation", { name: "Operations console" }).waitFor();
}

describe("the ops console's home", () => {
  it("shows what waits in each of the admin's queues, each a link to its page", async () => {
    const home = opsCoreEn.opsCore.home;
    const page = await newPage(browser);
    try {
      await signIn(page);
      await page.getByRole("heading", { level: 2, name: home.waitingTitle, exact: true }).waitFor();
      const waiting = page.getByRole("list", { name: home.waitingTitle });
      await waiting.or(page.getByText(home.nothing, { exact: true })).waitFor();
      await expectAccessible(page, "ops home");
      if (await waiting.isVisible()) {
        const first = waiting.getByRole("link").first();
        const label = (await first.textContent())!;
        expect(Object.values(home.queues)).toContain(label);
        await first.click();
        await page.waitForURL((u) => u.pathname.startsWith("/ops/") && u.pathname !== "/ops/");
      }
    } finally {
      await page.close();
    }
  });
});

describe("the ops System page", () => {
  it("shows the jobs, webhooks, payouts, the money check, this server and the last hour's errors", async () => {
    const page = await newPage(browser);
    try {
      await signIn(page);
      // A call without a session: one UNAUTHORIZED answer for the last hour's errors.
      const refused = await page.request.get("/ops/api/system");
      expect(refused.status()).toBe(401);

      await page.getByRole("navigation", { name: "Operations console" }).getByRole("link", { name: t.nav, exact: true }).first().click();
      await page.getByRole("heading", { level: 1, name: t.title, exact: true }).waitFor();
      await page.getByRole("heading", { level: 2, name: t.jobs.title, exact: true }).waitFor();
      const jobs = page.getByRole("list", { name: t.jobs.title });
      // The journeys' server runs the live-notify job every second: it shows its runs.
      const notify = jobs.getByRole("listitem", { name: "live-notify", exact: true });
      await notify.waitFor();
      await notify.getByText(t.jobs.lastRun, { exact: true }).waitFor();
      await notify.getByText(t.jobs.nextRun, { exact: true }).waitFor();

      await page.getByRole("heading", { level: 2, name: t.outbox.title, exact: true }).waitFor();
      await page.getByText(t.outbox.depth, { exact: true }).waitFor();
      await page.getByRole("heading", { level: 2, name: t.outbox.failingShops, exact: true }).waitFor();
      await page.getByRole("heading", { level: 2, name: t.payouts.title, exact: true }).waitFor();
      await page.getByText(t.payouts.onHold, { exact: true }).waitFor();
      await page.getByRole("heading", { level: 3, name: t.money.title, exact: true }).waitFor();

      const errors = page.getByRole("table", { name: t.errors.title });
      await errors.waitFor();
      const row = errors.getByRole("row").filter({ has: page.getByRole("cell", { name: ERROR_CODE.UNAUTHORIZED, exact: true }) });
      expect(Number(await row.getByRole("cell").nth(1).textContent())).toBeGreaterThanOrEqual(1);

      const server = page.getByRole("region", { name: t.process.title });
      await server.getByText(t.process.node, { exact: true }).waitFor();
      await server.getByText(process.version.replace(/^v/, ""), { exact: false }).waitFor();
      await server.getByText(t.process.databases.sqlite, { exact: true }).waitFor();
      await expectAccessible(page, "ops system page");

      // The money check's details are on Payouts.
      await page.getByRole("link", { name: t.payouts.open }).click();
      await page.getByRole("heading", { level: 1, name: opsPayoutsEn.opsPayouts.title, exact: true }).waitFor();
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it("fits a phone in Hindi", async () => {
    const page = await newPage(browser, { mobile: true });
    try {
      await signIn(page);
      await startIn(page.context(), "hi");
      await page.goto("/ops/system");
      await page.getByRole("heading", { level: 1, name: hi.title, exact: true }).waitFor();
      await page.getByRole("heading", { level: 2, name: hi.jobs.title, exact: true }).waitFor();
      await page.getByRole("heading", { level: 2, name: hi.outbox.failingShops, exact: true }).waitFor();
      await page.getByRole("heading", { level: 2, name: hi.process.title, exact: true }).waitFor();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(390);
      await expectAccessible(page, "ops system page, phone, Hindi");
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
