// A private shop's address: the app's HTML with the shop's first data (what the API answers a
// guest's first calls) and its first cards' images preloaded.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import request from "supertest";
import { guestAuth, testApp, type TestApp } from "../testing/app";
import { buildCatalog, FIX } from "../modules/catalog/catalog-fixture";
import { SHOP_BOOT_MARKER, type ShopBootData } from "../contract/catalog";

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "galli-dist-"));
const EVIL = "Atta </script><script>alert(1)</script> <!-- x";

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><head><title>Galli app</title>${SHOP_BOOT_MARKER}</head><div id=root></div>`,
  );
  t = await testApp({ env: { WEB_DIST_DIR: dist } });
  await buildCatalog(t.db);
  await t.db.product.update({ where: { id: "p_chakki" }, data: { name: EVIL } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, encoding = "identity") =>
  request(t.app.server).get(url).set("host", "galli.example").set("accept-encoding", encoding);
const bootOf = (html: string): unknown => {
  const match = /<script type="application\/json" id="galli-boot">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]) : null;
};

describe("a private shop's address", () => {
  it("carries the answers of the page's first calls for a guest, and its first images preloaded", async () => {
    const res = await page(`/${FIX.privateUniqueId}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toBe("accept-encoding");
    const boot = bootOf(res.text) as ShopBootData;

    const auth = guestAuth(t.app);
    const post = (url: string, body: object) =>
      t.app.inject({ method: "POST", url: `/user/product/view/${url}`, headers: auth, payload: body });
    const shop = await post("private", {
      store_unique_id: FIX.privateUniqueId,
      device_OS: "web",
      source: "web",
      deliveryLocation: { type: "Point", coordinates: [0, 0] },
    });
    const scope = { _id: shop.json().data._id, stores: shop.json().data.stores };
    const products = await post("products?skip=0&limit=50", scope);
    const count = await post("c", scope);
    expect(boot).toEqual({
      storeUniqueId: FIX.privateUniqueId,
      shop: shop.json(),
      products: products.json(),
      count: count.json(),
    });
    expect(boot.products.data.flatMap((g) => g.products).some((p) => p.productInfo.product_name === EVIL)).toBe(true);

    const first = boot.products.data.flatMap((g) => g.products).slice(0, 2);
    const preloads = [...res.text.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/g)];
    expect(preloads.map((m) => m[1].replace(/&amp;/g, "&"))).toEqual(
      first.map(
        (p) => `/user/product/img/view?img=${encodeURIComponent(p.productInfo.images[0].name)}&format=png&height=150`,
      ),
    );
  });

  it("cannot be broken out of by a product's name", async () => {
    const res = await page(`/${FIX.privateUniqueId}`);
    const script = /<script type="application\/json" id="galli-boot">(.*?)<\/script>/s.exec(res.text)![1];
    expect(script).not.toContain("<");
    expect(res.text.match(/<script/g)).toHaveLength(1);
    expect(script).toContain("\\u003c/script>");
  });

  it("is sent compressed as the browser accepts, the same page", async () => {
    const plain = await page(`/${FIX.privateUniqueId}`);
    for (const encoding of ["br", "gzip"]) {
      // supertest decodes the body itself; the header says what was sent.
      const res = await page(`/${FIX.privateUniqueId}`, `${encoding}, deflate`);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.text).toBe(plain.text);
    }
  });

  it("gets the plain HTML for an unknown or public shop, an app page, or a failing database; a closed shop no first data", async () => {
    const plainHtml = fs.readFileSync(path.join(dist, "index.html"), "utf8");
    for (const url of ["/no-such-shop", `/${FIX.shop}`, "/home", "/public", "/Privacy-policy"]) {
      const res = await page(url);
      expect(res.status).toBe(200);
      expect(res.text).toBe(plainHtml);
    }
    await t.db.shop.update({ where: { id: FIX.privateShop }, data: { privateIsOpen: false } });
    t.app.answers.clear();
    // A closed shop's address still shows the shop in a link preview, without its first data.
    const closed = (await page(`/${FIX.privateUniqueId}`)).text;
    await t.db.shop.update({ where: { id: FIX.privateShop }, data: { privateIsOpen: true } });
    expect(bootOf(closed)).toBeNull();
    expect(closed).toContain('<meta property="og:title" content="Sharma Kirana | Galli">');

    t.app.answers.clear();
    const failing = vi.spyOn(t.db.shop, "findUnique").mockRejectedValue(new Error("database is locked"));
    try {
      const res = await page(`/${FIX.privateUniqueId}`);
      expect(res.status).toBe(200);
      expect(res.text).toBe(plainHtml);
      expect(failing).toHaveBeenCalled();
    } finally {
      failing.mockRestore();
    }
    expect(bootOf((await page(`/${FIX.privateUniqueId}`)).text)).not.toBeNull();
  });

  it("writes out the page code preloads the build left in the marker, on a shop's page only", async () => {
    const file = path.join(dist, "index.html");
    const withMarker = fs.readFileSync(file, "utf8");
    const code = '<link rel="modulepreload" crossorigin href="/assets/products-page-abc.js">';
    fs.writeFileSync(file, withMarker.replace(SHOP_BOOT_MARKER, `<!--galli-boot ${code}-->`));
    try {
      const shop = (await page(`/${FIX.privateUniqueId}`)).text;
      expect(shop).toContain(`${code}<script type="application/json" id="galli-boot">`);
      expect(shop).not.toContain("<!--galli-boot");
      expect(bootOf(shop)).not.toBeNull();
      expect((await page("/home")).text).toContain(`<!--galli-boot ${code}-->`);
    } finally {
      fs.writeFileSync(file, withMarker);
    }
  });

  it("embeds nothing when the build has no place for it", async () => {
    const file = path.join(dist, "index.html");
    const withMarker = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, withMarker.replace(SHOP_BOOT_MARKER, ""));
    try {
      expect(bootOf((await page(`/${FIX.privateUniqueId}`)).text)).toBeNull();
    } finally {
      fs.writeFileSync(file, withMarker);
    }
  });
});
