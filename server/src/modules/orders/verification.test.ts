import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { ORDER_MESSAGES } from "../../contract/orders";
import { buildOrdersWorld, lines, makeCustomer, makeOrder, OW, PDF_BYTES, pngBytes, walletOf } from "./test-world";
import { advanceEscalation } from "./escalations";
import { reconcileOrderMoney, syncLedger } from "../ledger/public";

let t: TestApp;
let asha: string;
let ravi: string;
let png: Buffer;

const verifyJson = (body: object, user = asha, base = "/track") =>
  request(t.app.server).post(`/user/order${base}/verifyProducts`).set(customerAuth(t.app, user)).send(body);

type Form = Record<string, string | number>;
function verifyForm(fields: Form, files: { name: string; bytes: Buffer; filename: string }[], user = asha) {
  let req = request(t.app.server).post("/user/order/track/verifyProducts").set(customerAuth(t.app, user));
  for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
  for (const f of files) req = req.attach(f.name, f.bytes, f.filename);
  return req;
}
const images = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `image${i + 1}`, bytes: png, filename: `photo${i + 1}.png` }));

const replacement = (orderId: string, productId: string, extra: Form = {}): Form => ({
  order_id: orderId,
  product_id: productId,
  category_id: OW.shop,
  shop_id: OW.store,
  verify_status: 3,
  qty: 1,
  title: "replacement",
  reason: "Damaged product",
  message: "The pack was torn.",
  ...extra,
});

const verifyOrder = (orderId: string, user = asha, base = "/track") =>
  request(t.app.server)
    .post(`/user/order${base}/verifyOrder`)
    .set(customerAuth(t.app, user))
    .send({ order_id: orderId });

const item = (id: string) => t.db.orderItem.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  await buildOrdersWorld(t.db);
  asha = (await makeCustomer(t.db)).id;
  ravi = (await makeCustomer(t.db)).id;
  png = await pngBytes();
});
afterAll(async () => t.close());

/** The money reconciliation's findings for one order, its ledger posted first. */
async function moneyFindings(orderId: string) {
  await syncLedger(t.db, { orderIds: [orderId] });
  const run = await reconcileOrderMoney(t.db, { now: new Date(Date.now() + 10 * 60_000), trigger: "job" });
  return run.findings.filter((f) => f.order_id === orderId);
}

