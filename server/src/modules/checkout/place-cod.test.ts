// Cash on delivery: the two COD paths, the shop's COD settings and limits, delivery details
// (address messages, slots, notes, image) and 20 customers racing for the last 5 units.
import crypto from "node:crypto";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../../testing/app";
import { addToCart, checkoutWorld, customer, place, placeInputs, stockOf, W } from "./test-helpers";

const NOW = new Date("2026-11-21T06:30:00Z"); // 12:00 noon in India
let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld({ now: () => NOW });
});
afterAll(async () => t.close());

const ordersOf = (userId: string) => t.db.order.findMany({ where: { userId } });
const shopA = (data: Record<string, unknown>) => t.db.shop.update({ where: { id: W.shopA }, data });

describe("cash on delivery", () => {
  it("delivery by the shop", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 2);
    const before = await stockOf(t, W.s1, W.rice);
    const res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      amount: 356,
      payment_type: 2,
      mode_name: "COD",
      paid: { online: 0, bfcash: 0, cash: 356 },
    });
    const [order] = await ordersOf(c.id);
    expect(order).toMatchObject({
      status: 1,
      paymentType: 2,
      modeName: "COD",
      amount: 35600,
      onlineAmount: 0,
      orderedAt: NOW,
    });
    expect(await stockOf(t, W.s1, W.rice)).toBe(before - 2);
    const checkout = await t.db.checkout.findUniqueOrThrow({ where: { id: order.checkoutId! } });
    expect(checkout).toMatchObject({ status: "placed", amount: 0 });
  });

  it("freezes each line's HSN code (its tax invoice line) at placement", async () => {
    await t.db.product.update({ where: { id: W.rice }, data: { hsn: "1006" } });
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    expect((await place(t, c.auth, "cashOnDelivery/shop", placeInputs())).status).toBe(200);
    await t.db.product.update({ where: { id: W.rice }, data: { hsn: "100630" } });
    const [order] = await ordersOf(c.id);
    const items = await t.db.orderItem.findMany({ where: { orderId: order.id } });
    expect(items.map((i) => i.hsn)).toEqual(["1006"]);
    await t.db.product.update({ where: { id: W.rice }, data: { hsn: null } });
    await t.db.storeProduct.updateMany({
      where: { storeId: W.s1, productId: W.rice },
      data: { stock: { increment: 1 } },
    });
  });

  it("takeaway", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const res = await place(
      t,
      c.auth,
      "cashOnDelivery/takeaway",
      placeInputs({ is_shop_delivery: false, deliveryAddress: undefined }),
    );
    expect(res.status).toBe(200);
    expect((await ordersOf(c.id))[0]).toMatchObject({ deliveryType: 3, amount: 16550 });
  });

  it("refuses a promo code", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const promo = await t.db.promo.create({
      data: {
        code: "CODTRY",
        title: "x",
        expiresAt: new Date("2027-01-01"),
        valueType: 1,
        offerType: 2,
        codeValue: 1000,
      },
    });
    const res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs({ promo_id: promo.id }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Promo code is not applicable for COD order!");
    expect(await ordersOf(c.id)).toEqual([]);
  });

  it("is refused when the shop does not offer it", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    await shopA({ isCod: false });
    try {
      const res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("COD_NOT_ALLOWED");
      expect(await ordersOf(c.id)).toEqual([]);
    } finally {
      await shopA({ isCod: true });
    }
  });

  it("keeps to a 'limit' type limit, and ignores a limit of another type", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 2); // 356.00
    await shopA({ isCodLimit: true, codLimitType: "limit", codLimit: 30000 });
    try {
      const over = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
      expect(over.status).toBe(409);
      expect(over.body.message).toBe("Cash on delivery is available for orders up to ₹300.00.");
      const preview = await t.app.inject({
        method: "POST",
        url: "/user/order/payment",
        headers: c.auth,
        payload: { _id: W.shopA, payment_mode: "cod", delivery_type: 1 },
      });
      expect(preview.json().data.cod).toEqual({ allowed: false, limit: 300 });
      await shopA({ codLimit: 35600 });
      expect((await place(t, c.auth, "cashOnDelivery/shop", placeInputs())).status).toBe(200);
    } finally {
      await shopA({ isCodLimit: false, codLimitType: "none", codLimit: 0 });
    }
    const d = await customer(t);
    await addToCart(t, d.auth, W.rice, 2);
    await shopA({ isCodLimit: true, codLimitType: "none", codLimit: 100 });
    try {
      expect((await place(t, d.auth, "cashOnDelivery/shop", placeInputs())).status).toBe(200);
    } finally {
      await shopA({ isCodLimit: false, codLimit: 0 });
    }
  });

  it("uses the other-location settings for an other-location shop, which has no takeaway", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.dal, 1, W.shopG);
    const inputs = placeInputs({ _id: W.shopG });
    // The local setting allows COD, the other-location one (default off) does not.
    const refused = await place(t, c.auth, "cashOnDelivery/shop", inputs);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("COD_NOT_ALLOWED");
    const takeaway = await place(t, c.auth, "cashOnDelivery/takeaway", { ...inputs, is_shop_delivery: false });
    expect(takeaway.status).toBe(409);
    expect(takeaway.body.code).toBe("DELIVERY_TYPE_UNAVAILABLE");
    await t.db.shop.update({
      where: { id: W.shopG },
      data: { otherIsCod: true, otherIsCodLimit: true, otherCodLimitType: "limit", otherCodLimit: 50000 },
    });
    expect((await place(t, c.auth, "cashOnDelivery/shop", inputs)).status).toBe(200);
  });
});

