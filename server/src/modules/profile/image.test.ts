import fs from "node:fs";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { createCustomer } from "../../testing/accounts";

let t: TestApp;
const api = () => request(t.app.server);
const UPLOAD_LIMIT = 200_000;

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false", UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT) } });
});
afterAll(async () => t.close());

const photo = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();
const upload = (userId: string, bytes: Buffer, filename = "me.jpg", contentType = "image/jpeg", field = "image") =>
  api()
    .post("/user/profile/image/change")
    .set(customerAuth(t.app, userId))
    .attach(field, bytes, { filename, contentType });
const view = (query: Record<string, string | number>) =>
  api().get("/user/profile/image/view").query(query).buffer(true);

describe("POST /user/profile/image/change", () => {
  it("stores the photo, sets it on the profile and strips it down to 1000px", async () => {
    const c = await createCustomer(t.db);
    const res = await upload(c.id, await photo(1600, 1200));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Profile photo updated.",
      data: { image: expect.stringMatching(/^profile\/[a-f0-9]+\.webp$/) },
    });
    const name = res.body.data.image as string;
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).image).toBe(name);
    const stored = await sharp(fs.readFileSync(`${t.config.uploadsDir}/${name}`)).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 1000, height: 750 });
  });

  it("judges by the bytes: a text file named .png is refused with 415", async () => {
    const c = await createCustomer(t.db);
    const res = await upload(
      c.id,
      Buffer.from("this is not an image, whatever its name says"),
      "photo.png",
      "image/png",
    );
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: "UNSUPPORTED_IMAGE" });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).image).toBeNull();
  });

  it("refuses an SVG dressed up as a PNG", async () => {
    const c = await createCustomer(t.db);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const res = await upload(c.id, svg, "avatar.png", "image/png");
    expect(res.status).toBe(415);
  });

  it("accepts a real image whatever its name and declared type", async () => {
    const c = await createCustomer(t.db);
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: "#0a0" } })
      .png()
      .toBuffer();
    const res = await upload(c.id, png, "notes.txt", "text/plain");
    expect(res.status).toBe(200);
  });

  it("refuses a file over the upload limit with 413", async () => {
    const c = await createCustomer(t.db);
    const noise = await sharp(crypto.randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(UPLOAD_LIMIT);
    const res = await upload(c.id, noise, "big.png", "image/png");
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).image).toBeNull();
  });

  it("needs a file in the image field, sent as multipart", async () => {
    const c = await createCustomer(t.db);
    const wrongField = await upload(c.id, await photo(), "me.jpg", "image/jpeg", "picture");
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.code).toBe("IMAGE_REQUIRED");
    const json = await api().post("/user/profile/image/change").set(customerAuth(t.app, c.id)).send({ image: "x" });
    expect(json.status).toBe(415);
  });

  it("is closed to guests", async () => {
    const res = await api()
      .post("/user/profile/image/change")
      .set(guestAuth(t.app))
      .attach("image", await photo(), { filename: "me.jpg", contentType: "image/jpeg" });
    expect(res.status).toBe(401);
  });

  it("discards the photo it replaces", async () => {
    const c = await createCustomer(t.db);
    const first = (await upload(c.id, await photo())).body.data.image as string;
    await view({ img: first, format: "png", width: 100, height: 100 });
    await upload(c.id, await photo(300, 300));
    expect(fs.existsSync(`${t.config.uploadsDir}/${first}`)).toBe(false);
    expect((await view({ img: first })).status).toBe(404);
  });
});

describe("GET /user/profile/image/view", () => {
  it("resizes to the asked size and format, and serves the cached copy next time", async () => {
    const c = await createCustomer(t.db);
    const name = (await upload(c.id, await photo(800, 600))).body.data.image as string;
    const res = await view({ img: name, format: "png", width: 500, height: 500 });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(await sharp(res.body).metadata()).toMatchObject({ format: "png", width: 500, height: 500 });
    const again = await view({ img: name, format: "png", width: 500, height: 500 });
    expect(Buffer.compare(again.body, res.body)).toBe(0);
    const jpeg = await view({ img: name, format: "jpeg", width: 120 });
    expect(await sharp(jpeg.body).metadata()).toMatchObject({ format: "jpeg", width: 120, height: 90 });
  });

  it("needs no token (an <img> cannot send one)", async () => {
    const c = await createCustomer(t.db);
    const name = (await upload(c.id, await photo())).body.data.image as string;
    expect((await view({ img: name })).status).toBe(200);
  });

  it("answers 404 for unknown names and anything outside the profile folder", async () => {
    for (const img of ["profile/doesnotexist.webp", "../../etc/passwd", "profile/../galli.db", "orders/abc.png"]) {
      const res = await view({ img });
      expect(res.status).toBe(404);
    }
  });

  it("validates the size and format", async () => {
    expect((await view({ img: "profile/a.webp", width: 0 })).status).toBe(400);
    expect((await view({ img: "profile/a.webp", width: 5000 })).status).toBe(400);
    expect((await view({ img: "profile/a.webp", format: "svg" })).status).toBe(400);
    expect((await view({ format: "png" })).status).toBe(400);
  });
});
