import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { merchant, shopWithStores } from "../shops/test-fixtures";

let t: TestApp;
let guest: Record<string, string>;
const NOW = new Date("2026-11-21T06:00:00Z");
const DAY = 86_400_000;
let shopA: { id: string; image: string };
let storeA: string;
let storeB: string;
let userId: string;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  guest = guestAuth(t.app);
  const m = await merchant(t.db);
  const a = await shopWithStores(t.db, m.id, { name: "Shop A", group: "public", stores: [[0, 100]] });
  const b = await shopWithStores(t.db, m.id, { name: "Shop B", group: "public", stores: [[0, 200]] });
  shopA = a.shop;
  storeA = a.stores[0].id;
  storeB = b.stores[0].id;
  const user = await t.db.user.create({ data: { firstName: "Asha", lastName: "Rao", mobile: "9876543210" } });
  userId = user.id;
  const promo = (code: string, data: Record<string, unknown>) =>
    t.db.promo.create({
      data: {
        code,
        title: `${code} title`,
        expiresAt: new Date(NOW.getTime() + 2 * DAY),
        valueType: 1,
        offerType: 2,
        codeValue: 5000,
        ...data,
      },
    });
  await promo("APCT", {
    titleHi: "APCT शीर्षक",
    shopId: a.shop.id,
    valueType: 2,
    offerType: 1,
    codeValue: 15,
    priceLimit: 7550,
    minPurchaseEnable: true,
    minPurchaseValue: 29900,
    limitedUsersPerDay: 20,
    maxLimit: 500,
    customerScope: 2,
    expiresAt: new Date(NOW.getTime() + DAY),
  });
  await promo("BAMT", { shopId: b.shop.id });
  await promo("GALLI50", { shopId: null, expiresAt: new Date(NOW.getTime() + 3 * DAY) });
  await promo("AOLD", { shopId: a.shop.id, expiresAt: new Date(NOW.getTime() - 1) });
  await promo("AHIDDEN", { shopId: a.shop.id, hideFromPublic: true });
  const usedUp = await promo("AUSEDUP", { shopId: a.shop.id, maxLimit: 1 });
  await t.db.promoRedemption.create({ data: { promoId: usedUp.id, userId, checkoutId: "chk-1", amount: 5000 } });
});
afterAll(async () => t.close());

const post = (path: string, body?: object, headers = guest) => {
  const r = request(t.app.server).post(`/user${path}`).set(headers);
  return body === undefined ? r : r.send(body);
};
const codes = (res: request.Response) => res.body.data.map((o: { promo_code: string }) => o.promo_code);

