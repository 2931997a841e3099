// The benchmark world (`npm run seed -- --scale large`), added to a database that already holds
// the demo world: thousands of shops, two stores each, and a million store-product rows over the
// demo catalogue plus generated variants. Written without Prisma through a bulk sink (better-sqlite3
// prepared INSERTs or PostgreSQL multi-row INSERTs, 10k-row transactions, rows generated store by
// store so memory stays flat). Images are reused from the demo world: no new files.
import Database from "better-sqlite3";
import pg from "pg";
import { postgresSink, sqliteSink, type BulkSink } from "./bulk-sink";
import { buildCatalogue, inRange, RANGES, slug, type ProductSeed } from "./catalogue";
import { LOCALITIES, STREETS } from "./tables/localities";
import { kindImageName, type ShopGroup, type ShopSpec } from "./tables/shops";
import { rebuildSqliteSearchIndex as rebuildSearchIndex } from "../server/src/modules/catalog/search-sqlite";
import { productCode, shopSettings } from "./shops";
import { addDays, dayStart, mulberry32, offsetKm, pad, rngFor, type Rng } from "./random";

export type LargeOptions = {
  shops?: number;
  storesPerShop?: number;
  productsPerStore?: number;
  extraProducts?: number;
  now?: Date;
  log?: (line: string) => void;
};

const OWNERS = [
  "Sharma",
  "Gupta",
  "Patel",
  "Reddy",
  "Iyer",
  "Nair",
  "Khan",
  "Singh",
  "Das",
  "Joshi",
  "Mehta",
  "Rao",
  "Kulkarni",
  "Shetty",
  "Agarwal",
  "Bose",
  "Menon",
  "Pillai",
  "Verma",
  "Yadav",
];
const KIND_WORDS: Record<string, string[]> = {
  Grocery: ["Kirana Store", "General Store", "Provisions"],
  Supermarket: ["Supermart", "Super Bazaar", "Mart"],
  Bakery: ["Bakery", "Bakes", "Sweets & Bakery"],
  Pharmacy: ["Medicals", "Pharmacy", "Chemists"],
  "Fruits & Vegetables": ["Fruits & Vegetables", "Fresh Mandi", "Sabzi Wala"],
  Dairy: ["Dairy", "Milk Centre", "Dairy Farm"],
  Organic: ["Organics", "Organic Store", "Naturals"],
};
const BRANDS = [
  "More Supermarket",
  "Reliance Smart",
  "Spencer's",
  "DMart Ready",
  "Star Bazaar",
  "Nilgiris",
  "Ratnadeep",
  "Apollo Pharmacy",
  "MedPlus",
];
const BRAND_KIND = (b: string) => (b.includes("Pharmacy") || b === "MedPlus" ? "Pharmacy" : "Supermarket");
const KINDS = Object.keys(KIND_WORDS);
const VARIANTS: [string, (unit: string) => string, number][] = [
  ["Value Pack", (u) => u, 0.97],
  ["Combo Pack of 2", (u) => `2 x ${u}`, 1.9],
  ["Family Pack", (u) => `3 x ${u}`, 2.8],
  ["Premium", (u) => u, 1.15],
  ["Festive Pack", (u) => u, 1.05],
];

const iso = (d: Date) => d.toISOString().replace("Z", "+00:00");

/** Generated variants of the demo products (same category and image), numbered after them. */
export function extraProducts(base: ProductSeed[], count: number): (ProductSeed & { image: string })[] {
  const out: (ProductSeed & { image: string })[] = [];
  for (let i = 0; i < count; i++) {
    const p = base[i % base.length];
    const [word, unit, factor] = VARIANTS[Math.floor(i / base.length) % VARIANTS.length];
    const num = 10_000 + i + 1;
    out.push({
      ...p,
      id: `prod_x${pad(i + 1, 5)}`,
      num,
      name: `${p.name} ${word}`,
      unit: unit(p.unit),
      mrp: Math.max(100, Math.round((p.mrp * factor) / 100) * 100),
      description: `${p.name} ${word.toLowerCase()} (${unit(p.unit)}). ${p.description}`,
      attributes: p.attributes.map((a) => (a.keyName === "net_quantity" ? { ...a, value: unit(p.unit) } : a)),
      image: `products/${p.id}-1.png`, // the image of the product it varies
    });
  }
  return out;
}

