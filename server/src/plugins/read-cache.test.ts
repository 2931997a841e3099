// The read caches (answer cache, shop tile index) against the database: after every kind of write
// that changes a shop's pages or tiles (merchant /api/update of stock and price, an order placed
// and cancelled, a promo changed or expired), the cached app answers exactly what an app without
// caches answers over the same database file, and the answer did change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { acceptedEncoding } from "./read-cache";
import { testConfig } from "../config";
import { guestAuth, type TestApp } from "../testing/app";
import { testClock } from "../testing/accounts";
import { issueKey } from "../modules/inventory/keys";
import { addToCart, checkoutWorld, customer, place, placeInputs, W } from "../modules/checkout/test-helpers";

const clock = testClock(Date.parse("2026-11-23T10:00:00Z"));
let t: TestApp;
let uncached: FastifyInstance;
let authkey: string;

beforeAll(async () => {
  t = await checkoutWorld({ now: clock.now });
  const config = testConfig(t.dir, { READ_CACHE: "false", WEB_DIST_DIR: `${t.dir}/no-web-build` });
  uncached = await buildApp(config, { db: t.db, now: clock.now });
  await uncached.ready();
  authkey = (await issueKey(t.db, "m-1", { label: "cache test" })).token;
});
afterAll(async () => {
  await uncached.close();
  await t.close();
});

const near = { type: "Point", coordinates: [W.near.lng, W.near.lat] };
const reads: [string, object][] = [
  ["/user/product/view/listByCategory?skip=0&limit=50", { _id: W.shopA, category: "Grocery", is_reg_exp: true }],
  ["/user/product/view/products?skip=0&limit=50", { _id: W.shopA }],
  ["/user/product/view/c", { _id: W.shopA }],
  ["/user/product/view/by_product", { _id: W.shopA, product_id: W.rice }],
  ["/user/product/view/product_category", { _id: W.shopA }],
  ["/user/product/view/listBySearch?skip=0&limit=100", { _id: W.shopA, search: "rice" }],
  ["/user/product/view/public", { category_id: W.shopA }],
  ["/user/category/view/location", { searchLocation: near, deliveryLocation: near, maxDistance: 10_000, type: 1 }],
  ["/user/category/view/location/global", { searchLocation: near, deliveryLocation: near, maxDistance: 10_000 }],
];

async function answers(app: FastifyInstance) {
  const out: unknown[] = [];
  for (const [url, body] of reads) {
    const res = await request(app.server).post(url).set(guestAuth(app)).send(body);
    expect(res.status, url).toBe(200);
    out.push(res.body);
  }
  return out;
}

/** Cached answers equal uncached ones; returns them. */
async function same() {
  const cached = await answers(t.app);
  expect(cached).toEqual(await answers(uncached));
  return cached;
}

const riceInS1 = (a: unknown[]) => {
  const detail = a[3] as {
    data: { stores: { store_id: string; product_details: { stock: number; selling_price: number } }[] };
  };
  return detail.data.stores.find((s) => s.store_id === W.s1)!.product_details;
};
const shopTile = (a: unknown[]) =>
  (a[7] as { data: { shops: { _id: string; offer: unknown }[] } }).data.shops.find((s) => s._id === W.shopA)!;

