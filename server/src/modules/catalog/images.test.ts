import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { testApp, type TestApp } from "../../testing/app";
import { buildCatalog } from "./catalog-fixture";

let t: TestApp;

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => cb(null, Buffer.concat(chunks)));
};
const get = (query: string) => request(t.app.server).get(`/user/product/img/view?${query}`).buffer(true).parse(binary);

beforeAll(async () => {
  t = await testApp();
  await buildCatalog(t.db);
  const dir = path.join(t.config.uploadsDir, "products");
  fs.mkdirSync(dir, { recursive: true });
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: "#e07a1f" } });
  await image.clone().png().toFile(path.join(dir, "p_000-1.png"));
  fs.mkdirSync(path.join(t.config.uploadsDir, "profiles"), { recursive: true });
  await image.clone().png().toFile(path.join(t.config.uploadsDir, "profiles", "someone.png"));
});
afterAll(async () => t.close());

describe("GET /product/img/view", () => {
  it("answers the image at each list height with long-lived cache headers", async () => {
    for (const height of [100, 150, 300, 500]) {
      const res = await get(`img=products/p_000-1.png&format=png&height=${height}`);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: "png", height, width: Math.round((800 * height) / 600) });
    }
    const jpeg = await get("img=products/p_000-1.png&format=jpeg&height=150");
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(jpeg.body as Buffer).metadata()).format).toBe("jpeg");
  });

  it("resizes once and serves later requests from the disk cache", async () => {
    const cached = path.join(t.config.uploadsDir, "cache", "product-images", "products__p_000-1.png", "h300.png");
    expect(fs.existsSync(cached)).toBe(true);
    // Replace the cached rendition with a marker: the next answer must be the marker.
    await sharp({ create: { width: 7, height: 300, channels: 3, background: "#000" } }).png().toFile(`${cached}.marker`);
    fs.renameSync(`${cached}.marker`, cached);
    const res = await get("img=products/p_000-1.png&format=png&height=300");
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(7);
  });

  it("answers 304 to a matching If-None-Match, with the ETag of the rendition", async () => {
    const first = await get("img=products/p_000-1.png&format=png&height=300");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await request(t.app.server)
      .get("/user/product/img/view?img=products/p_000-1.png&format=png&height=300")
      .set("if-none-match", etag);
    expect(again.status).toBe(304);
    const other = await get("img=products/p_000-1.png&format=png&height=150");
    expect(other.headers.etag).not.toBe(etag);
  });

  it("answers other heights and formats with 400", async () => {
    for (const q of ["height=200", "height=0", "height=abc", "", "height=300&format=gif"]) {
      const res = await request(t.app.server).get(`/user/product/img/view?img=products/p_000-1.png&${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
    }
  });

  it("answers unknown images, missing files and files that are not product images with 404", async () => {
    for (const img of ["products/none.png", "products/p_001-1.png", "profiles/someone.png", "../galli.db", "products/../../galli.db"]) {
      const res = await request(t.app.server).get(`/user/product/img/view?img=${encodeURIComponent(img)}&height=100`);
      expect(res.status, img).toBe(404);
      expect(res.body.code).toBe("IMAGE_NOT_FOUND");
    }
  });
});