describe("delivery details", () => {
  it("needs the address for delivery by the shop, with the spec's messages", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const noStreet = await place(
      t,
      c.auth,
      "cashOnDelivery/shop",
      placeInputs({ deliveryAddress: { street: " ", area: "x", zipcode: "560034" } }),
    );
    expect(noStreet.status).toBe(400);
    expect(noStreet.body.message).toBe("House no, Flat, Address is required");
    const noZip = await place(
      t,
      c.auth,
      "cashOnDelivery/shop",
      placeInputs({ deliveryAddress: { street: "12", area: "x", zipcode: "" } }),
    );
    expect(noZip.body.message).toBe("Zipcode is required");
    const far = await place(
      t,
      c.auth,
      "cashOnDelivery/shop",
      placeInputs({ deliveryLocation: { type: "Point", coordinates: [W.far.lng, W.far.lat] } }),
    );
    expect(far.status).toBe(409);
    expect(far.body.code).toBe("OUT_OF_DELIVERY_AREA");
    expect(await ordersOf(c.id)).toEqual([]);
  });

  it("delivers only within the shop's own delivery radius (its store settings)", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    // 3 km west of the Koramangala store, farther from the others.
    const west = placeInputs({ deliveryLocation: { type: "Point", coordinates: [W.near.lng - 0.028, W.near.lat] } });
    await t.db.shop.update({ where: { id: W.shopA }, data: { deliveryRadiusM: 2000 } });
    try {
      const short = await place(t, c.auth, "cashOnDelivery/shop", west);
      expect(short.status).toBe(409);
      expect(short.body.code).toBe("OUT_OF_DELIVERY_AREA");
      expect(await ordersOf(c.id)).toEqual([]);
    } finally {
      await t.db.shop.update({ where: { id: W.shopA }, data: { deliveryRadiusM: 10_000 } });
    }
    expect((await place(t, c.auth, "cashOnDelivery/shop", west)).status).toBe(200);
  });

  it("keeps a preferred slot that has not started and refuses one that has", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const past = await place(
      t,
      c.auth,
      "cashOnDelivery/shop",
      placeInputs({ deliveryPreferences: { date: "2026-11-21", slot: "10 AM-1 PM" } }),
    );
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("Please choose a delivery time that has not passed.");
    const yesterday = await place(
      t,
      c.auth,
      "cashOnDelivery/shop",
      placeInputs({ deliveryPreferences: { date: "2026-11-20", slot: "7 PM-10 PM" } }),
    );
    expect(yesterday.status).toBe(400);
    const ok = await place(
      t,
      c.auth,
      "cashOnDelivery/shop",
      placeInputs({ deliveryPreferences: { date: "2026-11-21", slot: "1 PM-4 PM" } }),
    );
    expect(ok.status).toBe(200);
    expect((await ordersOf(c.id))[0]).toMatchObject({ preferredDate: "2026-11-21", preferredSlot: "1 PM-4 PM" });
  });

  it("stores an attached image, and refuses a file that is not an image", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const bad = await place(t, c.auth, "cashOnDelivery/shop", placeInputs(), {
      bytes: Buffer.from("not an image at all"),
      name: "list.png",
    });
    expect(bad.status).toBe(415);
    expect(await ordersOf(c.id)).toEqual([]);
    const res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs(), { bytes: png, name: "list.png" });
    expect(res.status).toBe(200);
    const [order] = await ordersOf(c.id);
    expect(order.image).toMatch(/^orders\/[0-9a-f]+\.webp$/);
    expect(t.app.ctx.adapters.storage.resolve(order.image!)).toBeTruthy();
  });

  it("refuses a JSON body and malformed inputs", async () => {
    const c = await customer(t);
    const json = await t.app.inject({
      method: "POST",
      url: "/user/order/place/cashOnDelivery/shop",
      headers: c.auth,
      payload: placeInputs(),
    });
    expect(json.statusCode).toBe(415);
    const bad = await place(t, c.auth, "cashOnDelivery/shop", {
      ...placeInputs(),
      order_source: { type: 1, device: "web", version: "1" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("order_source.type");
    // A bracket bomb in the form's inputs field (under its size limit): 400, not a stack overflow.
    const bomb = await request(t.app.server)
      .post("/user/order/place/cashOnDelivery/shop")
      .set(c.auth)
      .field("inputs", "[".repeat(9_000) + "]".repeat(9_000));
    expect(bomb.status).toBe(400);
    expect(bomb.body.code).toBe("JSON_TOO_DEEP");
  });
});

describe("stock under contention", () => {
  it("20 customers racing for the last 5 units: exactly 5 sold, stock 0", async () => {
    await t.db.storeProduct.update({
      where: { storeId_productId: { storeId: W.b1, productId: W.oil } },
      data: { stock: 5 },
    });
    const buyers = [];
    for (let i = 0; i < 20; i++) {
      const c = await customer(t);
      await addToCart(t, c.auth, W.oil, 1, W.shopB);
      buyers.push(c);
    }
    const results = await Promise.all(
      buyers.map((c) => place(t, c.auth, "cashOnDelivery/shop", placeInputs({ _id: W.shopB }))),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s >= 500),
      JSON.stringify(results.map((r) => r.body)),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === "OUT_OF_STOCK")).toBe(true);
    expect(await stockOf(t, W.b1, W.oil)).toBe(0);
    const sold = await t.db.orderItem.aggregate({ where: { productId: W.oil }, _sum: { qty: true } });
    expect(sold._sum.qty).toBe(5);
  });
});