describe("product verification", () => {
  it("refuses before delivery, after verification and on cancelled orders, changing nothing", async () => {
    for (const [status, message] of [
      [4, ORDER_MESSAGES.notDelivered],
      [6, ORDER_MESSAGES.alreadyVerified],
      [7, ORDER_MESSAGES.orderClosed],
      [9, ORDER_MESSAGES.orderClosed],
    ] as const) {
      const order = await makeOrder(t.db, asha, { status });
      const res = await verifyJson({ order_id: order.id, product_id: order.items[0].id, verify_status: 1 });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
      expect((await item(order.items[0].id)).verifyStatus).toBe(status === 6 ? 1 : 0);
    }
  });

  it("marks Delivered with the full quantity, and Undelivered with a quantity (default all)", async () => {
    const order = await makeOrder(t.db, asha, { status: 5, items: [lines.atta(3), lines.rice(2)] });
    const [atta, rice] = order.items;
    const delivered = await verifyJson({
      order_id: order.id,
      product_id: atta.id,
      verify_status: 1,
      title: "delivered",
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({
      id: atta.id,
      verify_status: 1,
      escalated_qty: 0,
      escalation_status: 0,
    });

    const undelivered = await verifyJson({ order_id: order.id, product_id: OW.rice, verify_status: 2, qty: 1 });
    expect(undelivered.status).toBe(200);
    expect(undelivered.body.message).toBe(ORDER_MESSAGES.undeliveredRequested);
    expect(undelivered.body.data).toMatchObject({
      verify_status: 2,
      escalated_qty: 1,
      escalation_status: 1,
      refund_value: 450,
    });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).isEscalated).toBe(true);

    // Changing back to Delivered restores the full quantity and clears the request.
    await verifyJson({ order_id: order.id, product_id: rice.id, verify_status: 1 });
    expect(await item(rice.id)).toMatchObject({ verifyStatus: 1, escalatedQty: 0, escalationStatus: 0 });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).isEscalated).toBe(false);
    const all = await verifyJson({ order_id: order.id, product_id: rice.id, verify_status: 2 });
    expect(all.body.data.escalated_qty).toBe(2);
  });

  it("takes a replacement with two or three photos, stores them and opens escalation 1", async () => {
    const order = await makeOrder(t.db, asha, { status: 5, items: [lines.atta(2), lines.rice(1)] });
    const res = await verifyForm(
      replacement(order.id, order.items[0].id, { qty: 2, notifications: "true" }),
      images(2),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ORDER_MESSAGES.replacementRequested);
    expect(res.body.data).toMatchObject({
      verify_status: 3,
      escalated_qty: 2,
      escalation_status: 1,
      notifications: true,
      refund_value: 600,
      escalation: {
        reason: "Damaged product",
        message: "The pack was torn.",
        images: [expect.stringMatching(/^replacements\//), expect.any(String)],
      },
    });
    for (const name of res.body.data.escalation.images) {
      expect(fs.existsSync(t.app.ctx.adapters.storage.resolve(name)!)).toBe(true);
    }
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).isEscalated).toBe(true);
    const three = await verifyForm(replacement(order.id, order.items[1].id), images(3));
    expect(three.status).toBe(200);
    expect(three.body.data.escalation.images).toHaveLength(3);
  });

  it.each([
    ["one image", {}, 1, 400, "Please upload at least two images."],
    ["four images", {}, 4, 400, "Please upload at most three images."],
    ["no message", { message: "" }, 2, 400, "Message is required."],
    ["a 151-character message", { message: "x".repeat(151) }, 2, 400, "Message must be at most 150 characters."],
    ["no reason", { reason: "" }, 2, 400, "Please select a reason."],
    ["a quantity above the ordered one", { qty: 3 }, 2, 400, "Quantity must be between 1 and the quantity ordered."],
    ["a zero quantity", { qty: 0 }, 2, 400, "Quantity must be between 1 and the quantity ordered."],
  ])("refuses a replacement with %s and changes nothing", async (_name, change, count, status, message) => {
    const order = await makeOrder(t.db, asha, { status: 5, items: [lines.atta(2)] });
    const res = await verifyForm(replacement(order.id, order.items[0].id, change as Form), images(count));
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(await item(order.items[0].id)).toMatchObject({
      verifyStatus: 0,
      escalationStatus: 0,
      escalationImages: "[]",
    });
  });

  it("refuses a PDF among the photos by its bytes, whatever its name", async () => {
    const order = await makeOrder(t.db, asha, { status: 5, items: [lines.atta(2)] });
    const files = [images(1)[0], { name: "image2", bytes: PDF_BYTES, filename: "photo2.png" }];
    const res = await verifyForm(replacement(order.id, order.items[0].id), files);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("Please upload images only (JPEG, PNG or WebP).");
    expect((await item(order.items[0].id)).verifyStatus).toBe(0);
  });

  it("answers 404 for another customer's order or a product outside the order", async () => {
    const theirs = await makeOrder(t.db, ravi, { status: 5 });
    expect((await verifyJson({ order_id: theirs.id, product_id: theirs.items[0].id, verify_status: 1 })).status).toBe(
      404,
    );
    expect((await verifyForm(replacement(theirs.id, theirs.items[0].id), images(2))).status).toBe(404);
    expect((await item(theirs.items[0].id)).verifyStatus).toBe(0);
    const mine = await makeOrder(t.db, asha, { status: 5, items: [lines.atta(1)] });
    const res = await verifyJson({ order_id: mine.id, product_id: OW.ghee, verify_status: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ORDER_MESSAGES.productNotFound);
    expect((await verifyJson({ order_id: mine.id, product_id: OW.atta, verify_status: 4 })).status).toBe(400);
  });
});

