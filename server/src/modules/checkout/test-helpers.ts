// Checkout test fixtures on top of the cart's world: customers with carts, payment orders, paying
// through the emulator's checkout endpoint (as the browser does) and the place-order form.
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { buildCartWorld, newCustomer, W } from "../cart/test-world";

export { W };

export type Auth = { authorization: string };

export async function checkoutWorld(opts: Parameters<typeof testApp>[0] = {}) {
  const t = await testApp(opts);
  await buildCartWorld(t.db);
  return t;
}

export async function customer(t: TestApp): Promise<{ id: string; auth: Auth }> {
  const id = await newCustomer(t.db);
  return { id, auth: customerAuth(t.app, id) };
}

export async function addToCart(t: TestApp, auth: Auth, productId: string, qty: number, shopId: string = W.shopA) {
  const res = await request(t.app.server)
    .post("/user/cart/add")
    .set(auth)
    .send({ _id: shopId, product_id: productId, is_private: false, stores: [], qty });
  if (res.status !== 200) throw new Error(`cart/add ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export function paymentOrder(t: TestApp, auth: Auth, body: Record<string, unknown>) {
  return request(t.app.server)
    .post("/user/order/payment")
    .set(auth)
    .send({ _id: W.shopA, ...body });
}

export const GOOD_CARD = {
  number: "4111111111111111",
  expiry_month: "12",
  expiry_year: "2030",
  cvv: "123",
  name: "Asha Verma",
};
export const DECLINED_CARD = { ...GOOD_CARD, number: "4000000000000002" };

/** What the browser's checkout posts to the provider: the card goes there, never to /user. */
export function payAtProvider(
  t: TestApp,
  orderId: string,
  method: Record<string, unknown> = { method: "card", card: GOOD_CARD },
) {
  return request(t.app.server)
    .post("/mock/razorpay/v1/checkout/pay")
    .send({ key_id: t.config.razorpay.keyId, order_id: orderId, currency: "INR", ...method });
}

export function placeInputs(overrides: Record<string, unknown> = {}) {
  return {
    _id: W.shopA,
    deliveryLocation: { type: "Point", coordinates: [W.near.lng, W.near.lat] },
    deliveryAddress: { street: "12, 4th Cross", area: "Koramangala", zipcode: "560034", landmark: "Near the park" },
    deliveryPreferences: null,
    notes: "Please ring the bell",
    is_bfcash: false,
    is_shop_delivery: true,
    order_source: { type: 3, device: "web", version: "1.0.0" },
    ...overrides,
  };
}

export function place(
  t: TestApp,
  auth: Auth,
  path: string,
  inputs: Record<string, unknown>,
  image?: { bytes: Buffer; name: string },
) {
  const req = request(t.app.server).post(`/user/order/place/${path}`).set(auth).field("inputs", JSON.stringify(inputs));
  return image ? req.attach("image", image.bytes, image.name) : req;
}

/** Payment order, provider payment, and the signed result the handler would receive. */
export async function payOnline(t: TestApp, auth: Auth, body: Record<string, unknown> = {}) {
  const po = await paymentOrder(t, auth, body);
  if (po.status !== 200) throw new Error(`payment order ${po.status}: ${JSON.stringify(po.body)}`);
  const paid = await payAtProvider(t, po.body.data.order.id);
  if (paid.status !== 200) throw new Error(`pay ${paid.status}: ${JSON.stringify(paid.body)}`);
  return {
    po: po.body.data,
    payment: paid.body as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
  };
}

export const stockOf = async (t: TestApp, storeId: string, productId: string) =>
  (await t.db.storeProduct.findUniqueOrThrow({ where: { storeId_productId: { storeId, productId } } })).stock;
