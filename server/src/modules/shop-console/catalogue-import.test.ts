// Bulk import: 4,999 good rows and 1 bad one written only with skip_bad_rows (otherwise nothing),
// a dry run writes nothing, a replay with the same Idempotency-Key answers the same without a
// second write, 5,001 rows are refused, a CSV file works like JSON rows, errors name row and field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { IMPORT_COLUMNS } from "../../contract/catalogue-constants";
import { csvRows, parseCsv } from "./catalogue-import";
import { consoleCall, demoWorld, memberAuth } from "./test-store-world";

let t: TestApp;
let w: Awaited<ReturnType<typeof demoWorld>>;
let auth: Record<string, string>;
let call: ReturnType<typeof consoleCall>;
let leafPath: string;
let image: string;

beforeAll(async () => {
  t = await testApp({ seeded: true });
  w = await demoWorld(t.db);
  auth = (await memberAuth(t.app, t.db, w.merchantId, "staff")).auth;
  call = consoleCall(t.app, auth);
  leafPath = (await t.db.category.findFirstOrThrow({ where: { children: { none: {} } }, orderBy: { path: "asc" } })).path;
  image = (await t.db.productImage.findFirstOrThrow({ orderBy: { name: "asc" } })).name;
});
afterAll(async () => t.close());

const row = (i: number, extra: Record<string, string> = {}) => ({
  barcode: `IMP-${String(i).padStart(5, "0")}`,
  name: `Imported Snack ${i}`,
  brand: "Importa",
  unit: "100 g",
  category: leafPath,
  description: "",
  mrp: "50",
  tax_percent: "12",
  hsn: "2106",
  mfg_date: "2026-10-01",
  exp_date: i % 2 ? "2027-03-01" : "na",
  store_key: w.store.storeKey,
  selling_price: "45.50",
  offer_percent: "0",
  stock: "10",
  image: i % 3 === 0 ? image : "",
  ...extra,
});
const rows = (n: number, from = 1) => Array.from({ length: n }, (_, i) => row(from + i));
const importing = (body: object, headers: Record<string, string> = {}) =>
  request(t.app.server).post("/merchant/api/products/import").set({ ...auth, ...headers }).send(body);
const imported = () => t.db.product.count({ where: { shopId: w.shopId, brand: "Importa" } });

