// GST tax invoices and credit notes on the demo world: the customer's and the shop's PDFs read back
// with pdftotext (title, order number, GSTIN, each HSN, CGST+SGST within the state, IGST across),
// Hindi, numbering (at most 16 characters, consecutive per shop and year, one document under
// concurrent downloads), credit notes for refunds after delivery, and the refusals (another
// customer's order 404, an undelivered order 409, a credit note without its refund 400).
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { pdfText, pdftotextPath } from "../../testing/pdf-text";
import { createMerchant, createStaff, staffAuth } from "../shop-console/test-helpers";
import { ASHA_ID, RAHUL_ID } from "../../../../seed/people";
import { snapshotOf } from "./issue";

let t: TestApp;
let asha: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ seeded: true, env: { RATE_LIMITS: "false" } });
  asha = customerAuth(t.app, ASHA_ID);
});
afterAll(async () => t?.close());

/** supertest keeps a PDF answer's bytes as a Buffer. */
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => cb(null, Buffer.concat(chunks)));
};

const download = (auth: Record<string, string>, ref: string, query = "", headers: Record<string, string> = {}) =>
  request(t.app.server)
    .get(`/user/order/invoice/${ref}${query}`)
    .set(auth)
    .set(headers)
    .buffer(true)
    .parse(binary);

const orderOf = (id: string) => t.db.order.findUniqueOrThrow({ where: { id }, include: { items: true, shop: true } });

