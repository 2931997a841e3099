import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { ORDER_MESSAGES } from "../../contract/orders";
import { buildOrdersWorld, DAY, lines, makeCustomer, makeOrder, OW } from "./test-world";

let t: TestApp;
let asha: string;
let ravi: string;

const post = (path: string, body: object, user = asha) =>
  request(t.app.server).post(`/user/order${path}`).set(customerAuth(t.app, user)).send(body);
const shop = () => t.db.shop.findUniqueOrThrow({ where: { id: OW.shop } });

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  await buildOrdersWorld(t.db);
  asha = (await makeCustomer(t.db)).id;
  ravi = (await makeCustomer(t.db)).id;
  await t.db.reasonTitle.createMany({
    data: [
      { kind: "shop_review", rating: 1, title: "Late delivery", sortOrder: 1 },
      { kind: "shop_review", rating: 5, title: "Quick delivery", sortOrder: 1 },
      { kind: "shop_review", rating: 5, title: "Polite staff", sortOrder: 2 },
      { kind: "product_review", rating: 4, title: "Good quality" },
    ],
  });
});
afterAll(async () => t.close());

describe("shop review", () => {
  it("answers the titles per rating with the shop and no review yet", async () => {
    const order = await makeOrder(t.db, asha, { status: 6 });
    const res = await post("/view/shopreview/titles", { order_id: order.id, store_id: OW.store });
    expect(res.status).toBe(200);
    expect(res.body.data.shop).toEqual({
      _id: OW.shop,
      name: "Koramangala",
      display_name: "Sharma Kirana",
      icon: "shops/sharma.png",
    });
    expect(res.body.data.titles).toEqual([
      { rating: 1, titles: ["Late delivery"] },
      { rating: 2, titles: [] },
      { rating: 3, titles: [] },
      { rating: 4, titles: [] },
      { rating: 5, titles: ["Quick delivery", "Polite staff"] },
    ]);
    expect(res.body.data.order).toMatchObject({ _id: order.id, rating: 0, review: { title: [], message: "" } });
    expect(res.body.data.order.delivered_at).toEqual(expect.any(String));
  });

  it("stores a verified order's review once and updates the shop's rating", async () => {
    const order = await makeOrder(t.db, asha, { status: 6 });
    const before = await shop();
    const res = await post("/track/reviewShop", {
      order_id: order.id,
      rating: 5,
      title: ["Quick delivery", "Polite staff"],
      message: "Great",
      shop_id: OW.shop,
      isPurchaseHistory: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ORDER_MESSAGES.shopReviewed);
    const after = await shop();
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.ratingAvg).toBeCloseTo((before.ratingAvg * before.ratingCount + 5) / (before.ratingCount + 1), 2);
    expect(res.body.data).toEqual({
      rating: 5,
      shop: { _id: OW.shop, rating: after.ratingAvg, rating_count: after.ratingCount },
    });
    const review = await t.db.shopReview.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(review).toMatchObject({
      rating: 5,
      titles: '["Quick delivery","Polite staff"]',
      message: "Great",
      userId: asha,
    });

    const again = await post("/history/reviewShop", { order_id: order.id, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.shopReviewExists);
    expect((await shop()).ratingCount).toBe(after.ratingCount);
    const titles = await post("/view/shopreview/titles", { order_id: order.id });
    expect(titles.body.data.order).toMatchObject({
      rating: 5,
      review: { title: ["Quick delivery", "Polite staff"], message: "Great" },
    });
    const list = await request(t.app.server).get("/user/order/history/purchase").set(customerAuth(t.app, asha));
    expect(list.body.data.find((o: { _id: string }) => o._id === order.id).shop_reviewed).toBe(true);
  });

  it("refuses outside the replacement window, before verification, bad ratings and other customers", async () => {
    const closed = await makeOrder(t.db, asha, { status: 6, replacementUntil: new Date(Date.now() - 1000) });
    const late = await post("/history/reviewShop", { order_id: closed.id, rating: 4 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ORDER_MESSAGES.reviewWindowClosed);
    const delivered = await makeOrder(t.db, asha, { status: 5 });
    expect((await post("/track/reviewShop", { order_id: delivered.id, rating: 4 })).body.message).toBe(
      ORDER_MESSAGES.reviewNotVerified,
    );
    const open = await makeOrder(t.db, asha, { status: 6 });
    for (const rating of [0, 6, 2.5]) {
      const res = await post("/track/reviewShop", { order_id: open.id, rating });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please choose a rating from 1 to 5.");
    }
    expect((await post("/track/reviewShop", { order_id: open.id, rating: 3 }, ravi)).status).toBe(404);
    expect(await t.db.shopReview.count({ where: { orderId: { in: [closed.id, delivered.id, open.id] } } })).toBe(0);
  });
});

describe("product review", () => {
  it("answers the product's titles and stores a review of a delivered product once", async () => {
    const order = await makeOrder(t.db, asha, { status: 6, verifyStatuses: [1, 3] });
    const titles = await post("/view/productreview/titles", {
      order_id: order.id,
      product_id: OW.atta,
      category_id: OW.shop,
    });
    expect(titles.status).toBe(200);
    expect(titles.body.data).toMatchObject({
      product: { product_id: OW.atta, product_name: "Aashirvaad Atta" },
      rating: 0,
      review: { title: "", message: "" },
    });
    expect(titles.body.data.titles[3]).toEqual({ rating: 4, titles: ["Good quality"] });

    const res = await post("/history/reviewProduct", {
      order_id: order.id,
      product_id: OW.atta,
      category_id: OW.shop,
      rating: 4,
      title: "Good quality",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: ORDER_MESSAGES.productReviewed,
      data: { rating: 4, product_id: OW.atta },
    });
    expect(
      await t.db.productReview.findUniqueOrThrow({
        where: { orderId_productId: { orderId: order.id, productId: OW.atta } },
      }),
    ).toMatchObject({
      rating: 4,
      title: "Good quality",
      message: null,
      userId: asha,
    });
    const details = await post("/history/viewProducts", { order_id: order.id });
    expect(
      details.body.data.order.products.find((p: { product_id: string }) => p.product_id === OW.atta).reviewed,
    ).toBe(true);

    const again = await post("/history/reviewProduct", {
      order_id: order.id,
      product_id: order.items[0].id,
      rating: 2,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.productReviewExists);
  });

  it("refuses products not delivered, orders not verified or out of the window", async () => {
    const order = await makeOrder(t.db, asha, { status: 6, verifyStatuses: [1, 3] });
    const replaced = await post("/history/reviewProduct", { order_id: order.id, product_id: OW.rice, rating: 3 });
    expect(replaced.status).toBe(409);
    expect(replaced.body.message).toBe(ORDER_MESSAGES.productNotDelivered);
    const delivered = await makeOrder(t.db, asha, { status: 5, verifyStatuses: [1, 1] });
    expect(
      (await post("/history/reviewProduct", { order_id: delivered.id, product_id: OW.atta, rating: 3 })).status,
    ).toBe(409);
    const old = await makeOrder(t.db, asha, {
      status: 6,
      items: [lines.atta(1)],
      deliveredAt: new Date(Date.now() - 10 * DAY),
    });
    const late = await post("/history/reviewProduct", { order_id: old.id, product_id: OW.atta, rating: 3 });
    expect(late.body.message).toBe(ORDER_MESSAGES.reviewWindowClosed);
    const theirs = await makeOrder(t.db, ravi, { status: 6 });
    expect((await post("/history/reviewProduct", { order_id: theirs.id, product_id: OW.atta, rating: 3 })).status).toBe(
      404,
    );
    expect(
      await t.db.productReview.count({ where: { orderId: { in: [order.id, delivered.id, old.id, theirs.id] } } }),
    ).toBe(0);
  });
});