async function merchantUpdate(stock: number, sellingPrice: number) {
  const res = await request(t.app.server)
    .post("/api/update")
    .set("Authkey", authkey)
    .send({
      store_key: `key-${W.s1}`,
      product_info: [{ product_code: `${W.s1}-${W.rice}`, stock, selling_price: sellingPrice }],
    });
  expect(res.status).toBe(200);
  expect(JSON.stringify(res.body)).not.toMatch(/"errors":\[\{/);
  return res;
}

describe("read caches", () => {
  it("answer what the database holds after a merchant's stock update", async () => {
    const before = await same();
    expect(t.app.answers.size).toBeGreaterThan(0); // the answers are cached: the check is not vacuous
    await merchantUpdate(7, 150.5);
    const after = await same();
    expect(riceInS1(before).stock).toBe(10);
    expect(riceInS1(after).stock).toBe(7);
  });

  it("after a merchant's price update", async () => {
    await merchantUpdate(7, 160);
    expect(riceInS1(await same()).selling_price).toBe(160);
  });

  it("after an order is placed and after it is cancelled", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 2);
    const placed = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
    expect(placed.status).toBe(200);
    expect(riceInS1(await same()).stock).toBe(5);

    const [order] = await t.db.order.findMany({ where: { userId: c.id } });
    const cancel = await request(t.app.server)
      .post("/user/order/track/cancelOrder")
      .set(c.auth)
      .send({ order_id: [order.id], title: "Ordered by mistake" });
    expect(cancel.status).toBe(200);
    expect(riceInS1(await same()).stock).toBe(7);
  });

  it("after a promo is created, hidden, and when it expires", async () => {
    expect(shopTile(await same()).offer).toBeNull();
    const promo = await t.db.promo.create({
      data: {
        code: "CACHE10",
        title: "10% off",
        shopId: W.shopA,
        expiresAt: new Date(clock.now().getTime() + 3600_000),
        valueType: 2,
        offerType: 2,
        codeValue: 10,
      },
    });
    expect(shopTile(await same()).offer).toEqual({ value_type: 2, code_value: 10 });
    clock.advance(2 * 3600_000); // expired: no write at all, the clock alone hides it
    expect(shopTile(await same()).offer).toBeNull();
    await t.db.promo.update({
      where: { id: promo.id },
      data: { expiresAt: new Date(clock.now().getTime() + 3600_000) },
    });
    expect(shopTile(await same()).offer).not.toBeNull();
    await t.db.promo.update({ where: { id: promo.id }, data: { hideFromPublic: true } });
    expect(shopTile(await same()).offer).toBeNull();
  });

  it("answers 304 to a matching If-None-Match until the answer changes", async () => {
    const [url, body] = reads[3];
    const first = await request(t.app.server)
      .post(url)
      .set(guestAuth(t.app))
      .set("accept-encoding", "identity")
      .send(body);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await request(t.app.server).post(url).set(guestAuth(t.app)).set("if-none-match", etag).send(body);
    expect(again.status).toBe(304);
    await merchantUpdate(3, 160);
    const changed = await request(t.app.server).post(url).set(guestAuth(t.app)).set("if-none-match", etag).send(body);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.data.stores.find((s: { store_id: string }) => s.store_id === W.s1).product_details.stock).toBe(
      3,
    );
  });

  it("never caches an error: an unknown shop stays 404, and the cache answers once the shop exists", async () => {
    const body = { _id: "shop-new", category: "Grocery", is_reg_exp: true };
    const url = "/user/product/view/listByCategory?skip=0&limit=50";
    expect((await request(t.app.server).post(url).set(guestAuth(t.app)).send(body)).status).toBe(404);
    await t.db.shop.create({
      data: {
        id: "shop-new",
        merchantId: "m-1",
        displayName: "New Shop",
        kind: "Grocery",
        shopGroup: "public",
        image: "new.png",
        street: "1 Road",
        city: "Bengaluru",
        mobilePrimary: "9000000001",
      },
    });
    const res = await request(t.app.server).post(url).set(guestAuth(t.app)).send(body);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it("sends a browser the answer compressed once and kept, with a weak ETag that still answers 304", async () => {
    const [url, body] = reads[1]; // a shop's products: several KB
    const send = (encoding: string, etag?: string) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { ...guestAuth(t.app), "accept-encoding": encoding, ...(etag ? { "if-none-match": etag } : {}) },
        payload: body,
      });
    const plain = await send("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    const br = await send("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`);
    const gzip = await send("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Either validator of the answer matches it.
    expect((await send("br", String(br.headers.etag))).statusCode).toBe(304);
    expect((await send("identity", String(br.headers.etag))).statusCode).toBe(304);
    expect((await send("br", String(plain.headers.etag))).statusCode).toBe(304);
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5", "gzip"],
    ["*", "gzip"],
    ["identity", null],
    ["deflate", null],
    ["", null],
  ])("chooses the encoding for Accept-Encoding %j", (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