describe.runIf(pdftotextPath())("tax invoice PDF", () => {
  it("shows Tax Invoice, the order number, the shop's GSTIN, each HSN and CGST+SGST within the state", async () => {
    const order = await orderOf("order_005");
    expect(order.status).toBe(5);
    const res = await download(asha, order.id);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="invoice-INV-\d\d-\d\d-\d{6}-GL\d+\.pdf"/);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(order.orderNo);
    expect(text).toContain(order.shop.gstin!);
    expect(text).toContain(order.shop.legalName!);
    for (const item of order.items) {
      expect(item.hsn).toMatch(/^\d{4}$/);
      expect(text).toContain(item.hsn!);
    }
    expect(text).toContain("CGST");
    expect(text).toContain("SGST");
    expect(text).not.toContain("IGST");
    expect(text).toContain("Karnataka (29)");
    // Never the customer's mobile number.
    const user = await t.db.user.findUniqueOrThrow({ where: { id: ASHA_ID } });
    expect(text).not.toContain(user.mobile);
    const row = await t.db.taxInvoice.findUniqueOrThrow({ where: { key: `invoice:${order.id}` } });
    expect(row.number.length).toBeLessThanOrEqual(16);
    expect(text).toContain(row.number);
    // The invoice adds up to what the customer paid.
    expect(snapshotOf(row).totals.total).toBe(order.amount);
    expect(JSON.stringify(snapshotOf(row))).not.toContain(user.mobile);
  });

  it("charges IGST when the delivery address is in another state", async () => {
    await t.db.order.update({ where: { id: "order_010" }, data: { zipcode: "400001" } });
    const order = await orderOf("order_010");
    const text = pdfText((await download(asha, order.orderNo)).body as Buffer);
    expect(text).toContain("IGST");
    expect(text).not.toContain("CGST");
    expect(text).toContain("Maharashtra (27)");
    expect(text).toContain(order.shop.gstin!);
  });

  it("is in Hindi with lang=hi or the customer's language, with the same numbers", async () => {
    const res = await download(asha, "order_005", "?lang=hi");
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain("Tax Invoice");
    expect(text).toMatch(/[\u0900-\u097F]/);
    const order = await orderOf("order_005");
    expect(text).toContain(order.orderNo);
    expect(text).toContain(order.shop.gstin!);
    expect(await t.db.taxInvoice.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("gives the shop its copy from the console; another merchant's member hears 404", async () => {
    const staff = await createStaff(t.db, { merchantId: "merchant_demo", role: "accounts" });
    const res = await request(t.app.server)
      .get("/merchant/api/orders/order_005/invoice")
      .set(await staffAuth(t.app, t.db, staff.id))
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    const row = await t.db.taxInvoice.findUniqueOrThrow({ where: { key: "invoice:order_005" } });
    expect(pdfText(res.body as Buffer)).toContain(row.number);
    const docs = await request(t.app.server)
      .get("/merchant/api/orders/order_005/invoice/documents")
      .set(await staffAuth(t.app, t.db, staff.id));
    expect(docs.body.data).toMatchObject({ invoice: true, invoice_number: row.number, credit_notes: [] });
    const rival = await createStaff(t.db, { merchantId: await createMerchant(t.db) });
    const other = await request(t.app.server)
      .get("/merchant/api/orders/order_005/invoice")
      .set(await staffAuth(t.app, t.db, rival.id));
    expect(other.status).toBe(404);
  });

  it("issues a credit note for a refund after delivery, against the invoice", async () => {
    const order = await orderOf("order_006");
    const line = order.items[0];
    const before = await t.db.refund.create({
      data: { orderId: order.id, userId: ASHA_ID, amount: 1000, destination: "wallet", status: "processed", createdAt: new Date(order.orderedAt.getTime() + 60_000) },
    });
    const refund = await t.db.refund.create({
      data: {
        orderId: order.id,
        orderItemId: line.id,
        userId: ASHA_ID,
        amount: line.netPrice + Math.round((line.netPrice * line.taxPercent) / 100),
        destination: "wallet",
        status: "processed",
        reason: "1 x replacement",
        createdAt: new Date(order.deliveredAt!.getTime() + 3600_000),
      },
    });
    const docs = await request(t.app.server).get(`/user/order/invoice/${order.id}/documents`).set(asha);
    expect(docs.status).toBe(200);
    expect(docs.body.data.invoice).toBe(true);
    expect(docs.body.data.credit_notes.map((c: { refund_id: string }) => c.refund_id)).toEqual([refund.id]);
    const res = await download(asha, order.id, `?kind=credit_note&refund_id=${refund.id}`);
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    const invoice = await t.db.taxInvoice.findUniqueOrThrow({ where: { key: `invoice:${order.id}` } });
    const note = await t.db.taxInvoice.findUniqueOrThrow({ where: { key: `credit_note:${refund.id}` } });
    expect(text).toContain("Credit Note");
    expect(text).toContain(note.number);
    expect(note.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expect(text).toContain(invoice.number);
    expect(text).toContain(line.hsn!);
    expect(snapshotOf(note).totals.total).toBe(refund.amount);
    const s = snapshotOf(note).lines[0];
    expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(refund.amount);
    // A refund made before delivery has no credit note.
    const none = await download(asha, order.id, `?kind=credit_note&refund_id=${before.id}`);
    expect(none.status).toBe(404);
    expect(JSON.parse((none.body as Buffer).toString()).code).toBe("CREDIT_NOTE_NOT_FOUND");
  });
});

describe("tax invoice refusals and numbering", () => {
  const json = (res: request.Response) => JSON.parse((res.body as Buffer).toString());

  it("answers 404 for another customer's order and for an unknown one", async () => {
    const res = await download(customerAuth(t.app, RAHUL_ID), "order_005");
    expect(res.status).toBe(404);
    expect(json(res).code).toBe("ORDER_NOT_FOUND");
    expect((await download(asha, "no-such-order")).status).toBe(404);
  });

  it("answers a clear 409 for an undelivered order, in English and Hindi", async () => {
    const res = await download(asha, "order_001");
    expect(res.status).toBe(409);
    expect(json(res)).toMatchObject({
      code: "INVOICE_NOT_READY",
      message: "The tax invoice is issued when the order is delivered. This order has not been delivered yet.",
    });
    const hi = await download(asha, "order_001", "", { "accept-language": "hi" });
    expect(json(hi).message).toBe("टैक्स इनवॉइस ऑर्डर डिलीवर होने पर जारी होता है। यह ऑर्डर अभी डिलीवर नहीं हुआ है।");
    expect(await t.db.taxInvoice.count({ where: { orderId: "order_001" } })).toBe(0);
  });

  it("refuses a credit note without its refund and an unknown kind", async () => {
    expect((await download(asha, "order_005", "?kind=credit_note")).status).toBe(400);
    expect((await download(asha, "order_005", "?kind=receipt")).status).toBe(400);
  });

  it("makes one invoice under concurrent downloads, numbered consecutively per shop and year", async () => {
    // Two more delivered orders of the same shop, never invoiced yet.
    const base = await orderOf("order_011");
    expect(base.status).toBe(5);
    const again = await t.db.order.create({
      data: {
        ...Object.fromEntries(
          Object.entries(base).filter(([k]) => !["id", "orderNo", "items", "shop", "createdAt", "updatedAt"].includes(k)),
        ),
        orderNo: "GL99990001",
      } as never,
    });
    const results = await Promise.all(Array.from({ length: 8 }, () => download(asha, again.id)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await t.db.taxInvoice.count({ where: { orderId: again.id } })).toBe(1);
    await download(asha, base.id);
    const rows = await t.db.taxInvoice.findMany({ where: { shopId: base.shopId, kind: "invoice" }, orderBy: { number: "asc" } });
    const numbers = rows.map((r) => Number(r.number.slice(-6)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const counter = await t.db.taxInvoiceCounter.findFirstOrThrow({ where: { shopId: base.shopId, kind: "invoice" } });
    expect(counter.next).toBe(rows.length + 1);
  });
});

describe.runIf(pdftotextPath())("the tax invoice's words, charges and buyer's place", () => {
  it("writes the amount in words, splits the delivery charge's GST, and names the buyer's city, state and PIN", async () => {
    const delivered = await t.db.order.findFirstOrThrow({
      where: { status: { in: [5, 6] }, deliveryType: 1, delivery: { gt: 0 }, userId: ASHA_ID, zipcode: { startsWith: "56" } },
      include: { items: true, store: true },
      orderBy: { orderNo: "asc" },
    });
    await t.db.taxInvoice.deleteMany({ where: { orderId: delivered.id } });
    const text = pdfText((await download(asha, delivered.id)).body as Buffer).replace(/\s+/g, " ");
    const row = await t.db.taxInvoice.findUniqueOrThrow({ where: { key: `invoice:${delivered.id}` } });
    const snap = snapshotOf(row);
    // The delivery charge: a table line whose taxable value and GST add up to what was paid for it.
    const charge = snap.chargeLines!.find((l) => l.charge === "delivery")!;
    const rate = Math.max(...delivered.items.map((i) => i.taxPercent));
    expect(charge).toMatchObject({ total: delivered.delivery, taxPercent: rate });
    expect(charge.taxable + charge.cgst + charge.sgst + charge.igst).toBe(delivered.delivery);
    expect(snap.totals.total).toBe(delivered.amount);
    expect(text).toContain("Delivery charges");
    expect(text).toContain("composite supply");
    // In words, as the total.
    expect(text).toMatch(/Amount in words: Rupees [A-Z][A-Za-z -]+( and [A-Za-z -]+ Paise)? Only/);
    // The buyer's city (the store's, a local delivery), state and PIN.
    expect(text).toContain(`${delivered.store.city}, Karnataka ${delivered.zipcode}`);
    // Hindi: the same in Hindi words.
    const hi = pdfText((await download(asha, delivered.id, "?lang=hi")).body as Buffer).replace(/\s+/g, " ");
    // (pdftotext reads some Devanagari vowel signs out of order: the words, not the label, are checked.)
    expect(hi).toMatch(/रुपये( और [^ ]+ पैसे)? मात्र /);
  });
});
