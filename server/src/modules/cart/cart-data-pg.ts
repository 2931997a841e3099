// The cart's data port (cart-data.ts) on PostgreSQL: plain SQL on one connection of the app's pool
// inside a READ COMMITTED transaction (lib/pg-tx.ts; lib/transact.ts picks this build on
// PostgreSQL). It reads and writes the rows its Prisma twin (cart-data-prisma.ts) does, with the
// customer lock: the first read of a customer's own rows (their preferences, cart, basket facts)
// locks the customer's User row (`FOR NO KEY UPDATE`), so one customer's cart changes and orders
// run one after another, as on SQLite's single writer, while different customers never wait for
// each other. Stock is taken by a conditional update (`stock >= qty`), which PostgreSQL re-checks
// on the newest row after waiting for its lock: never below zero, no retry. A statement that waited
// for a lock still reads from the snapshot it began with, so the lock and the reads that depend on
// it are separate statements. cart-data.test.ts runs the same cases on every build.
import type { Cart, CartLine, Shop, Store } from "../../generated/prisma/client";
import type { PgTx } from "../../lib/pg-tx";
import { insertPgRows } from "../../lib/pg-rows";
import type { CartData, KeyLine, OfferRow, PricingShop, ProductFacts } from "./cart-data";

/** Locks the customer for the rest of the transaction; their preferences, null for no such customer. */
export async function lockCustomer(
  tx: PgTx,
  userId: string,
): Promise<{ deliveryType: number; isNewCustomer: boolean } | null> {
  const [row] = await tx.rows<{ deliveryType: number; isNewCustomer: boolean }>(
    `SELECT "deliveryType", "isNewCustomer" FROM "User" WHERE "id" = $1 FOR NO KEY UPDATE`,
    [userId],
  );
  return row ?? null;
}

type CartRow = Cart & {
  lineId: string | null;
  productId: string | null;
  storeId: string | null;
  qty: number | null;
  createdAt: Date | null;
};

/** The customer's cart and its lines (oldest first, ties by id) in one statement. */
async function readCart(tx: PgTx, userId: string): Promise<{ cart: Cart; lines: CartLine[] } | null> {
  const rows = await tx.rows<CartRow>(
    `SELECT c."id", c."userId", c."shopId", c."isPrivate", c."deliveryType", c."customStoreId", c."updatedAt",
            l."id" AS "lineId", l."productId", l."storeId", l."qty", l."createdAt"
     FROM "Cart" c LEFT JOIN "CartLine" l ON l."cartId" = c."id"
     WHERE c."userId" = $1 ORDER BY l."createdAt" ASC, l."id" ASC`,
    [userId],
  );
  if (rows.length === 0) return null;
  const [r] = rows;
  const cart: Cart = {
    id: r.id,
    userId: r.userId,
    shopId: r.shopId,
    isPrivate: r.isPrivate,
    deliveryType: r.deliveryType,
    customStoreId: r.customStoreId,
    updatedAt: r.updatedAt,
  };
  const lines: CartLine[] = rows
    .filter((l) => l.lineId !== null)
    .map((l) => ({
      id: l.lineId!,
      cartId: r.id,
      productId: l.productId!,
      storeId: l.storeId!,
      qty: l.qty!,
      createdAt: l.createdAt!,
    }));
  return { cart, lines };
}

