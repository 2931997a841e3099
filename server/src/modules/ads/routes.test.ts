import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { scratchCardList } from "../../contract/ads";
import { openCardInfo } from "./card-crypto";

let t: TestApp;
let asha: string;
let ravi: string;
let nearShop: string;
let nearStore: string;

// Around Indiranagar, Bengaluru: [lng, lat].
const HERE: [number, number] = [77.6408, 12.9784];
const at = (coordinates: [number, number]) => ({ type: "Point" as const, coordinates });
const UNSET = at([0, 0]);
const adsBody = (centre: [number, number] = HERE) => ({
  searchLocation: at(centre),
  deliveryLocation: at(centre),
  maxDistance: 5000,
});

const bearer = (h: { authorization: string }) => h.authorization.replace("Bearer ", "");

async function shopWithStore(name: string, lngLat: [number, number], group = "public", uniqueId?: string) {
  const merchant = await t.db.merchant.create({
    data: { name, email: `${name.replace(/\W/g, "").toLowerCase()}@example.in` },
  });
  const shop = await t.db.shop.create({
    data: {
      merchantId: merchant.id,
      displayName: name,
      kind: "Bakery",
      shopGroup: group,
      uniqueId,
      image: "shops/icon.jpg",
      street: "12 Main Road",
      city: "Bengaluru",
      mobilePrimary: "9876500000",
    },
  });
  const store = await t.db.store.create({
    data: {
      shopId: shop.id,
      storeKey: `key-${shop.id}`,
      name: `${name} branch`,
      street: "12 Main Road",
      area: "Indiranagar",
      city: "Bengaluru",
      state: "Karnataka",
      zipcode: "560038",
      lng: lngLat[0],
      lat: lngLat[1],
    },
  });
  return { shop, store };
}

let issued = Date.UTC(2026, 10, 1);
async function card(userId: string, data: Record<string, unknown>) {
  return t.db.scratchCard.create({ data: { userId, cardType: 1, createdAt: new Date((issued += 1000)), ...data } });
}

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  asha = (await t.db.user.create({ data: { firstName: "Asha", lastName: "Rao", mobile: "9000000201" } })).id;
  ravi = (await t.db.user.create({ data: { firstName: "Ravi", lastName: "Kumar", mobile: "9000000202" } })).id;

  const near = await shopWithStore("Indiranagar Bakes", [77.6412, 12.9791]);
  nearShop = near.shop.id;
  nearStore = near.store.id;
  const priv = await shopWithStore("Koramangala Kitchen", [77.63, 12.965], "private", "koramangala-kitchen");
  const far = await shopWithStore("Mysuru Mart", [76.6394, 12.2958]);
  // A corner of the bounding box: inside the box, outside the 5 km circle.
  const corner = await shopWithStore("Corner Store", [HERE[0] + 0.04, HERE[1] + 0.04]);

  await t.db.ad.create({
    data: { id: "ad-banner", adType: 1, shopId: nearShop, image: "ads/banner.png", width: 600, height: 200 },
  });
  await t.db.ad.create({
    data: { id: "ad-text", adType: 2, shopId: priv.shop.id, content: "Fresh dosa batter every morning" },
  });
  await t.db.ad.create({ data: { id: "ad-far", adType: 2, shopId: far.shop.id, content: "Too far away" } });
  await t.db.ad.create({ data: { id: "ad-corner", adType: 2, shopId: corner.shop.id, content: "Just outside" } });
  await t.db.ad.create({ data: { id: "ad-off", adType: 2, shopId: nearShop, content: "Switched off", active: false } });

  await card(asha, { id: "win", randomCost: 2500, titleMsg: "Festive reward" });
  await card(asha, { id: "lose", randomCost: 0 });
  await card(asha, {
    id: "promo",
    cardType: 2,
    codeType: 2,
    codeValue: 5000,
    codeModel: 1,
    promoCode: "SCRATCH50",
    note: "On orders above ₹ 300",
  });
  await card(asha, { id: "pct", cardType: 2, codeType: 1, codeValue: 10, codeModel: 2, promoCode: "TENOFF" });
  await card(ravi, { id: "ravi-card", randomCost: 1000 });

  const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  await t.app.ctx.adapters.storage.save("ads", png, "png").then(async (name) => {
    await t.db.ad.update({ where: { id: "ad-banner" }, data: { image: name } });
  });
  await t.app.ctx.adapters.storage.save("profiles", png, "png").then((name) => (privateFile = name));
});
afterAll(async () => t.close());

let privateFile = "";

describe("POST /user/ads/count", () => {
  it("counts a customer's unscratched cards", async () => {
    const res = await request(t.app.server).post("/user/ads/count").set(customerAuth(t.app, ravi)).send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { count: 1 } });
  });

  it("asks guests to log in", async () => {
    const res = await request(t.app.server).post("/user/ads/count").set(guestAuth(t.app)).send({});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("LOGIN_REQUIRED");
  });
});

