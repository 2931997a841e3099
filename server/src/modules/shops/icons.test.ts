import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { testApp, type TestApp } from "../../testing/app";
import { merchant, shopWithStores } from "./test-fixtures";

let t: TestApp;
const IMG = "shops/icon_test.png";

// supertest buffers binary bodies only when asked to.
const get = (url: string) =>
  request(t.app.server)
    .get(url)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => cb(null, Buffer.concat(chunks)));
    });

beforeAll(async () => {
  t = await testApp();
  const uploads = t.config.uploadsDir;
  fs.mkdirSync(path.join(uploads, "shops"), { recursive: true });
  fs.mkdirSync(path.join(uploads, "profiles"), { recursive: true });
  // A colourful 640x480 source with transparency, so greying and flattening are visible.
  const png = await sharp({
    create: { width: 640, height: 480, channels: 4, background: { r: 220, g: 40, b: 60, alpha: 0.8 } },
  })
    .png()
    .toBuffer();
  fs.writeFileSync(path.join(uploads, IMG), png);
  fs.writeFileSync(path.join(uploads, "profiles/someone.png"), png);
  const m = await merchant(t.db);
  await shopWithStores(t.db, m.id, {
    name: "Icon Shop",
    group: "private",
    stores: [[0, 100]],
    image: IMG,
    uniqueId: "icon-shop",
  });
});
afterAll(async () => t.close());

describe("GET /user/category/view/img", () => {
  it("resizes to the asked size and format, with long-lived cache headers", async () => {
    const res = await get(`/user/category/view/img?img=${IMG}&format=jpeg&width=400&height=400`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 400, 400]);

    const png = await get(`/user/category/view/img?img=${IMG}&format=png&width=123&height=77`);
    const pngMeta = await sharp(png.body as Buffer).metadata();
    expect([png.headers["content-type"], pngMeta.format, pngMeta.width, pngMeta.height]).toEqual([
      "image/png",
      "png",
      123,
      77,
    ]);
  });

  it("keeps the result in the uploads cache folder and answers repeats from it", async () => {
    const url = `/user/category/view/img?img=${IMG}&format=webp&width=64&height=64`;
    const first = await get(url);
    const cached = path.join(t.config.uploadsDir, "cache/shop-icons/shops__icon_test.png/64x64-on.webp");
    expect(fs.existsSync(cached)).toBe(true);
    expect(fs.readFileSync(cached).equals(first.body as Buffer)).toBe(true);
    const again = await get(url);
    expect((again.body as Buffer).equals(first.body as Buffer)).toBe(true);
    const notModified = await get(url).set("if-none-match", first.headers.etag);
    expect(notModified.status).toBe(304);
  });

  it("greys the icon of a closed private shop (is_web=1&off=1)", async () => {
    const res = await get(`/user/category/view/img?img=${IMG}&format=png&width=50&height=50&is_web=1&off=1`);
    expect(res.status).toBe(200);
    const { channels } = await sharp(res.body as Buffer).stats();
    const colour = await sharp(
      (await get(`/user/category/view/img?img=${IMG}&format=png&width=50&height=50`)).body as Buffer,
    ).stats();
    expect(colour.channels[0].mean - colour.channels[1].mean).toBeGreaterThan(100); // red
    expect(Math.abs(channels[0].mean - channels[1].mean)).toBeLessThan(2); // grey
  });

  it("defaults to 300x300 jpeg", async () => {
    const res = await get(`/user/category/view/img?img=${IMG}`);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 300, 300]);
  });

  it("answers 404 for unknown images and for stored files that are not shop images", async () => {
    for (const img of ["shops/missing.png", "profiles/someone.png", "../../etc/passwd", "cache/shop-icons/x.png"]) {
      const res = await request(t.app.server).get(`/user/category/view/img?img=${encodeURIComponent(img)}`);
      expect(res.status, img).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: "IMAGE_NOT_FOUND" });
    }
  });

  it("answers 400 for a bad size or format", async () => {
    const big = await request(t.app.server).get(`/user/category/view/img?img=${IMG}&width=5000&height=10`);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe("width must be between 16 and 1024.");
    const text = await request(t.app.server).get(`/user/category/view/img?img=${IMG}&width=abc`);
    expect(text.body.message).toBe("width must be a whole number of pixels.");
    const gif = await request(t.app.server).get(`/user/category/view/img?img=${IMG}&format=gif`);
    expect(gif.body.message).toBe("format must be jpeg, png or webp.");
    const none = await request(t.app.server).get(`/user/category/view/img`);
    expect(none.body.message).toBe("img is required.");
  });
});
