// A shop's free-delivery rule through every path that prices a cart: the cart view, billing and
// verify show it, and each place route (cash on delivery, online, Galli Cash) charges exactly what
// billing showed, with the order's stored delivery charge 0 once the item total reaches the rule.
// Shop A: delivery 40.00, packaging 15.00; rice 150.50, no tax (test-world.ts).
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { credit } from "../../lib/wallet";
import {
  addToCart,
  checkoutWorld,
  customer,
  payOnline,
  paymentOrder,
  place,
  placeInputs,
  W,
  type Auth,
} from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld();
  await t.db.storeProduct.update({
    where: { storeId_productId: { storeId: W.s1, productId: W.rice } },
    data: { stock: 1000 },
  });
});
afterAll(async () => t.close());

/** The rule in paise (0: none). */
const rule = (freeDeliveryFrom: number) => t.db.shop.update({ where: { id: W.shopA }, data: { freeDeliveryFrom } });
beforeEach(async () => {
  await rule(0);
});

const ordersOf = (userId: string) => t.db.order.findMany({ where: { userId } });
const billing = async (auth: Auth, body: Record<string, unknown> = {}) =>
  (
    await request(t.app.server)
      .post("/user/order/view/billing")
      .set(auth)
      .send({ _id: W.shopA, ...body })
  ).body.data;

async function shopper(rice: number) {
  const c = await customer(t);
  await addToCart(t, c.auth, W.rice, rice);
  return c;
}

describe("free delivery from an item total", () => {
  it("is shown by the cart view, billing and verify, with what is missing below the rule", async () => {
    await rule(30100); // 2 x rice exactly
    const under = await shopper(1);
    const view = (await request(t.app.server).post("/user/cart/view/cr").set(under.auth).send({})).body.data;
    expect(view.prices).toMatchObject({
      item_total: 150.5,
      delivery: 40,
      total: 205.5,
      free_delivery: { from: 301, more: 150.5 },
    });
    expect(await billing(under.auth)).toMatchObject({ delivery: 40, free_delivery: { from: 301, more: 150.5 } });

    const at = await shopper(2);
    expect(await billing(at.auth)).toMatchObject({
      item_total: 301,
      delivery: 0,
      total: 316,
      free_delivery: { from: 301, more: 0 },
    });
    const verify = await request(t.app.server)
      .post("/user/cart/verify/shop")
      .set(at.auth)
      .send({
        _id: W.shopA,
        deliveryType: 1,
        deliveryLocation: placeInputs().deliveryLocation,
        deliveryAddress: { street: "12, 4th Cross", area: "Koramangala", zipcode: "560034" },
      });
    expect(verify.status).toBe(200);
    expect(verify.body.data.prices).toMatchObject({ delivery: 0, total: 316 });
    // Pickup has no delivery charge and no hint.
    const pickup = await billing(at.auth, { delivery_type: 3 });
    expect(pickup.delivery).toBe(0);
    expect(pickup.free_delivery).toBeUndefined();
  });

  it("says nothing without a rule", async () => {
    const c = await shopper(2);
    const b = await billing(c.auth);
    expect(b).toMatchObject({ delivery: 40, total: 356 });
    expect(b.free_delivery).toBeUndefined();
  });

  it("cash on delivery: one paisa under the rule pays delivery, at the rule it does not", async () => {
    await rule(30101);
    const under = await shopper(2);
    const shown = await billing(under.auth);
    expect(shown).toMatchObject({ delivery: 40, total: 356, free_delivery: { from: 301.01, more: 0.01 } });
    const res = await place(t, under.auth, "cashOnDelivery/shop", placeInputs());
    expect(res.status).toBe(200);
    expect(res.body.data.amount).toBe(shown.total);
    expect((await ordersOf(under.id))[0]).toMatchObject({ delivery: 4000, amount: 35600 });

    await rule(30100);
    const over = await shopper(2);
    const free = await billing(over.auth);
    expect(free).toMatchObject({ delivery: 0, total: 316 });
    const placed = await place(t, over.auth, "cashOnDelivery/shop", placeInputs());
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ amount: 316, paid: { online: 0, bfcash: 0, cash: 316 } });
    expect((await ordersOf(over.id))[0]).toMatchObject({ delivery: 0, packaging: 1500, amount: 31600 });
  });

  it("online: the payment order, the provider's amount and the order all leave delivery out over the rule", async () => {
    await rule(30000);
    const c = await shopper(2);
    const shown = await billing(c.auth);
    const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    expect(po.billing).toMatchObject({ delivery: 0, total: 316, free_delivery: { from: 300, more: 0 } });
    expect(po.order.amount).toBe(31600);
    expect(po.billing.total).toBe(shown.total);
    const res = await place(t, c.auth, "online/shop", placeInputs({ payment }));
    expect(res.status).toBe(200);
    expect(res.body.data.paid).toEqual({ online: 316, bfcash: 0, cash: 0 });
    expect((await ordersOf(c.id))[0]).toMatchObject({ delivery: 0, amount: 31600, onlineAmount: 31600 });
  });

  it("online under the rule charges delivery", async () => {
    await rule(50000);
    const c = await shopper(2);
    const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    expect(po.billing).toMatchObject({ delivery: 40, total: 356, free_delivery: { from: 500, more: 199 } });
    expect((await place(t, c.auth, "online/shop", placeInputs({ payment }))).status).toBe(200);
    expect((await ordersOf(c.id))[0]).toMatchObject({ delivery: 4000, amount: 35600, onlineAmount: 35600 });
  });

  it("Galli Cash: the whole order is paid from the wallet without the delivery charge", async () => {
    await rule(30100);
    const c = await shopper(2);
    await t.db.$transaction((tx) =>
      credit(tx, { userId: c.id, amount: 50000, kind: "adjustment", refId: `fd-${c.id}` }),
    );
    const d = (await paymentOrder(t, c.auth, { is_bfcash: true, delivery_type: 1 })).body.data;
    expect(d.billing).toMatchObject({ delivery: 0, total: 316, bfcash_amount: 316, payable: 0 });
    const res = await place(
      t,
      c.auth,
      "online/bfcash",
      placeInputs({ is_bfcash: true, payment: { txnid: d.transaction_id, hash: d.hash } }),
    );
    expect(res.status).toBe(200);
    expect((await ordersOf(c.id))[0]).toMatchObject({ delivery: 0, amount: 31600, walletAmount: 31600 });
  });

  it("a rule changed after the customer chose to pay is not charged silently: the order is refused", async () => {
    await rule(30100);
    const c = await shopper(2);
    const { payment } = await payOnline(t, c.auth, { delivery_type: 1 }); // 316.00, free delivery
    await rule(0); // the shop drops the rule: delivery would cost 40.00 now
    const res = await place(t, c.auth, "online/shop", placeInputs({ payment }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("PRICE_CHANGED");
    expect(await ordersOf(c.id)).toEqual([]);
  });
});
