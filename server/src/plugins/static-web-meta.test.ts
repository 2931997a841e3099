// The addresses of shops and products: their HTML carries the title, description and Open Graph
// tags a link preview shows, escaped, with absolute image and page addresses.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../testing/app";
import { buildCatalog, FIX } from "../modules/catalog/catalog-fixture";
import { SHOP_BOOT_MARKER } from "../contract/catalog";
import { shopAddressForPath } from "../contract/shop-address-constants";
import { shortened } from "../modules/catalog/page-meta";
import { withPageMeta } from "./static-web";

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "galli-dist-"));
const EVIL_SHOP = `Sharma "Best" <Store> & Sons</title><script>alert(1)</script>`;
const EVIL_PRODUCT = `Atta "Gold" <img src=x onerror=alert(1)> & more`;

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html><head><meta name="description" content="Galli: order groceries."><title>Galli</title>${SHOP_BOOT_MARKER}</head><body><div id=root></div></body></html>`,
  );
  t = await testApp({ env: { WEB_DIST_DIR: dist } });
  await buildCatalog(t.db);
  await t.db.shop.update({ where: { id: FIX.shop }, data: { displayName: EVIL_SHOP, street: "MG Road" } });
  await t.db.product.update({
    where: { id: "p_chakki" },
    data: { name: EVIL_PRODUCT, description: "Whole wheat flour, stone ground. <b>Fresh</b>" },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => request(t.app.server).get(url).set("host", "galli.example").set("accept-encoding", "br");

/** The content of every <meta property|name=...> and the title, as a browser would read them. */
const head = (html: string) => new Head(html);
class Head {
  constructor(private html: string) {}
  meta(key: string): string[] {
    const re = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, "g");
    return [...this.html.matchAll(re)].map((m) => unescape(m[1]));
  }
  title(): string[] {
    return [...this.html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1]));
  }
}
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

describe("a public shop's address", () => {
  it("carries its title, description and Open Graph tags, escaped", async () => {
    const res = await page(`/public/products/${FIX.shop}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    const h = head(res.text);
    expect(h.title()).toEqual([`${EVIL_SHOP} | Galli`]);
    expect(h.meta("og:title")).toEqual([`${EVIL_SHOP} | Galli`]);
    expect(h.meta("description")).toEqual([shortened(`${EVIL_SHOP}, MG Road, Delhi`)]);
    expect(h.meta("og:description")).toEqual(h.meta("description"));
    expect(h.meta("og:url")).toEqual([`http://galli.example/public/products/${FIX.shop}`]);
    expect(h.meta("og:image")).toEqual([
      `http://galli.example/user/category/view/img?img=shops%2F${FIX.shop}.png&format=jpeg&width=400&height=400`,
    ]);
    // Nothing the shop's name holds can open a tag or end the title.
    expect(res.text).not.toContain("<script>");
    expect(res.text).not.toContain("<Store>");
    expect(res.text.match(/<title>/g)).toHaveLength(1);
  });

  it("is the plain app for an unknown shop, and a private shop's id is no public shop", async () => {
    for (const url of ["/public/products/no-such-shop", `/public/products/${FIX.privateShop}`]) {
      const res = await page(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain("<title>Galli</title>");
      expect(res.text).not.toContain("og:title");
    }
  });
});

describe("a product's address", () => {
  it("carries the product's name, unit, price, description and image", async () => {
    const res = await page(`/public/products/${FIX.shop}/product/p_chakki`);
    expect(res.status).toBe(200);
    const h = head(res.text);
    const [title] = h.title();
    expect(title.startsWith(EVIL_PRODUCT)).toBe(true);
    expect(title.endsWith(` | ${EVIL_SHOP} | Galli`)).toBe(true);
    expect(h.meta("og:title")).toEqual([title]);
    expect(h.meta("og:type")).toEqual(["product"]);
    const [description] = h.meta("og:description");
    expect(description).toMatch(/^₹\d+\.\d\d at /);
    expect(description).toContain("Whole wheat flour, stone ground. <b>Fresh</b>");
    expect(h.meta("og:url")).toEqual([`http://galli.example/public/products/${FIX.shop}/product/p_chakki`]);
    expect(h.meta("og:image")[0]).toMatch(
      /^http:\/\/galli\.example\/user\/product\/img\/view\?img=.+&format=png&height=500$/,
    );
    expect(res.text).not.toContain("<img");
    expect(res.text).not.toContain("<b>");
  });

  it("of a private shop carries it too; an unknown product shows its shop", async () => {
    const res = await page(`/${FIX.privateUniqueId}/product/p_chakki`);
    const h = head(res.text);
    expect(h.meta("og:title")[0]).toContain(`| Sharma Kirana | Galli`);
    expect(h.meta("og:url")).toEqual([`http://galli.example/${FIX.privateUniqueId}/product/p_chakki`]);
    const unknown = head((await page(`/public/products/${FIX.shop}/product/nope`)).text);
    expect(unknown.meta("og:title")).toEqual([`${EVIL_SHOP} | Galli`]);
    expect(unknown.meta("og:url")).toEqual([`http://galli.example/public/products/${FIX.shop}`]);
  });

  it("of a private shop's own address keeps its first data beside the preview", async () => {
    const res = await page(`/${FIX.privateUniqueId}`);
    expect(res.text).toContain('<script type="application/json" id="galli-boot">');
    expect(head(res.text).meta("og:title")).toEqual(["Sharma Kirana | Galli"]);
  });
});

describe("shop addresses", () => {
  it("are told apart from the app's own pages", () => {
    expect(shopAddressForPath("/public/products/s1")).toEqual({ kind: "public", shopId: "s1", productId: null });
    expect(shopAddressForPath("/public/products/s1/product/p%201")).toEqual({
      kind: "public",
      shopId: "s1",
      productId: "p 1",
    });
    expect(shopAddressForPath("/kirana")).toEqual({ kind: "private", storeUniqueId: "kirana", productId: null });
    expect(shopAddressForPath("/kirana/product/p1")).toEqual({
      kind: "private",
      storeUniqueId: "kirana",
      productId: "p1",
    });
    for (const p of ["/", "/home", "/public/products", "/public", "/profile/product/p1", "/kirana/x/p1", "/%E0%A4%A"]) {
      expect(shopAddressForPath(p)).toBeNull();
    }
  });

  it("write the preview where the HTML has no head of its own", () => {
    const html = withPageMeta(
      "<!doctype html><title>Galli app</title><div id=root></div>",
      { title: "A & B", description: "x", image: null, path: "/a" },
      "https://galli.in/",
    );
    expect(html).toContain("<title>A &amp; B | Galli</title>");
    expect(html).toContain('<meta property="og:url" content="https://galli.in/a">');
    expect(html).not.toContain("og:image");
  });
});