describe("an order number already taken", () => {
  it("the order draws another and is placed once: one order, stock taken once, the cart emptied", async () => {
    // The next draws of six random bytes are zeros: the number GL<date>AAAAAA each time.
    let zeros = 0;
    const real = crypto.randomBytes.bind(crypto);
    const spy = vi
      .spyOn(crypto, "randomBytes")
      .mockImplementation(((size: number, ...rest: unknown[]) =>
        size === 6 && zeros-- > 0
          ? Buffer.alloc(6)
          : (real as (...a: unknown[]) => Buffer)(size, ...rest)) as typeof crypto.randomBytes);
    try {
      await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 100 } });
      const first = await customer(t);
      await addToCart(t, first.auth, W.rice, 1);
      zeros = 1;
      expect((await place(t, first.auth, "cashOnDelivery/shop", placeInputs())).status).toBe(200);
      const [taken] = await ordersOf(first.id);
      expect(taken.orderNo).toMatch(/^GL\d{6}AAAAAA$/);

      const second = await customer(t);
      await addToCart(t, second.auth, W.rice, 2);
      const before = await stockOf(t, W.s1, W.rice);
      zeros = 1;
      const res = await place(t, second.auth, "cashOnDelivery/shop", placeInputs());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const orders = await ordersOf(second.id);
      expect(orders).toHaveLength(1);
      expect(orders[0].orderNo).not.toBe(taken.orderNo);
      expect(await stockOf(t, W.s1, W.rice)).toBe(before - 2);
      expect(await t.db.cartLine.count({ where: { cart: { userId: second.id } } })).toBe(0);
      expect(zeros).toBeLessThan(0); // the zeros were drawn, then a real number
    } finally {
      spy.mockRestore();
    }
  });
});
