import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import Database from "better-sqlite3";
import { testApp, guestAuth, type TestApp } from "../../testing/app";
import { sqlitePath } from "../../lib/db";
import type { ProductGroup } from "../../contract/catalog";
import { buildCatalog, FIX } from "./catalog-fixture";
import { rebuildSearchIndex } from "./search";
import { testPgServerUrl } from "../../testing/pg-databases";

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  await buildCatalog(t.db);
  auth = guestAuth(t.app);
});
afterAll(async () => t.close());

const search = (text: string, query = "skip=0&limit=100", stores: string[] = []) =>
  request(t.app.server)
    .post(`/user/product/view/listBySearch?${query}`)
    .set(auth)
    .send({ _id: FIX.shop, stores, search: text });
const ids = (groups: ProductGroup[]) => groups.flatMap((g) => g.products.map((p) => p._id));

describe("POST /product/view/listBySearch", () => {
  it("matches word prefixes and several words", async () => {
    const res = await search("chak");
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual(["p_chakki"]);
    expect(res.body).toMatchObject({ count: 1, corrected: null });

    const two = await search("basm ric");
    expect(ids(two.body.data).sort()).toEqual(["p_daawat", "p_indiagate"]);
    // Every word must match: "gate" narrows it to one.
    expect(ids((await search("basmati gate")).body.data)).toEqual(["p_indiagate"]);
  });

  it("ranks a match in the name above a match only in the description", async () => {
    const res = await search("basmati");
    expect(ids(res.body.data)).toEqual(["p_indiagate", "p_daawat"]);
  });

  it("folds case and accents", async () => {
    expect(ids((await search("CAFE")).body.data)).toEqual(["p_cafe"]);
    expect(ids((await search("café")).body.data)).toEqual(["p_cafe"]);
    const folded = await search("AASHÏRVAAD");
    expect(ids(folded.body.data)).toEqual(["p_chakki"]);
    expect(folded.body.corrected).toBeNull();
  });

  it("finds a word of 5+ letters with a one-letter typo, and says which word it used", async () => {
    for (const typo of ["basmti", "basmato", "bsamati"]) {
      const res = await search(typo);
      expect(ids(res.body.data).sort(), typo).toEqual(["p_daawat", "p_indiagate"]);
      expect(res.body.corrected).toEqual(["basmati"]);
    }
    const mixed = await search("basmatu rice");
    expect(ids(mixed.body.data).sort()).toEqual(["p_daawat", "p_indiagate"]);
    // Short words get no typo fallback, and two typos in one word find nothing.
    expect((await search("atte")).body.count).toBe(0);
    expect((await search("bsmti")).body.count).toBe(0);
    expect((await search("basmto")).body.count).toBe(0);
  });

  it("treats operators, quotes and long text as plain text", async () => {
    for (const text of [
      '"',
      '"chakki',
      "chakki*",
      "-chakki",
      "NEAR(chakki atta)",
      "chakki AND OR NOT",
      "a:b ^c {d}",
      "(((",
    ]) {
      const res = await search(text);
      expect(res.status, text).toBe(200);
    }
    expect(ids((await search('"chakki')).body.data)).toEqual(["p_chakki"]);
    expect(ids((await search("NEAR")).body.data)).toEqual(["p_near"]);
    const long = await search("chakki ".repeat(142) + "x".repeat(6));
    expect(long.status).toBe(200);
    const huge = await search("z".repeat(1000));
    expect(huge.status).toBe(200);
    expect(huge.body.count).toBe(0);
    expect((await search("   ")).body).toMatchObject({ data: [], count: 0 });
    const tooLong = await search("a".repeat(1001));
    expect(tooLong.status).toBe(400);
  });

  it("searches only the shop's named stores", async () => {
    expect((await search("bhujia")).body.count).toBe(0);
    const inC = await search("atta", "skip=0&limit=100", ["st_c"]);
    const all = await search("atta");
    expect(inC.body.count).toBeGreaterThan(0);
    expect(inC.body.count).toBeLessThan(all.body.count);
    for (const p of inC.body.data.flatMap((g: ProductGroup) => g.products))
      expect(p.stores.map((s: { store_id: string }) => s.store_id)).toEqual(["st_c"]);
  });

  it("pages through ranked matches consistently with the count", async () => {
    const first = await search("atta", "skip=0&limit=10");
    const count = first.body.count;
    expect(count).toBeGreaterThan(10);
    const seen: string[] = [];
    for (let skip = 0; skip < count; skip += 10)
      seen.push(...ids((await search("atta", `skip=${skip}&limit=10`)).body.data));
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    const past = await search("atta", `skip=${count + 10}&limit=10`);
    expect(past.body).toMatchObject({ data: [], count });
    expect((await search("atta", "skip=0&limit=101")).status).toBe(400);
  });

  it("sees a product renamed through Prisma at once (the triggers), and a category rename", async () => {
    expect((await search("jowar")).body.count).toBe(0);
    await t.db.product.update({ where: { id: "p_000" }, data: { name: "Tata Jowar Atta" } });
    expect(ids((await search("jowar")).body.data)).toEqual(["p_000"]);
    const classic = ids((await search("classic")).body.data);
    expect(classic.length).toBeGreaterThan(0);
    expect(classic).not.toContain("p_000");
    await t.db.category.update({ where: { id: "c_soap" }, data: { path: "Personal Care > Bathing Bars" } });
    expect(ids((await search("bathing")).body.data)).toContain("p_near");
    await t.db.category.update({ where: { id: "c_soap" }, data: { path: "Personal Care > Soap" } });
  });

  it("finds a product by its Hindi name, and answers the Hindi name", async () => {
    expect((await search("अनोखा")).body.count).toBe(0);
    await t.db.product.update({ where: { id: "p_chakki" }, data: { nameHi: "अनोखा चक्की आटा" } });
    const res = await search("अनोखा");
    expect(ids(res.body.data)).toEqual(["p_chakki"]);
    expect(res.body.data[0].products[0].productInfo.product_name_hi).toBe("अनोखा चक्की आटा");
    expect(ids((await search("अनोखा आटा")).body.data)).toEqual(["p_chakki"]);
    // A product without a Hindi name answers none.
    const rice = await search("basmati");
    expect(
      rice.body.data
        .flatMap((g: ProductGroup) => g.products)
        .every((p: ProductGroup["products"][number]) => p.productInfo.product_name_hi === undefined),
    ).toBe(true);
    await t.db.product.update({ where: { id: "p_chakki" }, data: { nameHi: null } });
    expect((await search("अनोखा")).body.count).toBe(0);
  });

  it("ranks a short name above a long one for the same word, on both databases", async () => {
    const saved = await t.db.product.findMany({ where: { id: { in: ["p_marie", "p_parle"] } } });
    const alike = { brand: "Crunchy", description: "Crisp.", categoryId: "c_bis" };
    // The long name sorts first by name: only the ranking puts the short one first.
    await t.db.product.update({
      where: { id: "p_parle" },
      data: { ...alike, name: "Alpha Crunch Biscuits Family Value Pack Extra Large" },
    });
    await t.db.product.update({ where: { id: "p_marie" }, data: { ...alike, name: "Zed Crunch Biscuits" } });
    expect(ids((await search("crunch")).body.data)).toEqual(["p_marie", "p_parle"]);
    for (const p of saved) {
      await t.db.product.update({
        where: { id: p.id },
        data: { name: p.name, brand: p.brand, description: p.description, categoryId: p.categoryId },
      });
    }
  });

  // SQLite: Hindi names have an FTS5 table of their own. PostgreSQL counts them, under a log, in the
  // document's length (search-postgres.ts).
  it.skipIf(testPgServerUrl())("ranks Latin words the same whether or not a product has a Hindi name", async () => {
    // Two products alike but for their first word: equal bm25, so the name orders them.
    const saved = await t.db.product.findMany({ where: { id: { in: ["p_marie", "p_parle"] } } });
    const alike = { brand: "Crunchy", description: "Crisp.", categoryId: "c_bis" };
    await t.db.product.update({ where: { id: "p_marie" }, data: { ...alike, name: "Alpha Crunch Biscuits" } });
    await t.db.product.update({ where: { id: "p_parle" }, data: { ...alike, name: "Bravo Crunch Biscuits" } });
    expect(ids((await search("crunch")).body.data)).toEqual(["p_marie", "p_parle"]);
    // A Hindi name must not count against a product for English words.
    await t.db.product.update({ where: { id: "p_marie" }, data: { nameHi: "अल्फ़ा क्रंच बिस्कुट कुरकुरे चाय के साथ" } });
    expect(ids((await search("crunch")).body.data)).toEqual(["p_marie", "p_parle"]);
    for (const p of saved) {
      await t.db.product.update({
        where: { id: p.id },
        data: { name: p.name, brand: p.brand, description: p.description, categoryId: p.categoryId, nameHi: null },
      });
    }
  });

  it("matches one word in the Hindi name and another in the English columns", async () => {
    await t.db.product.update({
      where: { id: "p_daawat" },
      data: { nameHi: "दावत रोज़ाना बासमती चावल बिरयानी के लिए रोज़ का लंबा दाना चावल" },
    });
    // One word matched in the Hindi name, the other in the English columns.
    expect(ids((await search("दावत rice")).body.data)).toEqual(["p_daawat"]);
    expect(ids((await search("लंबा")).body.data)).toEqual(["p_daawat"]);
    // The Hindi names' index follows the product.
    await t.db.product.update({ where: { id: "p_daawat" }, data: { nameHi: null } });
    expect((await search("लंबा")).body.count).toBe(0);
  });

  // SQLite's FTS5 index only: PostgreSQL's generated columns have no triggers to bypass.
  it.skipIf(testPgServerUrl())(
    "rebuilds the index from the tables (for bulk loads that bypass the triggers)",
    async () => {
      const sqlite = new Database(sqlitePath(`file:${t.dir}/galli.db`));
      sqlite.exec(`DROP TRIGGER product_fts_after_insert`);
      sqlite
        .prepare(
          `INSERT INTO "Product" (id, name, brand, unit, description, categoryId, mrp, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run("p_bulk", "Kohinoor Sona Masoori", "Kohinoor", "5 kg", "", "c_rice", 50000, Date.now(), Date.now());
      sqlite
        .prepare(
          `INSERT INTO "StoreProduct" (id, storeId, productId, productCode, sellingPrice, stock, updatedAt) VALUES ('sp_bulk', 'st_a', 'p_bulk', 'BULK', 40000, 4, ?)`,
        )
        .run(Date.now());
      sqlite.close();
      expect((await search("masoori")).body.count).toBe(0);
      await rebuildSearchIndex(t.db);
      expect(ids((await search("masoori")).body.data)).toEqual(["p_bulk"]);
      expect(ids((await search("chakki")).body.data)).toEqual(["p_chakki"]);
    },
  );

  it("answers unknown shops and stores with 404", async () => {
    const res = await request(t.app.server)
      .post("/user/product/view/listBySearch?skip=0&limit=100")
      .set(auth)
      .send({ _id: "nope", search: "atta" });
    expect(res.status).toBe(404);
    expect((await search("atta", "skip=0&limit=100", ["st_o"])).status).toBe(404);
  });
});
