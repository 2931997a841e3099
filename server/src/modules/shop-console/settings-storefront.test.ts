// The store-front image in store settings: an image is accepted (re-encoded, stored under shops/,
// served to the customer tiles, audited), a non-image is refused by its bytes whatever its name,
// another merchant's shop is 404, roles without the settings privilege are 403, and an onboarding
// shop is told which go-live rules are still missing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { testApp, type TestApp } from "../../testing/app";
import { CATALOGUE_MESSAGES } from "../../contract/catalogue-constants";
import { auditOf, demoWorld, memberAuth } from "./test-store-world";

let t: TestApp;
let w: Awaited<ReturnType<typeof demoWorld>>;
let auth: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  t = await testApp({ seeded: true });
  w = await demoWorld(t.db);
  auth = (await memberAuth(t.app, t.db, w.merchantId, "manager")).auth;
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2e7d32" } }).png().toBuffer();
});
afterAll(async () => t.close());

const upload = (shopId: string, bytes: Buffer, name: string, headers = auth) =>
  request(t.app.server).post(`/merchant/api/settings/${shopId}/image`).set(headers).attach("file", bytes, name);

describe("POST /merchant/api/settings/:shop_id/image", () => {
  it("accepts an image, re-encodes it, makes it the shop's image and audits it", async () => {
    const before = (await t.db.shop.findUniqueOrThrow({ where: { id: w.shopId } })).image;
    const res = await upload(w.shopId, png, "front.png");
    expect(res.status).toBe(200);
    const name: string = res.body.data.image;
    expect(name).toMatch(/^shops\/[a-f0-9]+\.webp$/);
    expect(name).not.toBe(before);
    expect(res.body.data.go_live.storefront_image).toBe(true);
    expect((await t.db.shop.findUniqueOrThrow({ where: { id: w.shopId } })).image).toBe(name);
    const stored = await t.app.ctx.adapters.storage.read(name);
    expect((await sharp(stored!).metadata()).format).toBe("webp");
    // The customer tiles' icon route serves it.
    const icon = await request(t.app.server).get(res.body.data.image_url);
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/jpeg");
    const [entry] = await auditOf(t.db, w.merchantId);
    expect(entry).toMatchObject({ action: "settings.storefront_image", entity: "shop", entityId: w.shopId });
    // Replacing answers a new name.
    const again = await upload(w.shopId, png, "front-2.png");
    expect(again.status).toBe(200);
    expect(again.body.data.image).not.toBe(name);
  });

  it("refuses a file that is not an image by its bytes, whatever its name, in both languages", async () => {
    const image = (await t.db.shop.findUniqueOrThrow({ where: { id: w.shopId } })).image;
    const res = await upload(w.shopId, Buffer.from("not really a picture"), "front.png");
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(CATALOGUE_MESSAGES.imagesOnly);
    const hi = await upload(w.shopId, Buffer.from("not really a picture"), "front.jpg", { ...auth, "accept-language": "hi" });
    expect(hi.status).toBe(415);
    expect(hi.body.message).not.toBe(CATALOGUE_MESSAGES.imagesOnly);
    const empty = await request(t.app.server).post(`/merchant/api/settings/${w.shopId}/image`).set(auth).send({});
    expect(empty.status).toBe(400);
    expect((await t.db.shop.findUniqueOrThrow({ where: { id: w.shopId } })).image).toBe(image);
  });

  it("answers 404 for another merchant's shop and changes nothing there", async () => {
    const before = (await t.db.shop.findUniqueOrThrow({ where: { id: w.other.shop.id } })).image;
    expect((await upload(w.other.shop.id, png, "x.png")).status).toBe(404);
    expect((await request(t.app.server).get(`/merchant/api/settings/${w.other.shop.id}/storefront`).set(auth)).status).toBe(404);
    expect((await t.db.shop.findUniqueOrThrow({ where: { id: w.other.shop.id } })).image).toBe(before);
  });

  it("is refused to roles without the settings privilege", async () => {
    for (const role of ["staff", "supervisor", "accounts", "delivery"] as const) {
      const other = (await memberAuth(t.app, t.db, w.merchantId, role)).auth;
      expect((await upload(w.shopId, png, "x.png", other)).status, role).toBe(403);
    }
  });
});

describe("GET /merchant/api/settings/:shop_id/storefront", () => {
  it("tells an onboarding shop which go-live rules are still missing", async () => {
    await t.db.shop.update({ where: { id: w.shopId }, data: { status: "onboarding", image: "" } });
    await t.db.shopOnboarding.create({ data: { shopId: w.shopId } });
    try {
      const res = await request(t.app.server).get(`/merchant/api/settings/${w.shopId}/storefront`).set(auth);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: "onboarding",
        image: null,
        image_url: null,
        go_live: { storefront_image: false, primary_mobile_verified: false, ready: false },
      });
      await t.db.shopOnboarding.update({ where: { shopId: w.shopId }, data: { mobileVerifiedAt: new Date() } });
      const done = await upload(w.shopId, png, "front.png");
      expect(done.body.data.go_live).toEqual({ storefront_image: true, primary_mobile_verified: true, ready: true });
    } finally {
      await t.db.shopOnboarding.delete({ where: { shopId: w.shopId } });
      await t.db.shop.update({ where: { id: w.shopId }, data: { status: "live" } });
    }
  });
});
