// GST tax invoices: a fresh customer's cash-on-delivery order from the demo shop is delivered
// (scripts/order-advance.ts); on /purchase-history the customer presses "Download invoice" and the
// browser saves a PDF whose text (pdftotext) reads Tax Invoice, the order number, the shop's GSTIN
// and each line's HSN code, with CGST and SGST (the address is in the shop's state). In Hindi the
// button reads in Hindi and the PDF carries the Hindi title.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_POINT } from "../seed/demo-credentials";
import { createDb } from "../server/src/lib/db";
import { launchBrowser, newPage } from "./support/browser";
import { prepareStorage, signUpCustomer } from "./support/api";
import { advanceOrder, placeCheeseByCash } from "./support/orders";
import { trackedOrders } from "./support/shop-ui";
import en from "../web/src/lib/i18n/texts/orderCare/en";
import hi from "../web/src/lib/i18n/texts/orderCare/hi";

const hasPdftotext = spawnSync("sh", ["-c", "command -v pdftotext"]).status === 0;
let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-e2e-invoice-"));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Presses the order's "Download invoice" on Purchase History and answers the saved PDF's text. */
async function downloadFromHistory(page: Page, orderNo: string, label: string, lang: string): Promise<string> {
  await page.goto("/purchase-history");
  const card = page.getByRole("article", { name: new RegExp(orderNo) });
  await card.waitFor();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: label, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^invoice-INV-\\d\\d-\\d\\d-\\d{6}-${orderNo}\\.pdf$`));
  const file = path.join(dir, `${orderNo}-${lang}.pdf`);
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  const text = spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text.status).toBe(0);
  return text.stdout;
}

describe.runIf(hasPdftotext)("the customer downloads a delivered order's tax invoice", () => {
  it("from Purchase History, in English and in Hindi", async () => {
    const customer = await signUpCustomer("Invoice");
    const token = customer.session.token;
    await placeCheeseByCash(token, "Invoice journey");
    const [order] = await trackedOrders(token);
    await advanceOrder(order._id, 5);

    const db = createDb(`file:${inject("dataDir")}/galli.db`);
    const facts = await db.order.findUniqueOrThrow({
      where: { id: order._id },
      select: { orderNo: true, shop: { select: { gstin: true } }, items: { select: { hsn: true } } },
    });
    await db.$disconnect();
    expect(facts.shop.gstin).toMatch(/^29[0-9A-Z]{13}$/);

    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      const text = await downloadFromHistory(page, facts.orderNo, en.orderCare.invoice.download, "en");
      expect(text).toContain("Tax Invoice");
      expect(text).toContain(facts.orderNo);
      expect(text).toContain(facts.shop.gstin!);
      for (const item of facts.items) expect(text).toContain(item.hsn!);
      expect(text).toContain("CGST");
      expect(text).toContain("SGST");
      expect(text).toContain("Invoice");
      expect(text).not.toContain(customer.mobile);
    } finally {
      await page.context().close();
    }

    const hindi = await newPage(browser);
    try {
      await prepareStorage(hindi.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      await hindi.context().addInitScript(() => localStorage.setItem("galli:language", "hi"));
      const text = await downloadFromHistory(hindi, facts.orderNo, hi.orderCare.invoice.download, "hi");
      expect(text).toContain("(Tax Invoice)");
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).toContain(facts.orderNo);
      expect(text).toContain(facts.shop.gstin!);
    } finally {
      await hindi.context().close();
    }
  });
});