describe("POST /merchant/api/products/import", () => {
  let withBad: ReturnType<typeof row>[];
  beforeAll(() => {
    const good = rows(4999);
    withBad = [...good.slice(0, 2000), row(99_001, { exp_date: "2026-01-01", mfg_date: "2026-05-01" }), ...good.slice(2000)];
  });

  it("checks every row on a dry run and writes nothing", async () => {
    const res = await importing({ rows: withBad, dry_run: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      dry_run: true,
      total: 5000,
      written: 0,
      skipped: 0,
      errors: [{ row: 2001, field: "exp_date", message: "The EXP date cannot be before the MFG date." }],
    });
    expect(await imported()).toBe(0);
  });

  it("writes nothing when one row is bad and skip_bad_rows is not asked for", async () => {
    const res = await importing({ rows: withBad });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dry_run: false, total: 5000, written: 0, skipped: 0 });
    expect(res.body.data.errors).toHaveLength(1);
    expect(await imported()).toBe(0);
  });

  it("writes the 4,999 good rows with skip_bad_rows; a replay with the same key writes nothing more", async () => {
    const key = { "idempotency-key": "import-test-0001" };
    // How long it takes is bench/catalogue-import.ts's to say (npm run bench:import), not a test's.
    const res = await importing({ rows: withBad, skip_bad_rows: true }, key);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ written: 4999, skipped: 1, total: 5000 });
    expect(await imported()).toBe(4999);
    // Rows with an image wait for review with their offers; the others stay drafts.
    expect(await t.db.product.count({ where: { brand: "Importa", status: "review" } })).toBe(1666);
    expect(await t.db.product.count({ where: { brand: "Importa", status: "draft" } })).toBe(3333);
    expect(await t.db.draftOffer.count({ where: { product: { brand: "Importa" } } })).toBe(4999);
    expect(await t.db.storeProduct.count({ where: { product: { brand: "Importa" } } })).toBe(0);
    const one = await t.db.product.findFirstOrThrow({ where: { barcode: "IMP-00003" } });
    expect(one).toMatchObject({ name: "Imported Snack 3", mrp: 5000, taxPercent: 12, hsn: "2106", expKind: "date", expDate: "2027-03-01" });
    expect(await t.db.productChange.count({ where: { productId: one.id, kind: "create", status: "review" } })).toBe(1);

    const replay = await importing({ rows: withBad, skip_bad_rows: true }, key);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(res.body.data);
    expect(await imported()).toBe(4999);
    const other = await importing({ rows: rows(2, 6000), skip_bad_rows: true }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
  }, 120_000);

  it("refuses a barcode already used in the store, naming row and field", async () => {
    const res = await importing({ rows: [row(1), row(7000)], dry_run: true });
    expect(res.body.data.errors).toEqual([{ row: 1, field: "barcode", message: "Another product of this store already has this barcode." }]);
  });

  it("refuses 5,001 rows and an empty import", async () => {
    const res = await importing({ rows: rows(5001, 10_000), dry_run: true });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("IMPORT_TOO_MANY_ROWS");
    expect(res.body.message).toBe("An import takes at most 5,000 rows. Split the file.");
    expect((await importing({ rows: [] })).status).toBe(400);
  });

  it("names each bad field of a row", async () => {
    const res = await importing({
      rows: [row(20_001, { hsn: "12", tax_percent: "7", store_key: "NOT-OURS", category: "Nowhere", mrp: "abc", stock: "-1" })],
      dry_run: true,
    });
    expect(res.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ["category", "hsn", "mrp", "stock", "store_key", "tax_percent"].sort(),
    );
    expect(res.body.data.errors.every((e: { row: number }) => e.row === 1)).toBe(true);
  });

  it("takes a CSV file (multipart) with quoted cells, and flags as fields", async () => {
    const columns = [...IMPORT_COLUMNS, "image"];
    const header = columns.join(",");
    const line = (i: number) => {
      const r: Record<string, string> = row(i, { description: 'Crunchy, "spicy" bites' });
      return columns
        .map((c) => r[c] ?? "")
        .map((v) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v))
        .join(",");
    };
    const csv = `${header}\r\n${line(30_001)}\r\n${line(30_002)}\r\n`;
    const dry = await request(t.app.server)
      .post("/merchant/api/products/import")
      .set(auth)
      .field("dry_run", "true")
      .attach("file", Buffer.from(csv), { filename: "products.csv", contentType: "text/csv" });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ dry_run: true, total: 2, written: 0, errors: [] });
    const res = await request(t.app.server)
      .post("/merchant/api/products/import")
      .set(auth)
      .attach("file", Buffer.from(csv), { filename: "products.csv", contentType: "text/csv" });
    expect(res.body.data).toMatchObject({ dry_run: false, total: 2, written: 2 });
    expect((await t.db.product.findFirstOrThrow({ where: { barcode: "IMP-30001" } })).description).toBe('Crunchy, "spicy" bites');
    const bad = await request(t.app.server)
      .post("/merchant/api/products/import")
      .set(auth)
      .attach("file", Buffer.from("colour,name\nred,x\n"), "x.csv");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ path: "colour", message: "This column is not in the template." });
  });

  it("answers the template: header and an example row with the member's store", async () => {
    const res = await call.get("/products/import/template");
    expect(res.status).toBe(200);
    expect(res.body.data.header).toBe([...IMPORT_COLUMNS, "image"].join(","));
    expect(res.body.data.example).toContain(w.store.storeKey);
    expect(csvRows(res.body.data.csv)).toHaveLength(1);
    // The example's category is a real leaf of the tree, so the example row imports as it is.
    const [example] = csvRows(res.body.data.csv);
    const category = await t.db.category.findUnique({ where: { path: example!.category! }, include: { _count: { select: { children: true } } } });
    expect(category?._count.children).toBe(0);
  });
});

describe("parseCsv", () => {
  it("reads quotes, doubled quotes, line breaks in cells, CRLF and a byte-order mark", () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","he said ""hi"""\n"two\nlines",\n')).toEqual([
      ["a", "b"],
      ["x, y", 'he said "hi"'],
      ["two\nlines", ""],
    ]);
  });
});
