// Commission rules in the operations console: the demo admin opens Commission, sees the demo
// world's default rules (10% with a ₹2 minimum online, 0% on cash on delivery) and the private
// shops' free months, is refused a percent over 100, saves a category rule (7.5%, minimum ₹1.50),
// sees it listed, then deactivates it, so other journeys see the world's commission as seeded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_OPS_ADMIN } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { asDistinctClient } from "./support/customers";
import { expectAccessible } from "./support/a11y";
import texts from "../web/src/lib/i18n/texts/opsCommission/en";

const t = texts.opsCommission;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("commission rules in the operations console", () => {
  it("shows the default rules, refuses a percent over 100, saves and deactivates a category rule", async () => {
    const page = await newPage(browser);
    await asDistinctClient(page);
    await page.goto("/ops");
    await page.getByRole("textbox", { name: "Mobile number" }).fill(DEMO_OPS_ADMIN.mobile);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_OPS_ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Operations console" });
    await nav.waitFor();
    await nav.getByRole("link", { name: t.nav, exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: t.title }).waitFor();
    await page.getByText(t.privateFree.replace("{{months}}", "6")).waitFor();

    const online = page.getByRole("listitem", { name: `${t.defaultTarget} · ${t.payments.online}` });
    await expect(online.getByText("10% · minimum ₹2 a line").textContent()).resolves.toBeTruthy();
    const cod = page.getByRole("listitem", { name: `${t.defaultTarget} · ${t.payments.cod}` });
    await expect(cod.getByText("0% · minimum ₹0 a line").textContent()).resolves.toBeTruthy();
    await expectAccessible(page, "ops commission page");

    const form = page.getByRole("form", { name: t.newRule });
    await form.getByLabel(t.scope).selectOption("category");
    // The second choice on the form, shown once the rule is for a category: its first category.
    const category = await form.locator("select").nth(1).locator("option").first().textContent();
    await form.getByLabel(t.percent).fill("150");
    await form.getByRole("button", { name: t.save }).click();
    await form.getByText(t.percentInvalid).waitFor();

    await form.getByLabel(t.percent).fill("7.5");
    await form.getByLabel(t.minimum).fill("1.5");
    await form.getByRole("button", { name: t.save }).click();
    await page.getByText(t.saved).waitFor();
    const added = page.getByRole("listitem", {
      name: `${t.categoryTarget.replace("{{path}}", category ?? "")} · ${t.payments.online}`,
    });
    await added.getByText("7.5% · minimum ₹1.50 a line").waitFor();
    await added.getByRole("button", { name: t.deactivate }).click();
    await added.getByText(t.inactive, { exact: true }).waitFor();
    await page.close();
  });
});