describe("POST /user/ads/shopAds", () => {
  it("answers sealed cards that open with the caller's token, and the ads within 5 km", async () => {
    const auth = customerAuth(t.app, asha);
    const res = await request(t.app.server).post("/user/ads/shopAds").set(auth).send(adsBody());
    expect(res.status).toBe(200);
    const { cardInfo, adInfo } = res.body.data.data;
    expect(typeof cardInfo).toBe("string");
    expect(cardInfo).not.toMatch(/win|SCRATCH50|random_cost/);
    const cards = scratchCardList.parse(JSON.parse(openCardInfo(cardInfo, bearer(auth))));
    expect(cards.map((c) => c._id)).toEqual(["win", "lose", "promo", "pct"]);
    expect(cards[0]).toEqual({
      _id: "win",
      card_type: 1,
      reward_info: { random_cost: 25 },
      promo_info: { code_type: 0, code_value: 0, code_model: 0, promo_code: "", note: "" },
      titlemsg: "Festive reward",
    });
    expect(cards[2].promo_info).toEqual({
      code_type: 2,
      code_value: 50,
      code_model: 1,
      promo_code: "SCRATCH50",
      note: "On orders above ₹ 300",
    });
    expect(cards[3].promo_info).toMatchObject({ code_type: 1, code_value: 10, code_model: 2, promo_code: "TENOFF" });

    expect(adInfo.map((a: { ad_id: string }) => a.ad_id)).toEqual(["ad-banner", "ad-text"]);
    const banner = adInfo[0];
    expect(banner).toMatchObject({
      ad_type: 1,
      unique_id: "",
      shop_name: "Indiranagar Bakes",
      private_icon: "shops/icon.jpg",
      category_id: nearShop,
      stores: [nearStore],
    });
    expect(banner.banner_ad_info).toMatchObject({ width: 600, height: 200 });
    expect(banner.banner_ad_info.image).toMatch(/^ads\//);
    expect(adInfo[1]).toMatchObject({
      ad_type: 2,
      unique_id: "koramangala-kitchen",
      text_ad_info: { ad_content: "Fresh dosa batter every morning" },
    });
  });

  it("leaves out the ads of a shop that is not live (suspended or onboarding)", async () => {
    const auth = customerAuth(t.app, asha);
    await t.db.shop.update({ where: { id: nearShop }, data: { status: "suspended" } });
    try {
      const res = await request(t.app.server).post("/user/ads/shopAds").set(auth).send(adsBody());
      expect(res.body.data.data.adInfo.map((a: { ad_id: string }) => a.ad_id)).toEqual(["ad-text"]);
    } finally {
      await t.db.shop.update({ where: { id: nearShop }, data: { status: "live" } });
    }
  });

  it("cannot be opened with another session's token", async () => {
    const res = await request(t.app.server).post("/user/ads/shopAds").set(customerAuth(t.app, asha)).send(adsBody());
    const other = bearer(customerAuth(t.app, ravi));
    expect(() => openCardInfo(res.body.data.data.cardInfo, other)).toThrow();
  });

  it("falls back to the delivery location, and shows no ads when neither location is set", async () => {
    const auth = customerAuth(t.app, asha);
    const fallback = await request(t.app.server)
      .post("/user/ads/shopAds")
      .set(auth)
      .send({ searchLocation: UNSET, deliveryLocation: at(HERE), maxDistance: 5000 });
    expect(fallback.body.data.data.adInfo).toHaveLength(2);
    const none = await request(t.app.server)
      .post("/user/ads/shopAds")
      .set(auth)
      .send({ searchLocation: UNSET, deliveryLocation: UNSET, maxDistance: 5000 });
    expect(none.status).toBe(200);
    expect(none.body.data.data.adInfo).toEqual([]);
    expect(JSON.parse(openCardInfo(none.body.data.data.cardInfo, bearer(auth)))).toHaveLength(4);
  });

  it("refuses bad locations and guests", async () => {
    const bad = await request(t.app.server)
      .post("/user/ads/shopAds")
      .set(customerAuth(t.app, asha))
      .send({ searchLocation: at([200, 12]), deliveryLocation: at(HERE), maxDistance: 5000 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Longitude must be between -180 and 180.");
    const guest = await request(t.app.server).post("/user/ads/shopAds").set(guestAuth(t.app)).send(adsBody());
    expect(guest.status).toBe(401);
  });

  it("answers an expired token with token 'expired'", async () => {
    const expired = t.app.jwt.sign({ sub: asha, guest: false, typ: "access" }, { expiresIn: -10 } as never);
    const res = await request(t.app.server)
      .post("/user/ads/shopAds")
      .set({ authorization: `Bearer ${expired}` })
      .send(adsBody());
    expect(res.status).toBe(401);
    expect(res.body.token).toBe("expired");
  });
});

describe("POST /user/ads/accept", () => {
  it("activates a winning card once and credits Galli Cash exactly once", async () => {
    const auth = customerAuth(t.app, asha);
    const first = await request(t.app.server).post("/user/ads/accept").set(auth).send({ _id: "win" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: "You've Won ₹ 25 in Galli Cash!",
      data: { _id: "win", card_type: 1, credited: 25, balance: 25 },
    });

    const replay = await request(t.app.server).post("/user/ads/accept").set(auth).send({ _id: "win" });
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({
      success: false,
      code: "CARD_ALREADY_SCRATCHED",
      message: "This card has already been scratched.",
    });

    const entries = await t.db.walletEntry.findMany({ where: { userId: asha } });
    expect(entries).toEqual([
      expect.objectContaining({ amount: 2500, kind: "scratch", refId: "win", balanceAfter: 2500 }),
    ]);
    const row = await t.db.scratchCard.findUniqueOrThrow({ where: { id: "win" } });
    expect(row.activatedAt).not.toBeNull();
    expect(row.creditedAt).not.toBeNull();
  });

  it("lets only one of two simultaneous scratches through", async () => {
    const auth = customerAuth(t.app, ravi);
    const results = await Promise.all(
      [1, 2, 3].map(() => request(t.app.server).post("/user/ads/accept").set(auth).send({ _id: "ravi-card" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await t.db.walletEntry.count({ where: { userId: ravi } })).toBe(1);
  });

  it("activates losing and promo cards without crediting anything", async () => {
    const auth = customerAuth(t.app, asha);
    const lose = await request(t.app.server).post("/user/ads/accept").set(auth).send({ _id: "lose" });
    expect(lose.body).toMatchObject({ message: "Better Luck Next Time", data: { credited: 0, balance: 25 } });
    const promo = await request(t.app.server).post("/user/ads/accept").set(auth).send({ _id: "promo" });
    expect(promo.body).toMatchObject({
      message: "Use promo code SCRATCH50 at checkout.",
      data: { card_type: 2, credited: 0 },
    });
    expect(await t.db.walletEntry.count({ where: { userId: asha } })).toBe(1);
  });

  it("drops scratched cards from the list and the count", async () => {
    const auth = customerAuth(t.app, asha);
    const count = await request(t.app.server).post("/user/ads/count").set(auth).send({});
    expect(count.body.data.count).toBe(1);
    const res = await request(t.app.server).post("/user/ads/shopAds").set(auth).send(adsBody());
    expect(
      JSON.parse(openCardInfo(res.body.data.data.cardInfo, bearer(auth))).map((c: { _id: string }) => c._id),
    ).toEqual(["pct"]);
  });

  it("refuses someone else's card, an unknown card and a missing id", async () => {
    const auth = customerAuth(t.app, asha);
    const other = await request(t.app.server).post("/user/ads/accept").set(auth).send({ _id: "ravi-card" });
    expect(other.status).toBe(404);
    const unknown = await request(t.app.server).post("/user/ads/accept").set(auth).send({ _id: "nope" });
    expect(unknown.status).toBe(404);
    const missing = await request(t.app.server).post("/user/ads/accept").set(auth).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Card id is required.");
  });
});

describe("POST /user/ads/clickAd", () => {
  it("counts a click, and a repeat within a minute only once", async () => {
    const auth = customerAuth(t.app, asha);
    const first = await request(t.app.server).post("/user/ads/clickAd").set(auth).send({ ad_id: "ad-text" });
    expect(first.body).toEqual({ success: true, data: { counted: true } });
    const again = await request(t.app.server).post("/user/ads/clickAd").set(auth).send({ ad_id: "ad-text" });
    expect(again.body.data.counted).toBe(false);
    const byRavi = await request(t.app.server)
      .post("/user/ads/clickAd")
      .set(customerAuth(t.app, ravi))
      .send({ ad_id: "ad-text" });
    expect(byRavi.body.data.counted).toBe(true);
    expect((await t.db.ad.findUniqueOrThrow({ where: { id: "ad-text" } })).clicks).toBe(2);
    expect(await t.db.adClick.count({ where: { adId: "ad-text" } })).toBe(2);
  });

  it("refuses an inactive or unknown ad", async () => {
    const auth = customerAuth(t.app, asha);
    expect((await request(t.app.server).post("/user/ads/clickAd").set(auth).send({ ad_id: "ad-off" })).status).toBe(
      404,
    );
    expect((await request(t.app.server).post("/user/ads/clickAd").set(auth).send({ ad_id: "missing" })).status).toBe(
      404,
    );
  });
});

describe("GET /user/ads/view/img", () => {
  it("serves an ad's banner resized, in the asked format", async () => {
    const ad = await t.db.ad.findUniqueOrThrow({ where: { id: "ad-banner" } });
    const res = await request(t.app.server)
      .get("/user/ads/view/img")
      .query({ img: ad.image, format: "jpeg", width: 300, height: 100 })
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 300, height: 100 });
  });

  it("does not serve stored files that are not ad images", async () => {
    expect((await request(t.app.server).get("/user/ads/view/img").query({ img: privateFile })).status).toBe(404);
    expect((await request(t.app.server).get("/user/ads/view/img").query({ img: "../galli.db" })).status).toBe(404);
    expect((await request(t.app.server).get("/user/ads/view/img")).status).toBe(400);
  });
});
