// Load benchmark of the catalogue's list calls on the large benchmark world: listByCategory (a
// top-level path with everything under it, and a leaf, over rotating pages) and listBySearch
// (prefixes, two-word queries and one-letter typos), plus the other calls of opening a products
// page: the first page, the category tree and the public shop's header with its template.
//   DATA_DIR=/tmp/galli-large-cat npm run seed -- --scale large      (once, several minutes)
//   DATA_DIR=/tmp/galli-large-cat npx tsx bench/catalog.ts           [REQUESTS=1000 CONCURRENCY=10]
// It starts the app on a free loopback port, picks the shop whose stores sell the most products,
// sends a bounded number of requests per call and prints p50/p99 latency and requests per second.
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { rebuildSearchIndex } from "../server/src/modules/catalog/search";
import { searchTerms } from "../server/src/modules/catalog/search-query";
import { loadLoop, printRow, type LoadResult } from "./load";
import { largeWorld } from "./world";

const { dataDir, config } = largeWorld("catalog.ts", { defaultDir: "/tmp/galli-large-cat" });
const REQUESTS = Number(process.env.REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);

const db = createDb(config.databaseUrl);

// The search index must cover the catalogue (a bulk load may have bypassed the triggers).
const [products, indexed] = await Promise.all([
  db.product.count(),
  db
    .$queryRawUnsafe<{ n: number | bigint }[]>("SELECT count(*) AS n FROM product_search_key")
    .then((r) => Number(r[0]?.n ?? 0)),
]);
if (indexed !== products) {
  const t0 = performance.now();
  await rebuildSearchIndex(db);
  console.log(`Search index rebuilt: ${products} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

// The shop whose stores sell the most products.
const perStore = await db.storeProduct.groupBy({ by: ["storeId"], _count: { _all: true } });
const storeShop = new Map(
  (await db.store.findMany({ select: { id: true, shopId: true } })).map((s) => [s.id, s.shopId] as const),
);
const perShop = new Map<string, number>();
for (const s of perStore) {
  const shopId = storeShop.get(s.storeId);
  if (shopId) perShop.set(shopId, (perShop.get(shopId) ?? 0) + s._count._all);
}
const [shopId] = [...perShop.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
if (!shopId) {
  console.error(`No shop in ${dataDir} sells anything: seed the large world (see above).`);
  process.exit(1);
}
const shop = await db.shop.findUniqueOrThrow({ where: { id: shopId }, include: { stores: { select: { id: true } } } });
const stores = shop.stores.map((s) => s.id);
const scope = { _id: shop.id, stores };

const where = { storeProducts: { some: { storeId: { in: stores } } } };
const shopProducts = await db.product.count({ where });
const byCategory = await db.product.groupBy({ by: ["categoryId"], where, _count: { _all: true } });
const categories = await db.category.findMany({
  where: { id: { in: byCategory.map((c) => c.categoryId) } },
  select: { id: true, path: true },
});
const leafCount = new Map(byCategory.map((c) => [c.categoryId, c._count._all]));
const biggestLeaf = [...categories].sort((a, b) => (leafCount.get(b.id) ?? 0) - (leafCount.get(a.id) ?? 0))[0];
const topLevel = biggestLeaf.path.split(" > ")[0];

// Search words from the shop's own product names: whole words, prefixes, pairs and typos.
const sample = await db.product.findMany({
  where,
  select: { name: true, brand: true },
  take: 400,
  orderBy: { id: "asc" },
});
const words = [
  ...new Set(sample.flatMap((p) => searchTerms(`${p.name} ${p.brand}`)).filter((w) => /^[a-z]{4,}$/.test(w))),
];
const typo = (w: string) => w.slice(0, 2) + w.slice(3);
const queries = [
  ...words.slice(0, 40),
  ...words.slice(0, 40).map((w) => w.slice(0, 3)),
  ...words.slice(0, 20).map((w, i) => `${w} ${words[(i * 7 + 3) % words.length]}`),
  ...words
    .filter((w) => w.length >= 6)
    .slice(0, 20)
    .map(typo),
];

const app = await buildApp(config, { db });
await app.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const token = app.signAccessToken({ sub: "guest:bench", guest: true });

async function post(url: string, body: object): Promise<number> {
  const res = await fetch(base + url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as {
    success: boolean;
    data: { products?: unknown[]; count?: number }[] | { count: number };
    message?: string;
  };
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${json.message}`);
  // Items in the answer: products of a list, the count of a count call, the root's count of a tree.
  if (!Array.isArray(json.data)) return json.data.count;
  return json.data.reduce((n, g) => n + (g.products?.length ?? g.count ?? 1), 0);
}

const pagesOf = (count: number, size: number) => Math.max(1, Math.min(20, Math.ceil(count / size)));
const topCount = await post("/user/product/view/by_category/c", { ...scope, category: topLevel, is_reg_exp: true });
const leafTotal = leafCount.get(biggestLeaf.id) ?? 0;

console.log(
  `World: ${products} products; shop "${shop.displayName}" with ${stores.length} stores and ${shopProducts} products`,
);
console.log(`Category paths: "${topLevel}" and below (${topCount}), leaf "${biggestLeaf.path}" (${leafTotal})`);
console.log(`Search: ${queries.length} queries (words, 3-letter prefixes, pairs, one-letter typos)`);
console.log(`${REQUESTS} requests per call, ${CONCURRENCY} in flight\n`);

const runs: [string, (i: number) => Promise<number>][] = [
  [
    "listByCategory top",
    (i) =>
      post(`/user/product/view/listByCategory?skip=${(i % pagesOf(topCount, 50)) * 50}&limit=50`, {
        ...scope,
        category: topLevel,
        is_reg_exp: true,
      }),
  ],
  [
    "listByCategory leaf",
    (i) =>
      post(`/user/product/view/listByCategory?skip=${(i % pagesOf(leafTotal, 50)) * 50}&limit=50`, {
        ...scope,
        category: biggestLeaf.path,
        is_reg_exp: false,
      }),
  ],
  [
    "by_category/c top",
    () => post("/user/product/view/by_category/c", { ...scope, category: topLevel, is_reg_exp: true }),
  ],
  [
    "listBySearch",
    (i) => post("/user/product/view/listBySearch?skip=0&limit=100", { ...scope, search: queries[i % queries.length] }),
  ],
  ["products page 1", () => post("/user/product/view/products?skip=0&limit=50", scope)],
  ["product_category", () => post("/user/product/view/product_category", scope)],
  ["view/public", () => post("/user/product/view/public", { category_id: shop.id })],
];

const results: LoadResult[] = [];
try {
  for (const [name, send] of runs) {
    await loadLoop(send, Math.min(20, REQUESTS), CONCURRENCY); // warm-up
    results.push({ name, ...(await loadLoop(send, REQUESTS, CONCURRENCY)) });
  }
} finally {
  await app.close();
  await db.$disconnect();
}

printRow(["call", "requests", "p50 ms", "p99 ms", "max ms", "req/s", "items/answer"]);
for (const r of results) {
  printRow([
    r.name,
    r.count,
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(1),
    r.rps.toFixed(0),
    r.meanValue.toFixed(1),
  ]);
}