export function pgCartData(tx: PgTx, clock: () => Date = () => new Date()): CartData {
  const locked = new Set<string>();
  const lock = async (userId: string) => {
    if (locked.has(userId)) return;
    await lockCustomer(tx, userId);
    locked.add(userId);
  };
  const one = async <T>(sql: string, params: unknown[]) => (await tx.rows<T>(sql, params))[0] ?? null;
  return {
    userPrefs: async (userId) => {
      const prefs = await lockCustomer(tx, userId);
      locked.add(userId);
      return prefs;
    },
    shop: (shopId) => one<Shop>(`SELECT * FROM "Shop" WHERE "id" = $1`, [shopId]),
    productName: (productId) =>
      one<{ id: string; name: string }>(`SELECT "id", "name" FROM "Product" WHERE "id" = $1`, [productId]),
    stores: (shopId) =>
      tx.rows<Store>(`SELECT * FROM "Store" WHERE "shopId" = $1 ORDER BY "createdAt", "id"`, [shopId]),
    offers: (productIds, storeIds) =>
      productIds.length === 0 || storeIds.length === 0
        ? []
        : tx.rows<OfferRow>(
            `SELECT "storeId", "productId", "sellingPrice", "offerPercent", "taxPercent", "stock" FROM "StoreProduct"
             WHERE "productId" = ANY($1::text[]) AND "storeId" = ANY($2::text[])`,
            [productIds, storeIds],
          ),
    pricingShops: (shopIds) =>
      shopIds.length === 0
        ? []
        : tx.rows<PricingShop>(
            `SELECT "id", "deliveryCharge", "packagingCharge", "freeDeliveryFrom", "selfPickup", "shopGroup", "isOpen", "privateIsOpen",
                    "temporarilyClosed", "weeklyHours", "holidays"
             FROM "Shop" WHERE "id" = ANY($1::text[])`,
            [shopIds],
          ),
    storesOfShops: (shopIds) =>
      shopIds.length === 0
        ? []
        : tx.rows<{ id: string; shopId: string }>(
            `SELECT "id", "shopId" FROM "Store" WHERE "shopId" = ANY($1::text[]) ORDER BY "createdAt", "id"`,
            [shopIds],
          ),
    products: async (productIds) => {
      if (productIds.length === 0) return [];
      return tx.rows<ProductFacts>(
        `SELECT p."id", p."name", p."nameHi", p."unit", p."categoryId",
                COALESCE(ARRAY(SELECT i."name" FROM "ProductImage" i WHERE i."productId" = p."id" ORDER BY i."position"), '{}') AS "images"
         FROM "Product" p WHERE p."id" = ANY($1::text[])`,
        [productIds],
      );
    },
    cart: async (userId) => {
      await lock(userId);
      return readCart(tx, userId);
    },
    createCart: async (data) => (await insertPgRows<Cart>(tx, "Cart", [data], clock(), true))[0],
    updateCart: async (cartId, data) =>
      (
        await tx.rows<Cart>(
          `UPDATE "Cart" SET "shopId" = $1, "isPrivate" = $2, "customStoreId" = $3, "updatedAt" = $4 WHERE "id" = $5 RETURNING *`,
          [data.shopId, data.isPrivate, data.customStoreId, clock(), cartId],
        )
      )[0],
    deleteLines: (cartId, productId) =>
      productId
        ? tx.run(`DELETE FROM "CartLine" WHERE "cartId" = $1 AND "productId" = $2`, [cartId, productId])
        : tx.run(`DELETE FROM "CartLine" WHERE "cartId" = $1`, [cartId]),
    insertLines: (lines) => insertPgRows(tx, "CartLine", lines, clock()),
    countLines: async (cartId) =>
      (await tx.rows<{ n: number }>(`SELECT count(*)::int AS n FROM "CartLine" WHERE "cartId" = $1`, [cartId]))[0].n,
    cartKeyFacts: async (userId) => {
      const prefs = await lockCustomer(tx, userId);
      locked.add(userId);
      if (!prefs) return null;
      const found = await readCart(tx, userId);
      const lines: KeyLine[] = (found?.lines ?? []).map((l) => ({
        productId: l.productId,
        storeId: l.storeId,
        qty: l.qty,
        createdAt: l.createdAt,
      }));
      return {
        deliveryType: prefs.deliveryType,
        cart: found ? { shopId: found.cart.shopId, customStoreId: found.cart.customStoreId, lines } : null,
      };
    },
    takeStock: async (storeId, productId, qty) =>
      (await tx.run(
        `UPDATE "StoreProduct" SET "stock" = "stock" - $1, "updatedAt" = $2
         WHERE "storeId" = $3 AND "productId" = $4 AND "stock" >= $1`,
        [qty, clock(), storeId, productId],
      )) === 1,
  };
}
