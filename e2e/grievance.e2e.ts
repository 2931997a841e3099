// Grievances: a customer raises a support request from the Support page and sees its ticket number
// and status; the demo Support member (ops console) takes it, replies and resolves it; the customer
// then sees "Resolved" with the answer in the thread. The Help and Terms pages name the grievance
// officer, and a product's detail names its seller (legal name, address, GSTIN).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_OPS_STAFF, DEMO_POINT, DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { GRIEVANCE_OFFICER } from "../server/src/contract/grievance-constants";
import { createDb } from "../server/src/lib/db";
import { launchBrowser, newPage } from "./support/browser";
import { prepareStorage, signUpCustomer } from "./support/api";
import { asDistinctClient } from "./support/customers";
import { expectAccessible } from "./support/a11y";
import texts from "../web/src/lib/i18n/texts/grievance/en";

const g = texts.grievance;
const SUPPORT = DEMO_OPS_STAFF.find((s) => s.role === "support")!;
const PRODUCT = "Amul Spiced Buttermilk";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInToOps(page: Page) {
  await asDistinctClient(page);
  await page.goto("/ops");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(SUPPORT.mobile);
  await page.getByLabel("Password", { exact: true }).fill(SUPPORT.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("navigation", { name: "Operations console" }).waitFor();
}

describe("grievances", () => {
  it("raises a ticket, the Support member answers and resolves it, the customer sees it resolved", async () => {
    const customer = await signUpCustomer("Grievance");
    const shopper = await newPage(browser);
    const ops = await newPage(browser);

    // ---- the customer raises a request from the Support page
    await prepareStorage(shopper.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
    await shopper.goto("/support");
    await shopper.getByRole("heading", { level: 1, name: g.support.title }).waitFor();
    await shopper.getByText(g.support.empty).waitFor();
    await shopper.getByRole("button", { name: g.support.newRequest }).click();
    const form = shopper.getByRole("dialog", { name: "Support" });
    await form.getByRole("textbox", { name: "Title" }).fill("Buttermilk was sour");
    await form.getByRole("textbox", { name: "Email" }).fill(customer.email);
    await form.getByRole("textbox", { name: "Phone number" }).fill(customer.mobile);
    await form.getByRole("textbox", { name: "Message" }).fill("The pack I got yesterday was sour.");
    await form.getByRole("button", { name: "Send" }).click();
    const sent = shopper.getByRole("dialog", { name: "Message sent" });
    await sent.waitFor();
    const number = /GT-\d{4}-\d{6}/.exec(await sent.innerText())?.[0];
    expect(number).toBeTruthy();
    await sent.getByRole("button", { name: "OK" }).click();
    const card = shopper.getByRole("listitem", { name: number! });
    await card.getByText(g.statusNames.acknowledged).waitFor();
    expect(await card.innerText()).toContain("Buttermilk was sour");
    await expectAccessible(shopper, "the Support page");

    // ---- the Support member takes it, replies and resolves it
    await signInToOps(ops);
    const navLink = ops.getByRole("link", { name: g.ops.nav, exact: true }).first();
    if (await navLink.count()) await navLink.click();
    else await ops.goto("/ops/tickets");
    await ops.getByRole("heading", { level: 1, name: g.ops.title }).waitFor();
    await ops.getByRole("link", { name: g.ops.open.replace("{{number}}", number!) }).click();
    await ops.getByText("The pack I got yesterday was sour.").waitFor();
    await ops.getByRole("button", { name: g.ops.assignMe }).click();
    await ops.getByText(`${g.ops.assigned}: ${SUPPORT.name}`).waitFor();
    const reply = ops.getByRole("textbox", { name: g.ops.reply });
    await reply.fill("Sorry about that. We have asked the shop to check the batch.");
    await ops.getByRole("button", { name: g.ops.send }).click();
    await ops.getByText("Sorry about that. We have asked the shop to check the batch.").waitFor();
    await expect.poll(() => reply.inputValue(), { timeout: 5_000 }).toBe("");
    await reply.fill("The shop has refunded the buttermilk to your Galli Cash.");
    await ops.getByRole("button", { name: g.ops.resolve }).click();
    await ops
      .getByText(g.statusNames.resolved, { exact: true })
      .first()
      .waitFor()
      .catch(async (e: unknown) => {
        throw new Error(`${String(e)}\n--- the ops page:\n${await ops.locator("body").innerText()}`);
      });
    await expectAccessible(ops, "the ops ticket page");

    // ---- the customer sees it resolved, with the answer
    await shopper.reload();
    await shopper.getByRole("listitem", { name: number! }).getByText(g.statusNames.resolved).waitFor();
    await shopper.getByRole("button", { name: g.support.open.replace("{{number}}", number!) }).click();
    await shopper.getByText("The shop has refunded the buttermilk to your Galli Cash.").waitFor();
    await shopper.getByText(g.support.resolvedNote).waitFor();
  });

  it("names the grievance officer on Help and Terms, and the seller on a product", async () => {
    const page = await newPage(browser);
    for (const path of ["/help", "/terms"]) {
      await page.goto(path);
      const officer = page.getByRole("region", { name: g.officer.title });
      await officer.getByText(GRIEVANCE_OFFICER.name).waitFor();
      expect(await officer.innerText()).toContain(GRIEVANCE_OFFICER.email);
    }

    const db = createDb(`file:${inject("dataDir")}/galli.db`);
    try {
      const shop = await db.shop.findFirstOrThrow({ where: { uniqueId: DEMO_PRIVATE_SHOP } });
      await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto(`/${DEMO_PRIVATE_SHOP}`);
      await page.getByRole("button", { name: `View details of ${PRODUCT}` }).first().click();
      const detail = page.getByRole("dialog", { name: PRODUCT });
      const seller = detail.getByRole("region", { name: g.seller.title });
      await seller.waitFor();
      const text = await seller.innerText();
      expect(text).toContain(shop.legalName ?? shop.displayName);
      expect(shop.gstin).toBeTruthy();
      expect(text).toContain(shop.gstin!);
    } finally {
      await db.$disconnect();
    }
  });
});
