// Reason titles in the reader's language: Accept-Language or the saved language picks Hindi, a row
// without Hindi stays English, and a reason picked in Hindi is accepted and kept as its English title.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { ORDER_MESSAGES } from "../../contract/orders";
import { ORDER_MESSAGES_HI } from "../../contract/messages-hi";
import { reasonTitleRows } from "../../../../seed/content";
import { buildOrdersWorld, makeCustomer, makeOrder, OW } from "./test-world";

let t: TestApp;
let asha: string;

const get = (path: string, language?: string, user = asha) => {
  const req = request(t.app.server).get(`/user/order${path}`).set(customerAuth(t.app, user));
  return language ? req.set("Accept-Language", language) : req;
};
const post = (path: string, body: object, language?: string) => {
  const req = request(t.app.server).post(`/user/order${path}`).set(customerAuth(t.app, asha)).send(body);
  return language ? req.set("Accept-Language", language) : req;
};
const names = (res: { body: { data: { titles: { display_name: string }[] } } }) =>
  res.body.data.titles.map((r) => r.display_name);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  await buildOrdersWorld(t.db);
  asha = (await makeCustomer(t.db)).id;
  await t.db.reasonTitle.createMany({
    data: [
      { kind: "cancel", title: "Ordered by mistake", titleHi: "गलती से order हो गया", sortOrder: 1 },
      { kind: "cancel", title: "Changed my mind", sortOrder: 2 },
      { kind: "cancel", title: "Other", titleHi: "अन्य", sortOrder: 3 },
      { kind: "replacement", title: "Damaged product", titleHi: "Product खराब/टूटा हुआ है", sortOrder: 1 },
      { kind: "shop_review", rating: 5, title: "Good service", titleHi: "अच्छी service", sortOrder: 1 },
      { kind: "product_review", rating: 4, title: "Good quality", titleHi: "अच्छी quality", sortOrder: 1 },
    ],
  });
});
afterAll(async () => t.close());

describe("reason titles in the reader's language", () => {
  it("answers English by default and Hindi to a Hindi request, English where a row has no Hindi", async () => {
    expect(names(await get("/view/cancel/titles"))).toEqual(["Ordered by mistake", "Changed my mind", "Other"]);
    expect(names(await get("/view/cancel/titles", "en-IN"))).toEqual([
      "Ordered by mistake",
      "Changed my mind",
      "Other",
    ]);
    expect(names(await get("/view/cancel/titles", "hi-IN,hi;q=0.9"))).toEqual([
      "गलती से order हो गया",
      "Changed my mind",
      "अन्य",
    ]);
    expect(names(await get("/view/replacement/titles", "hi"))).toEqual(["Product खराब/टूटा हुआ है"]);
  });

  it("answers a customer who saved Hindi in Hindi when the request names no language", async () => {
    const ravi = (await t.db.user.update({ where: { id: (await makeCustomer(t.db)).id }, data: { language: "hi" } }))
      .id;
    expect(names(await get("/view/cancel/titles", undefined, ravi))[0]).toBe("गलती से order हो गया");
    expect(names(await get("/view/cancel/titles", "en", ravi))[0]).toBe("Ordered by mistake");
  });

  it("answers the review titles per rating in Hindi", async () => {
    const order = await makeOrder(t.db, asha, { status: 6 });
    const shop = await post("/view/shopreview/titles", { order_id: order.id, store_id: OW.store }, "hi");
    expect(shop.status).toBe(200);
    expect(shop.body.data.titles.find((r: { rating: number }) => r.rating === 5).titles).toEqual(["अच्छी service"]);
    const english = await post("/view/shopreview/titles", { order_id: order.id }, "en");
    expect(english.body.data.titles.find((r: { rating: number }) => r.rating === 5).titles).toEqual(["Good service"]);
    const product = await post("/view/productreview/titles", { order_id: order.id, product_id: OW.atta }, "hi");
    expect(product.status).toBe(200);
    expect(product.body.data.titles.find((r: { rating: number }) => r.rating === 4).titles).toEqual(["अच्छी quality"]);
  });
});

describe("a reason sent back in Hindi", () => {
  it("cancels with a Hindi reason and keeps its English title", async () => {
    const order = await makeOrder(t.db, asha);
    const res = await post("/track/cancelOrder", { order_id: [order.id], title: "गलती से order हो गया" }, "hi");
    expect(res.status).toBe(200);
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ status: 7, cancelReason: "Ordered by mistake" });
  });

  it("asks for a message with Hindi 'Other' in either language, then cancels", async () => {
    const order = await makeOrder(t.db, asha);
    const hindi = await post("/track/cancelOrder", { order_id: [order.id], title: "अन्य" }, "hi");
    expect(hindi.status).toBe(400);
    expect(hindi.body.message).toBe(ORDER_MESSAGES_HI.messageRequiredForOther);
    const english = await post("/track/cancelOrder", { order_id: [order.id], title: "अन्य" }, "en");
    expect(english.status).toBe(400);
    expect(english.body.message).toBe(ORDER_MESSAGES.messageRequiredForOther);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(1);
    const done = await post(
      "/track/cancelOrder",
      { order_id: [order.id], title: "अन्य", message: "दूसरी दुकान से लिया" },
      "hi",
    );
    expect(done.status).toBe(200);
    expect(await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      cancelReason: "Other",
      cancelMessage: "दूसरी दुकान से लिया",
    });
  });

  it("keeps a free-text reason as sent", async () => {
    const order = await makeOrder(t.db, asha);
    expect((await post("/track/cancelOrder", { order_id: [order.id], title: "मन बदल गया" }, "hi")).status).toBe(200);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).cancelReason).toBe("मन बदल गया");
  });
});

describe("the seeded reason titles", () => {
  it("have Hindi for every title", () => {
    const rows = reasonTitleRows();
    expect(rows).toHaveLength(40);
    for (const row of rows) expect(row.titleHi, row.title).toMatch(/[\u0900-\u097F]/);
  });
});