describe("POST /user/promo/list", () => {
  it("lists live public offers, soonest to expire first, without expired, hidden or used-up ones", async () => {
    for (const res of [await post("/promo/list"), await post("/promo/list", {})]) {
      expect(res.status).toBe(200);
      expect(codes(res)).toEqual(["APCT", "BAMT", "GALLI50"]);
    }
  });

  it("answers the Offer shape with money in rupees", async () => {
    const [apct, , galli] = (await post("/promo/list")).body.data;
    expect(apct).toEqual({
      _id: expect.any(String),
      category_id: shopA.id,
      shop_name: "Shop A",
      shop_icon: shopA.image,
      promo_code: "APCT",
      promo_title: "APCT title",
      promo_title_hi: "APCT शीर्षक",
      expiry_date: new Date(NOW.getTime() + DAY).toISOString(),
      hide_from_public: false,
      // New customers only: the spec's mark.
      customer_id: 2,
      code_pro_obj: { value_type: 2, offer_type: 1, code_value: 15, price_limit: 75.5 },
      min_purchase_enable: true,
      min_purchase_obj: { type: 1, value: 299 },
      limited_users_per_day: 20,
      applicable_only_for_new_customer: true,
      max_limit: 500,
    });
    expect(galli).toMatchObject({
      promo_title_hi: null,
      category_id: null,
      shop_icon: null,
      code_pro_obj: { value_type: 1, code_value: 50, price_limit: 0 },
    });
  });

  it("narrows to the shops of the given stores (plus Galli-wide offers)", async () => {
    expect(codes(await post("/promo/list", { storesIds: [storeA] }))).toEqual(["APCT", "GALLI50"]);
    expect(codes(await post("/promo/stores", { storesIds: [storeB] }))).toEqual(["BAMT", "GALLI50"]);
    expect(codes(await post("/promo/stores", { storesIds: ["no-such-store"] }))).toEqual(["GALLI50"]);
  });

  it("narrows to a shop by its category id (_id), alone or with store ids, and refuses an unknown shop", async () => {
    expect(codes(await post("/promo/list", { _id: shopA.id }))).toEqual(["APCT", "GALLI50"]);
    expect(codes(await post("/promo/list", { _id: shopA.id, storesIds: [storeB] }))).toEqual([
      "APCT",
      "BAMT",
      "GALLI50",
    ]);
    expect(codes(await post("/promo/list", { _id: shopA.id, storesIds: [storeA] }))).toEqual(["APCT", "GALLI50"]);
    const unknown = await post("/promo/list", { _id: "no-such-shop" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: "SHOP_NOT_FOUND" });
    const blank = await post("/promo/list", { _id: "" });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
  });

  it("lists a hidden code to the customers it was issued to, with their customer_id, until used up", async () => {
    const other = await t.db.user.create({ data: { firstName: "Ravi", lastName: "K", mobile: "9876500001" } });
    const hidden = await t.db.promo.findUniqueOrThrow({ where: { code: "AHIDDEN" } });
    await t.db.promo.create({
      data: {
        code: "SCRATCHA",
        title: "won",
        expiresAt: new Date(NOW.getTime() + DAY / 2),
        valueType: 1,
        offerType: 2,
        codeValue: 1000,
        hideFromPublic: true,
      },
    });
    await t.db.promoGrant.create({ data: { promoId: hidden.id, userId: other.id, uses: 1 } });
    await t.db.scratchCard.create({
      data: { userId: other.id, cardType: 2, promoCode: "SCRATCHA", activatedAt: NOW },
    });
    // An unscratched card's code is not the customer's yet.
    await t.db.scratchCard.create({ data: { userId, cardType: 2, promoCode: "SCRATCHA" } });
    const mine = (await post("/promo/list", {}, customerAuth(t.app, other.id))).body.data;
    expect(mine.map((o: { promo_code: string }) => o.promo_code)).toEqual([
      "SCRATCHA",
      "APCT",
      "AHIDDEN",
      "BAMT",
      "GALLI50",
    ]);
    const owner = (code: string) => mine.find((o: { promo_code: string }) => o.promo_code === code).customer_id;
    expect([owner("SCRATCHA"), owner("AHIDDEN"), owner("APCT"), owner("BAMT")]).toEqual([other.id, other.id, 2, null]);
    expect(mine.find((o: { promo_code: string }) => o.promo_code === "AHIDDEN").hide_from_public).toBe(true);
    // Narrowed to another shop's stores, shop A's hidden code stays out; Galli-wide codes stay in.
    expect(codes(await post("/promo/list", { storesIds: [storeB] }, customerAuth(t.app, other.id)))).toEqual([
      "SCRATCHA",
      "BAMT",
      "GALLI50",
    ]);
    // Nobody else sees them.
    expect(codes(await post("/promo/list", {}, customerAuth(t.app, userId)))).toEqual(["APCT", "BAMT", "GALLI50"]);
    // Once used as often as issued, the code leaves the owner's list.
    await t.db.promoRedemption.create({
      data: { promoId: hidden.id, userId: other.id, checkoutId: "chk-h1", amount: 5000 },
    });
    expect(codes(await post("/promo/list", {}, customerAuth(t.app, other.id)))).toEqual([
      "SCRATCHA",
      "APCT",
      "BAMT",
      "GALLI50",
    ]);
  });

  it("tells a customer which codes cannot apply to them: new-customers-only after a first order, used up", async () => {
    const buyer = await t.db.user.create({ data: { firstName: "Meena", lastName: "S", mobile: "9876500002" } });
    const once = await t.db.promo.create({
      data: {
        code: "AONCE",
        title: "once each",
        shopId: shopA.id,
        expiresAt: new Date(NOW.getTime() + 2 * DAY),
        valueType: 1,
        offerType: 2,
        codeValue: 1000,
        perCustomerLimit: 1,
      },
    });
    const notFor = async () =>
      Object.fromEntries(
        (await post("/promo/list", {}, customerAuth(t.app, buyer.id))).body.data.map(
          (o: { promo_code: string; not_for_you?: string }) => [o.promo_code, o.not_for_you ?? null],
        ),
      );
    // A new customer may use every code.
    expect(await notFor()).toMatchObject({ APCT: null, AONCE: null, GALLI50: null });
    await t.db.promoRedemption.create({
      data: { promoId: once.id, userId: buyer.id, checkoutId: "chk-o1", amount: 1000 },
    });
    await t.db.user.update({ where: { id: buyer.id }, data: { isNewCustomer: false } });
    expect(await notFor()).toMatchObject({ APCT: "new_customers_only", AONCE: "used", GALLI50: null });
    // Guests get the plain list.
    const anon = (await post("/promo/list", {})).body.data as { not_for_you?: string }[];
    expect(anon.every((o) => o.not_for_you === undefined)).toBe(true);
  });

  it("refuses bad bodies with clear messages", async () => {
    const empty = await post("/promo/stores", { storesIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("storesIds must list at least one store id.");
    const notList = await post("/promo/list", { storesIds: "abc" });
    expect(notList.body.message).toBe("storesIds must be a list of store ids.");
    const anonymous = await request(t.app.server).post("/user/promo/list").send({});
    expect(anonymous.status).toBe(401);
  });
});

describe("POST /user/notify/offer", () => {
  it("stores one request per customer and shop, idempotently", async () => {
    const auth = customerAuth(t.app, userId);
    for (let i = 0; i < 2; i++) {
      const res = await post("/notify/offer", { category_id: shopA.id }, auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: "We will let you know when new offers arrive.",
        data: { category_id: shopA.id, subscribed: true },
      });
    }
    const any = await post("/notify/offer", undefined, auth);
    expect(any.status).toBe(200);
    const rows = await t.db.offerNotify.findMany({ where: { userId }, orderBy: { shopId: "asc" } });
    expect(rows.map((r) => r.shopId)).toEqual(["", shopA.id]);
  });

  it("needs a logged-in customer and a real shop", async () => {
    const asGuest = await post("/notify/offer", {});
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.code).toBe("LOGIN_REQUIRED");
    const unknown = await post("/notify/offer", { category_id: "nope" }, customerAuth(t.app, userId));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("SHOP_NOT_FOUND");
  });
});
