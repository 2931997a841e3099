// What the read benchmark asks for in one world, read straight from its database (the SQLite file
// or the PostgreSQL database its URL names): the shop whose stores sell the most products, its
// biggest leaf category and top-level path, search words from its product names, a product it
// sells and a product image.
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { dbProvider, sqlitePath } from "../server/src/lib/db";

export type Targets = {
  shopId: string;
  shopName: string;
  storeCount: number;
  topLevel: string;
  leaf: string;
  topCount: number;
  leafCount: number;
  queries: string[];
  productIds: string[];
  image: string;
};

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4);

type Rows = (sql: string, ...params: string[]) => Promise<Record<string, unknown>[]>;

/** Runs `query` over the database; the SQL is quoted for both databases, `?` marks parameters. */
async function withDatabase<T>(databaseUrl: string, query: (rows: Rows) => Promise<T>): Promise<T> {
  if (dbProvider(databaseUrl) === "sqlite") {
    const db = new Database(sqlitePath(databaseUrl), { readonly: true, fileMustExist: true });
    try {
      return await query(async (sql, ...params) => db.prepare(sql).all(...params) as Record<string, unknown>[]);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await query(async (sql, ...params) => {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as Record<string, unknown>[];
    });
  } finally {
    await client.end();
  }
}

/** The targets of the world in this database, or null when it holds no shop selling anything. */
export function findTargets(databaseUrl: string): Promise<Targets | null> {
  return withDatabase(databaseUrl, async (rows) => {
    const [shop] = (await rows(
      `SELECT h."id" AS id, h."displayName" AS name, COUNT(DISTINCT s."id") AS stores, COUNT(*) AS n
       FROM "StoreProduct" sp JOIN "Store" s ON s."id" = sp."storeId" JOIN "Shop" h ON h."id" = s."shopId"
       WHERE h."shopGroup" != 'private'
       GROUP BY h."id", h."displayName" ORDER BY n DESC, h."id" LIMIT 1`,
    )) as { id: string; name: string; stores: number | string }[];
    if (!shop) return null;
    const perCategory = (
      (await rows(
        `SELECT c."path" AS path, COUNT(DISTINCT p."id") AS n
         FROM "StoreProduct" sp JOIN "Store" s ON s."id" = sp."storeId" JOIN "Product" p ON p."id" = sp."productId"
         JOIN "Category" c ON c."id" = p."categoryId"
         WHERE s."shopId" = ? GROUP BY c."path" ORDER BY n DESC, c."path"`,
        shop.id,
      )) as { path: string; n: number | string }[]
    ).map((c) => ({ path: c.path, n: Number(c.n) }));
    const leaf = perCategory[0];
    const topLevel = leaf.path.split(" > ")[0];
    const topCount = perCategory.filter((c) => c.path.startsWith(topLevel)).reduce((a, c) => a + c.n, 0);
    const products = (await rows(
      `SELECT DISTINCT p."id" AS id, p."name" AS name, p."brand" AS brand
       FROM "StoreProduct" sp JOIN "Store" s ON s."id" = sp."storeId" JOIN "Product" p ON p."id" = sp."productId"
       WHERE s."shopId" = ? ORDER BY p."id" LIMIT 400`,
      shop.id,
    )) as { id: string; name: string; brand: string }[];
    const vocab = [...new Set(products.flatMap((p) => words(`${p.name} ${p.brand}`)))];
    const queries = [
      ...vocab.slice(0, 40),
      ...vocab.slice(0, 40).map((w) => w.slice(0, 3)),
      ...vocab.slice(0, 20).map((w, i) => `${w} ${vocab[(i * 7 + 3) % vocab.length]}`),
      ...vocab
        .filter((w) => w.length >= 6)
        .slice(0, 20)
        .map((w) => w.slice(0, 2) + w.slice(3)),
    ];
    const [image] = (await rows(`SELECT "name" AS name FROM "ProductImage" ORDER BY "id" LIMIT 1`)) as {
      name: string;
    }[];
    return {
      shopId: shop.id,
      shopName: shop.name,
      storeCount: Number(shop.stores),
      topLevel,
      leaf: leaf.path,
      topCount,
      leafCount: leaf.n,
      queries,
      productIds: products.slice(0, 100).map((p) => p.id),
      image: image?.name ?? "",
    };
  });
}

export type BasketTargets = { userId: string; shopId: string; productIds: string[] };

/**
 * The optimizer's cart: the demo customer, the open public shop with a store nearest `near`
 * that holds `lines` products with stock, and those products.
 */
export function basketTargets(
  dataDir: string,
  near: { lat: number; lng: number },
  lines: number,
): BasketTargets | null {
  const db = new Database(path.join(dataDir, "galli.db"), { readonly: true });
  try {
    const user = db.prepare(`SELECT id FROM User WHERE mobile = '9876543210'`).pluck().get() as string | undefined;
    if (!user) return null;
    const stores = db
      .prepare(
        `SELECT s.id AS id, s.shopId AS shopId FROM Store s JOIN Shop h ON h.id = s.shopId
         WHERE h.shopGroup = 'public' AND h.isOpen = 1 AND s.lat BETWEEN ? AND ? AND s.lng BETWEEN ? AND ?
         ORDER BY (s.lat - ?) * (s.lat - ?) + (s.lng - ?) * (s.lng - ?), s.id LIMIT 50`,
      )
      .all(
        near.lat - 0.05,
        near.lat + 0.05,
        near.lng - 0.05,
        near.lng + 0.05,
        near.lat,
        near.lat,
        near.lng,
        near.lng,
      ) as {
      id: string;
      shopId: string;
    }[];
    const stocked = db
      .prepare(`SELECT productId FROM StoreProduct WHERE storeId = ? AND stock >= 2 ORDER BY productId LIMIT ?`)
      .pluck();
    for (const s of stores) {
      const productIds = stocked.all(s.id, lines) as string[];
      if (productIds.length === lines) return { userId: user, shopId: s.shopId, productIds };
    }
    return null;
  } finally {
    db.close();
  }
}

/** basketTargets for either database: the SQLite file under dataDir, or a PostgreSQL URL. */
export async function findBasketTargets(
  databaseUrl: string,
  dataDir: string,
  near: { lat: number; lng: number },
  lines: number,
): Promise<BasketTargets | null> {
  if (dbProvider(databaseUrl) === "sqlite") return basketTargets(dataDir, near, lines);
  return withDatabase(databaseUrl, async (rows) => {
    const [user] = await rows(`SELECT "id" FROM "User" WHERE "mobile" = '9876543210'`);
    if (!user) return null;
    const box = [near.lat - 0.05, near.lat + 0.05, near.lng - 0.05, near.lng + 0.05].map(String);
    const stores = await rows(
      `SELECT s."id" AS "id", s."shopId" AS "shopId" FROM "Store" s JOIN "Shop" h ON h."id" = s."shopId"
       WHERE h."shopGroup" = 'public' AND h."isOpen" AND s."lat" BETWEEN ?::float8 AND ?::float8
         AND s."lng" BETWEEN ?::float8 AND ?::float8
       ORDER BY (s."lat" - ?::float8) ^ 2 + (s."lng" - ?::float8) ^ 2, s."id" LIMIT 50`,
      ...box,
      String(near.lat),
      String(near.lng),
    );
    for (const st of stores) {
      const products = await rows(
        `SELECT "productId" FROM "StoreProduct" WHERE "storeId" = ? AND "stock" >= 2 ORDER BY "productId" LIMIT ?::int`,
        String(st.id),
        String(lines),
      );
      if (products.length === lines)
        return { userId: String(user.id), shopId: String(st.shopId), productIds: products.map((r) => String(r.productId)) };
    }
    return null;
  });
}
