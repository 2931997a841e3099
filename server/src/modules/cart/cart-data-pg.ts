// The cart's data port (cart-data.ts) on PostgreSQL at READ COMMITTED (lib/transact.ts runs a
// port with a `pg` build so). The Prisma build's reads and writes, plus the customer lock: the
// first read of a customer's own rows (their preferences, cart, basket facts, balance) locks the
// customer's User row (`FOR NO KEY UPDATE`), so a customer's cart changes and orders run one after
// another as on SQLite's single writer, while different customers never wait for each other. Stock
// is taken by a conditional update (`stock >= qty`), which PostgreSQL re-checks on the newest row
// after waiting for its lock: never below zero without any retry. The customer's cart is read in
// one statement after the lock (a statement that waited for a lock still reads from the snapshot
// it began with, so the lock and the reads that depend on it are separate statements).
import { Prisma, type Cart, type CartLine } from "../../generated/prisma/client";
import type { CartData, KeyLine } from "./cart-data";
import { prismaCartData } from "./cart-data-prisma";

type Raw = Pick<Prisma.TransactionClient, "$queryRaw">;

/** Locks the customer (the transaction's own lock from then on); their preferences, null for no such customer. */
export async function lockCustomer(
  tx: Raw,
  userId: string,
): Promise<{ deliveryType: number; isNewCustomer: boolean } | null> {
  const rows = await tx.$queryRaw<{ deliveryType: number; isNewCustomer: boolean }[]>(
    Prisma.sql`SELECT "deliveryType", "isNewCustomer" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`,
  );
  return rows[0] ?? null;
}

type CartRow = {
  id: string;
  userId: string;
  shopId: string | null;
  isPrivate: boolean;
  deliveryType: number;
  customStoreId: string | null;
  updatedAt: Date;
  lineId: string | null;
  productId: string | null;
  storeId: string | null;
  qty: number | null;
  createdAt: Date | null;
};

/** The customer's cart and its lines (oldest first, ties by id) in one statement. */
async function readCart(tx: Raw, userId: string): Promise<{ cart: Cart; lines: CartLine[] } | null> {
  const rows = await tx.$queryRaw<CartRow[]>(Prisma.sql`
    SELECT c."id", c."userId", c."shopId", c."isPrivate", c."deliveryType", c."customStoreId", c."updatedAt",
           l."id" AS "lineId", l."productId", l."storeId", l."qty", l."createdAt"
    FROM "Cart" c LEFT JOIN "CartLine" l ON l."cartId" = c."id"
    WHERE c."userId" = ${userId}
    ORDER BY l."createdAt" ASC, l."id" ASC`);
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

/** The cart's port on PostgreSQL, inside a READ COMMITTED transaction (`tx`). */
export function pgCartData(tx: Prisma.TransactionClient): CartData {
  const locked = new Set<string>();
  const lock = async (userId: string) => {
    if (locked.has(userId)) return;
    await lockCustomer(tx, userId);
    locked.add(userId);
  };
  return {
    ...prismaCartData(tx),
    userPrefs: async (userId) => {
      const prefs = await lockCustomer(tx, userId);
      locked.add(userId);
      return prefs;
    },
    cart: async (userId) => {
      await lock(userId);
      return readCart(tx, userId);
    },
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
    takeStock: async (storeId, productId, qty) => {
      const taken = await tx.$executeRaw(Prisma.sql`
        UPDATE "StoreProduct" SET "stock" = "stock" - ${qty}, "updatedAt" = ${new Date()}
        WHERE "storeId" = ${storeId} AND "productId" = ${productId} AND "stock" >= ${qty}`);
      return taken === 1;
    },
  };
}
