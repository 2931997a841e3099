// Saved cards and UPI ids (Razorpay tokens through the SDK), payment settings, banks, and the
// rule that card numbers and CVVs stay with the provider.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import {
  addToCart,
  checkoutWorld,
  customer,
  GOOD_CARD,
  payAtProvider,
  paymentOrder,
  W,
} from "../checkout/test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld();
});
afterAll(async () => t.close());

const post = (auth: { authorization: string }, path: string, body: unknown = {}) =>
  request(t.app.server)
    .post(`/user/order/razor${path}`)
    .set(auth)
    .send(body as object);

async function withSavedMethods() {
  const c = await customer(t);
  const all = await post(c.auth, "/alltokens");
  const customerId = all.body.data.customer_id as string;
  // Saving through the provider, as the browser's checkout does ('save' with a payment, or the add dialogs).
  await addToCart(t, c.auth, W.rice, 1);
  const po = (await paymentOrder(t, c.auth, { delivery_type: 1 })).body.data;
  expect(po.rzy_customer_Id).toBe(customerId);
  const paid = await payAtProvider(t, po.order.id, {
    method: "card",
    card: GOOD_CARD,
    customer_id: customerId,
    save: 1,
  });
  expect(paid.status).toBe(200);
  const upi = await request(t.app.server)
    .post("/mock/razorpay/v1/checkout/tokens")
    .send({ key_id: t.config.razorpay.keyId, customer_id: customerId, method: "upi", vpa: "asha@okhdfc" });
  expect(upi.status).toBe(200);
  return { ...c, customerId };
}

describe("saved payment methods", () => {
  it("lists saved cards (last 4, expiry) and UPI ids", async () => {
    const c = await withSavedMethods();
    const res = await post(c.auth, "/alltokens");
    expect(res.status).toBe(200);
    expect(res.body.data.cards).toEqual([
      {
        token: expect.stringMatching(/^token_/),
        method: "card",
        card: { last4: "1111", expiry_month: "12", expiry_year: "2030", network: "Visa", name: "Asha Verma" },
        is_preferred: false,
      },
    ]);
    expect(res.body.data.upi).toEqual([
      {
        token: expect.stringMatching(/^token_/),
        method: "upi",
        vpa: { username: "asha", handle: "okhdfc" },
        is_preferred: false,
      },
    ]);
  });

  it("marks a preferred card and UPI id, shows them, and forgets a deleted one", async () => {
    const c = await withSavedMethods();
    const all = (await post(c.auth, "/alltokens")).body.data;
    const card = all.cards[0].token;
    const upi = all.upi[0].token;
    expect((await post(c.auth, "/savePefToken", { id: upi, kind: 1 })).status).toBe(404); // a UPI token is not a card
    expect((await post(c.auth, "/savePefToken", { id: card, kind: 1 })).body.data.raz_pref_Token).toBe(card);
    expect((await post(c.auth, "/savePefToken", { id: upi, kind: 2 })).body.data.raz_pref_upiToken).toBe(upi);
    const info = (await post(c.auth, "/razInfo")).body.data;
    expect(info).toEqual({
      raz_customer_id: c.customerId,
      raz_pref_Token: card,
      raz_pref_upiToken: upi,
      rzy_pay_key: "rzp_test_galli",
      mode: "emulator",
    });
    const pref = (await post(c.auth, "/viewPefToken")).body.data;
    expect(pref.card.token).toBe(card);
    expect(pref.upi.vpa.handle).toBe("okhdfc");
    const del = await post(c.auth, "/deleteToken", { ids: [card], type: 1 });
    expect(del.status).toBe(200);
    expect(del.body.data.cards).toEqual([]);
    expect((await post(c.auth, "/razInfo")).body.data.raz_pref_Token).toBeNull();
  });

  it("refuses another customer's token and another customer's saved cards", async () => {
    const a = await withSavedMethods();
    const b = await customer(t);
    await post(b.auth, "/alltokens");
    const aCard = (await post(a.auth, "/alltokens")).body.data.cards[0].token;
    expect((await post(b.auth, "/savePefToken", { id: aCard, kind: 1 })).status).toBe(404);
    expect((await post(b.auth, "/deleteToken", { ids: [aCard], type: 1 })).status).toBe(404);
    expect((await post(b.auth, "/cards", { customer_id: a.customerId })).status).toBe(403);
    const own = await post(a.auth, "/cards", { customer_id: a.customerId });
    expect(own.body.data.cards).toHaveLength(1);
    expect((await post(a.auth, "/alltokens")).body.data.cards).toHaveLength(1);
  });

  it("keeps card numbers and CVVs at the provider only, and only last 4 there", async () => {
    await withSavedMethods();
    const rows = await t.db.rzpEntity.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.json).not.toContain("4111111111111111");
      expect(r.json).not.toMatch(/"cvv"/);
    }
  });

  it("lists banks with the featured five first", async () => {
    const c = await customer(t);
    const res = await post(c.auth, "/banks");
    expect(res.body.data.featured).toEqual(["HDFC", "UTIB", "ICIC", "KOTAC", "SBIN"]);
    expect(res.body.data.banks.SBIN).toBe("State Bank of India");
  });

  it("is for customers only", async () => {
    expect((await request(t.app.server).post("/user/order/razor/razInfo").send({})).status).toBe(401);
  });
});