describe("order verification", () => {
  it("refuses while a product is undecided, then verifies: status 6 with its time", async () => {
    const order = await makeOrder(t.db, asha, { status: 5, items: [lines.atta(2), lines.rice(1)] });
    await verifyJson({ order_id: order.id, product_id: order.items[0].id, verify_status: 1 });
    const early = await verifyOrder(order.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(ORDER_MESSAGES.undecidedProducts);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(5);

    await verifyJson({ order_id: order.id, product_id: order.items[1].id, verify_status: 2 }, asha, "/history");
    const res = await verifyOrder(order.id, asha, "/history");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ORDER_MESSAGES.verified);
    // COD: 1090.00 less the undelivered rice (450.00), which is not charged at the door.
    expect(res.body.data).toMatchObject({
      _id: order.id,
      status: 6,
      payment_type: 2,
      amount_payable: 640,
      escalated_products: 1,
    });
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.status).toBe(6);
    expect(row.verifiedAt?.toISOString()).toBe(res.body.data.verified_at);

    const again = await verifyOrder(order.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.alreadyVerified);
    // After Submit a product can still be reported, but 'Delivered' is already its answer.
    expect((await verifyJson({ order_id: order.id, product_id: order.items[0].id, verify_status: 1 })).status).toBe(
      409,
    );
  });

  it("asks a COD customer for the total less Galli Cash paid and less the goods not delivered, settled once", async () => {
    const order = await makeOrder(t.db, asha, {
      status: 5,
      items: [lines.atta(2), lines.rice(1)],
      walletAmount: 20000,
    });
    const walletBefore = await walletOf(t.db, asha);
    await verifyJson({ order_id: order.id, product_id: order.items[0].id, verify_status: 1 });
    await verifyJson({ order_id: order.id, product_id: order.items[1].id, verify_status: 2 });
    const res = await verifyOrder(order.id);
    expect(res.status).toBe(200);
    // 1090.00 total, 200.00 paid with Galli Cash, the rice (450.00) never came: 440.00 at the door.
    expect(res.body.data.amount_payable).toBe(440);
    // The rice's request is settled as cash not charged: no Galli Cash moves, the shop has nothing left to refund.
    const refunds = await t.db.refund.findMany({ where: { orderId: order.id } });
    expect(refunds).toMatchObject([{ key: `door:${order.items[1].id}`, destination: "cash", amount: 45000 }]);
    expect((await item(order.items[1].id)).escalationStatus).toBe(6);
    expect(await walletOf(t.db, asha)).toBe(walletBefore);
    await expect(advanceEscalation({ db: t.db, now: () => new Date() }, order.id, 6)).rejects.toThrow(/no open/);
    // The order's refunds say so, in the details and the list.
    const details = await request(t.app.server)
      .post("/user/order/history/viewProducts")
      .set(customerAuth(t.app, asha))
      .send({ order_id: order.id });
    expect(details.body.data.order.refunds).toMatchObject([{ amount: 450, destination: "cash", method: "cash" }]);
    expect(details.body.data.order.products[1]).toMatchObject({ escalation_status: 6, refund_value: 450 });
    // Delivered with the rice not charged: payments, refunds and the shops' ledger agree.
    expect(await moneyFindings(order.id)).toEqual([]);
  });

  it("leaves the whole order out of the cash when nothing came; what Galli Cash paid goes back to Galli Cash", async () => {
    const order = await makeOrder(t.db, asha, {
      status: 5,
      items: [lines.atta(2), lines.rice(1)],
      walletAmount: 20000,
    });
    const walletBefore = await walletOf(t.db, asha);
    await verifyJson({ order_id: order.id, product_id: order.items[0].id, verify_status: 2 });
    await verifyJson({ order_id: order.id, product_id: order.items[1].id, verify_status: 2 });
    const res = await verifyOrder(order.id);
    expect(res.body.data).toMatchObject({ payment_type: 2, amount_payable: 0, escalated_products: 2 });
    const refunds = await t.db.refund.findMany({ where: { orderId: order.id } });
    // 890.00 of cash not charged, 200.00 back to Galli Cash: the 1090.00 paid, to the paisa.
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(109000);
    expect(refunds.filter((r) => r.destination === "cash").reduce((s, r) => s + r.amount, 0)).toBe(89000);
    expect(await walletOf(t.db, asha)).toBe(walletBefore + 20000);
    expect(await moneyFindings(order.id)).toEqual([]);
    // A COD order's requests after Submit (and online orders') are refunded by the shop as before.
    const online = await makeOrder(t.db, asha, { status: 5, paymentType: 1, items: [lines.atta(1)] });
    await verifyJson({ order_id: online.id, product_id: online.items[0].id, verify_status: 2 });
    expect((await verifyOrder(online.id)).body.data.amount_payable).toBe(0);
    expect(await t.db.refund.count({ where: { orderId: online.id } })).toBe(0);
  });

  it("credits a cashback promo to Galli Cash once, when the order is verified", async () => {
    const order = await makeOrder(t.db, asha, { status: 5, items: [lines.atta(1)] });
    await t.db.order.update({ where: { id: order.id }, data: { offerType: 1, offerAmount: 7500 } });
    const before = await t.db.walletEntry.aggregate({ where: { userId: asha }, _sum: { amount: true } });
    await verifyJson({ order_id: order.id, product_id: order.items[0].id, verify_status: 1 });
    expect((await verifyOrder(order.id)).status).toBe(200);
    expect((await verifyOrder(order.id)).status).toBe(409);
    const entries = await t.db.walletEntry.findMany({ where: { kind: "cashback", refId: order.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: asha, amount: 7500, balanceAfter: (before._sum.amount ?? 0) + 7500 });
  });

  it("credits no cashback when none of the order's goods arrived (they all come back as refunds)", async () => {
    const order = await makeOrder(t.db, asha, { status: 5, items: [lines.atta(2), lines.rice(1)] });
    await t.db.order.update({ where: { id: order.id }, data: { offerType: 1, offerAmount: 7500 } });
    await verifyJson({ order_id: order.id, product_id: order.items[0].id, verify_status: 2 });
    await verifyJson({ order_id: order.id, product_id: order.items[1].id, verify_status: 2 });
    expect((await verifyOrder(order.id)).status).toBe(200);
    expect(await t.db.walletEntry.count({ where: { kind: "cashback", refId: order.id } })).toBe(0);
    // One pack of atta arrived: the cashback is earned.
    const some = await makeOrder(t.db, asha, { status: 5, items: [lines.atta(2)] });
    await t.db.order.update({ where: { id: some.id }, data: { offerType: 1, offerAmount: 7500 } });
    await verifyJson({ order_id: some.id, product_id: some.items[0].id, verify_status: 2, qty: 1 });
    expect((await verifyOrder(some.id)).status).toBe(200);
    expect(await t.db.walletEntry.count({ where: { kind: "cashback", refId: some.id } })).toBe(1);
  });

  it("refuses before delivery and for other customers", async () => {
    const shipping = await makeOrder(t.db, asha, { status: 4, verifyStatuses: [1, 1] });
    expect((await verifyOrder(shipping.id)).body.message).toBe(ORDER_MESSAGES.notDelivered);
    const theirs = await makeOrder(t.db, ravi, { status: 5, verifyStatuses: [1, 1] });
    expect((await verifyOrder(theirs.id)).status).toBe(404);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe(5);
  });

  it("answers nothing to pay for an online order", async () => {
    const order = await makeOrder(t.db, asha, { status: 5, paymentType: 1, verifyStatuses: [1, 1] });
    const res = await verifyOrder(order.id);
    expect(res.body.data).toMatchObject({ payment_type: 1, amount_payable: 0, escalated_products: 0 });
  });
});