const isPostgres = (target: string) => /^postgres(ql)?:\/\//.test(target);

/** True when the database (a SQLite file or a postgresql:// URL) already holds the large world. */
export async function hasLargeWorld(target: string): Promise<boolean> {
  if (isPostgres(target)) {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return (await client.query(`SELECT 1 FROM "Shop" WHERE "id" = 'lshop_00001'`)).rowCount === 1;
    } finally {
      await client.end();
    }
  }
  const sqlite = new Database(target, { readonly: true });
  try {
    return !!sqlite.prepare(`SELECT 1 FROM "Shop" WHERE "id" = 'lshop_00001'`).get();
  } finally {
    sqlite.close();
  }
}

function insertObjects(sink: BulkSink, table: string, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  for (const row of rows)
    sink.insert(
      table,
      cols,
      cols.map((c) => row[c]),
    );
}

function shopRow(i: number, rng: Rng, now: Date) {
  const loc = LOCALITIES[i % LOCALITIES.length];
  const r = rng.next();
  const group: ShopGroup = r < 0.5 ? "public" : r < 0.7 ? "private" : r < 0.9 ? "branded" : "global";
  const brand = group === "branded" ? rng.pick(BRANDS) : "";
  const kind = brand ? BRAND_KIND(brand) : rng.pick(KINDS);
  const name = brand ? `${brand} ${loc.name}` : `${rng.pick(OWNERS)} ${rng.pick(KIND_WORDS[kind])}`;
  const id = `lshop_${pad(i + 1, 5)}`;
  const spec: ShopSpec = { name, kind, group, locality: loc.key, stores: 1 };
  return {
    loc,
    kind,
    row: {
      id,
      merchantId: `lmerchant_${pad((i % 100) + 1, 3)}`,
      uniqueId: group === "private" ? `${slug(name)}-${slug(loc.name)}-${pad(i + 1, 5)}` : null,
      displayName: name,
      kind,
      shopGroup: group,
      image: kindImageName(kind), // its kind's storefront, drawn by the demo seed
      street: `${rng.int(1, 480)}, ${rng.pick(STREETS[loc.city])}, ${loc.name}`,
      city: loc.city,
      isOpen: rng.chance(0.95),
      privateIsOpen: group === "private",
      mobilePrimary: `9${pad(rng.int(0, 999_999_999), 9)}`,
      email: `${slug(name).replace(/-/g, "")}${i + 1}@shops.example.in`,
      ...shopSettings(spec, rng),
      createdAt: addDays(now, -60),
      updatedAt: addDays(now, -60),
    },
  };
}

