import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { buildOrdersWorld, DAY, lines, makeCustomer, makeOrder, OW } from "./test-world";

let t: TestApp;
let asha: string;
let ravi: string;
const orderIds: Record<number, string> = {};

const get = (path: string, user = asha) =>
  request(t.app.server).get(`/user/order${path}`).set(customerAuth(t.app, user));
const post = (path: string, body: object, user = asha) =>
  request(t.app.server).post(`/user/order${path}`).set(customerAuth(t.app, user)).send(body);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  await buildOrdersWorld(t.db);
  asha = (await makeCustomer(t.db)).id;
  ravi = (await makeCustomer(t.db)).id;
  // One order in every status, oldest first (status 1 is the newest).
  for (let status = 9; status >= 1; status--) {
    const order = await makeOrder(t.db, asha, { status, orderedAt: new Date(Date.now() - status * DAY) });
    orderIds[status] = order.id;
  }
  // Eleven more upcoming ones for paging, older than all of the above.
  for (let i = 0; i < 11; i++) {
    await makeOrder(t.db, asha, { status: 2, orderedAt: new Date(Date.now() - (20 + i) * DAY) });
  }
  await makeOrder(t.db, ravi, { status: 1 });
});
afterAll(async () => t.close());

describe("GET /user/order/track/upcoming", () => {
  it("lists the customer's orders in statuses 1-5, newest first, 10 per page", async () => {
    const first = await get("/track/upcoming?skip=0&limit=10");
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data.slice(0, 5).map((o: { status: number }) => o.status)).toEqual([1, 2, 3, 4, 5]);
    const second = await get("/track/upcoming?skip=10&limit=10");
    expect(second.body.data).toHaveLength(6);
    const all = [...first.body.data, ...second.body.data];
    expect(new Set(all.map((o: { _id: string }) => o._id)).size).toBe(16);
    expect(all.every((o: { status: number }) => o.status >= 1 && o.status <= 5)).toBe(true);
  });

  it("counts them (also the side menu's orders count)", async () => {
    const res = await get("/track/upcoming/c");
    expect(res.body).toEqual({ success: true, data: { count: 16 } });
    expect((await get("/track/upcoming/c", ravi)).body.data.count).toBe(1);
  });

  it("answers the spec's order fields with money in rupees", async () => {
    const res = await get("/track/upcoming");
    const order = res.body.data[0];
    expect(order).toMatchObject({
      _id: orderIds[1],
      status: 1,
      store_id: OW.store,
      category_id: OW.shop,
      shop_icon: "shops/sharma.png",
      shop_location: [OW.location.lng, OW.location.lat],
      shop: {
        _id: OW.shop,
        name: "Koramangala",
        display_name: "Sharma Kirana",
        address: "80 Feet Road, Koramangala, Bengaluru",
        mobile: {
          primary: { dialing_code: "+91", number: "9876500001" },
          secondary: { dialing_code: "+91", number: "9876500002" },
        },
        replacement: null,
      },
      payment_type: 2,
      mode_name: "COD",
      is_escalated_order: false,
      cancel_selected_stage: 2,
      distance: 1.23,
      address: { street: "4th Cross, 5th Block", area: "Koramangala", zipcode: "560095" },
      amount: 1090,
      isDirect: false,
      prices: { gross_price: 1050, net_price: 1050, delivery: 40, packaging_price: 0, onlyTax: 0 },
      offer: { offer_type: 0, offerAmount: 0 },
      products_count: 2,
      shop_reviewed: false,
      last_buzz_at: null,
    });
    expect(order.order_id).toMatch(/^GL/);
    expect(new Date(order.date).toISOString()).toBe(order.date);
  });

  it("refuses a bad page and guests", async () => {
    expect((await get("/track/upcoming?limit=500")).status).toBe(400);
    expect((await get("/track/upcoming?skip=-1")).status).toBe(400);
    const guest = await request(t.app.server).get("/user/order/track/upcoming").set(guestAuth(t.app));
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe("LOGIN_REQUIRED");
    expect((await request(t.app.server).get("/user/order/track/upcoming")).status).toBe(401);
  });
});

describe("GET /user/order/history/purchase", () => {
  it("lists statuses 5-9, newest first, with the status date and the replacement date", async () => {
    const res = await get("/history/purchase?skip=0&limit=10");
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { status: number }) => o.status)).toEqual([5, 6, 7, 8, 9]);
    const delivered = res.body.data[0];
    expect(delivered.shop.replacement).not.toBeNull();
    expect(delivered.status_date).toBe(
      (await t.db.order.findUniqueOrThrow({ where: { id: orderIds[5] } })).deliveredAt!.toISOString(),
    );
    expect((await get("/history/purchase/c")).body.data.count).toBe(5);
    expect((await get("/history/purchase/c", ravi)).body.data.count).toBe(0);
  });
});

describe("order details and products", () => {
  it("answers shop and order with timestamps and products", async () => {
    await t.db.shop.update({ where: { id: OW.shop }, data: { legalName: "Sharma Kirana Stores Pvt Ltd", gstin: "29AAPFU0939F1ZV" } });
    const res = await post("/track/details", { _id: orderIds[5], store_id: OW.store, category_id: OW.shop });
    expect(res.status).toBe(200);
    const { shop, order } = res.body.data;
    // The seller details of the e-commerce rules: legal name, the store's address, GSTIN.
    const store = await t.db.store.findUniqueOrThrow({ where: { id: OW.store } });
    expect(shop.seller).toEqual({
      legal_name: "Sharma Kirana Stores Pvt Ltd",
      address: `${store.street}, ${store.area}, ${store.city}, ${store.state} ${store.zipcode}`,
      gstin: "29AAPFU0939F1ZV",
    });
    expect(shop).toMatchObject({
      display_name: "Sharma Kirana",
      icon: "shops/sharma.png",
      location: [77.6245, 12.9352],
    });
    expect(order.timestamps.ordered).toBe(order.date);
    expect(order.timestamps.delivered).toEqual(expect.any(String));
    expect(order.timestamps.cancelled).toBeNull();
    expect(order.discount_amount).toBe(0);
    expect(order.products).toHaveLength(2);
    expect(order.products[0]).toMatchObject({
      product_id: OW.atta,
      product_name: "Aashirvaad Atta",
      unit: "1 kg",
      qty: 2,
      net_price: 300,
      selling_price: 300,
      image: { name: `products/${OW.atta}.png` },
      mfd_exp: { type: 1, dates: [] },
      verify_status: 0,
      escalated_qty: 0,
      escalation_status: 0,
      escalation: null,
      refund_value: 0,
      notifications: false,
      reviewed: false,
    });
  });

  it("answers the products view from both pages", async () => {
    for (const base of ["/track", "/history"]) {
      const res = await post(`${base}/viewProducts`, { order_id: orderIds[6] });
      expect(res.status).toBe(200);
      expect(res.body.data.order.status).toBe(6);
      expect(res.body.data.order.products).toHaveLength(2);
    }
  });

  it("answers 404 for another customer's order, an unknown id or the wrong store", async () => {
    const theirs = await makeOrder(t.db, ravi, { status: 5, items: [lines.atta(1)] });
    for (const body of [{ _id: theirs.id }, { _id: "nope" }, { _id: orderIds[5], store_id: "other-store" }]) {
      const res = await post("/track/details", body);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: "ORDER_NOT_FOUND", message: "Order not found." });
    }
    expect((await post("/history/viewProducts", { order_id: theirs.id })).status).toBe(404);
  });
});