/** Adds the large world to a SQLite file or a postgresql:// database that holds the demo world. */
export async function seedLargeWorld(target: string, opts: LargeOptions = {}) {
  const o = { shops: 5000, storesPerShop: 2, productsPerStore: 100, extraProducts: 2000, ...opts };
  const log = opts.log ?? (() => {});
  const now = dayStart(opts.now);
  const started = Date.now();
  const sqlite = isPostgres(target) ? null : sqliteSink(target);
  const sink: BulkSink = sqlite ?? (await postgresSink(target));
  let rows = 0;

  // ---- catalogue: variants of the demo products (reusing their categories and images) ----
  const { products: demo } = buildCatalogue();
  const extra = extraProducts(demo, o.extraProducts);
  const created = iso(addDays(now, -60));
  const PRODUCT = ["id", "name", "brand", "unit", "description", "categoryId", "mrp", "createdAt", "updatedAt"];
  const IMAGE = ["id", "productId", "name", "position"];
  const ATTR = ["id", "productId", "keyName", "displayName", "value", "position"];
  for (const p of extra) {
    sink.insert("Product", PRODUCT, [
      p.id,
      p.name,
      p.brand,
      p.unit,
      p.description,
      p.categoryId,
      p.mrp,
      created,
      created,
    ]);
    sink.insert("ProductImage", IMAGE, [`img_${p.id}_1`, p.id, p.image, 0]);
    p.attributes.forEach((a, i) =>
      sink.insert("ProductAttribute", ATTR, [`attr_${p.id}_${i + 1}`, p.id, a.keyName, a.displayName, a.value, i]),
    );
    rows += 2 + p.attributes.length;
  }
  await sink.checkpoint();
  const all = [...demo, ...extra];
  const pools = new Map<string, Int32Array>();
  for (const kind of KINDS) {
    const range = RANGES[kind];
    pools.set(kind, Int32Array.from(all.flatMap((p, i) => (inRange(p, range) ? [i] : []))));
  }
  log(`Catalogue: ${extra.length} generated products (${all.length} in all).`);

  // ---- merchants, shops, stores, store products ----
  insertObjects(
    sink,
    "Merchant",
    Array.from({ length: 100 }, (_, i) => ({
      id: `lmerchant_${pad(i + 1, 3)}`,
      name: `Benchmark Merchant ${i + 1}`,
      email: `bench${i + 1}@example.in`,
      createdAt: addDays(now, -90),
    })),
  );
  const STORE = [
    "id",
    "shopId",
    "storeKey",
    "name",
    "street",
    "area",
    "city",
    "state",
    "zipcode",
    "lng",
    "lat",
    "createdAt",
  ];
  const SP = [
    "id",
    "storeId",
    "productId",
    "productCode",
    "sellingPrice",
    "offerPercent",
    "taxPercent",
    "stock",
    "updatedAt",
  ];
  const storeStmt = { run: (...v: unknown[]) => sink.insert("Store", STORE, v) };
  const spStmt = { run: (...v: unknown[]) => sink.insert("StoreProduct", SP, v) };
  const updated = iso(now);
  let pending = 0;
  let storeNo = 0;
  for (let i = 0; i < o.shops; i++) {
    const rng = rngFor(`lshop:${i}`);
    const { row, loc, kind } = shopRow(i, rng, now);
    insertObjects(sink, "Shop", [row]);
    const pool = pools.get(kind)!;
    const prng = mulberry32(i + 1);
    for (let j = 0; j < o.storesPerShop; j++) {
      storeNo++;
      const storeId = `lstore_${pad(i + 1, 5)}_${j + 1}`;
      const p = offsetKm(loc.lat, loc.lng, 8 * Math.sqrt(rng.next()), rng.int(0, 359));
      storeStmt.run(
        storeId,
        row.id,
        `GALLI-LSTORE-${pad(storeNo, 6)}`,
        `${row.displayName}, ${loc.name} ${j + 1}`,
        `${rng.int(1, 480)}, ${rng.pick(STREETS[loc.city])}`,
        loc.name,
        loc.city,
        loc.state,
        loc.zipcode,
        p.lng,
        p.lat,
        created,
      );
      // Partial Fisher-Yates over the kind's pool: k distinct products, O(k).
      const k = Math.min(o.productsPerStore, pool.length);
      for (let a = 0; a < k; a++) {
        const b = a + Math.floor(prng.next() * (pool.length - a));
        const t = pool[a];
        pool[a] = pool[b];
        pool[b] = t;
        const prod = all[pool[a]];
        const price = Math.max(50, Math.min(prod.mrp, Math.round((prod.mrp * (1 - prng.next() * 0.12)) / 50) * 50));
        const offer = prng.next() < 0.25 ? [5, 10, 15, 20][Math.floor(prng.next() * 4)] : 0;
        const stock = prng.next() < 0.12 ? 0 : 1 + Math.floor(prng.next() * 60);
        spStmt.run(
          `lsp_${storeId.slice(7)}_${pad(prod.num, 5)}`,
          storeId,
          prod.id,
          productCode(prod.num),
          price,
          offer,
          prod.tax,
          stock,
          updated,
        );
        if (++pending >= 10_000) {
          await sink.checkpoint();
          rows += pending;
          pending = 0;
        }
      }
    }
    rows += 1 + o.storesPerShop;
    if ((i + 1) % 1000 === 0) {
      const s = (Date.now() - started) / 1000;
      log(`  ${i + 1} shops, ${rows + pending} rows, ${Math.round((rows + pending) / s)} rows/s`);
    }
  }
  rows += pending;
  // SQLite's FTS index was bypassed by the bulk load; PostgreSQL's generated columns are current.
  await sink.finish(async () => {
    if (sqlite) await rebuildSearchIndex(sqlite.sqlite);
  });
  const seconds = (Date.now() - started) / 1000;
  log(
    `Large world: ${o.shops} shops, ${o.shops * o.storesPerShop} stores, ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s).`,
  );
  return { rows, seconds };
}
