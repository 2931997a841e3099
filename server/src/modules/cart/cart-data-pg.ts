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
import { prepared, type PgTx } from "../../lib/pg-tx";
import { insertPgRows } from "../../lib/pg-rows";
import type { CartData, OfferRow, PricingShop, ProductFacts } from "./cart-data";

/** Locks the customer for the rest of the transaction; their preferences, null for no such customer. */
export async function lockCustomer(
  tx: PgTx,
  userId: string,
): Promise<{ deliveryType: number; isNewCustomer: boolean } | null> {
  const [row] = await tx.rows<{ deliveryType: number; isNewCustomer: boolean }>(lockSql(tx), [userId]);
  return row ?? null;
}

type CartRow = Cart & {
  lineId: string | null;
  productId: string | null;
  storeId: string | null;
  qty: number | null;
  createdAt: Date | null;
};

const CART_SQL =
  prepared(`SELECT c."id", c."userId", c."shopId", c."isPrivate", c."deliveryType", c."customStoreId", c."updatedAt",
            l."id" AS "lineId", l."productId", l."storeId", l."qty", l."createdAt"
     FROM "Cart" c LEFT JOIN "CartLine" l ON l."cartId" = c."id"
     WHERE c."userId" = $1 ORDER BY l."createdAt" ASC, l."id" ASC`);

function cartOf(rows: CartRow[]): { cart: Cart; lines: CartLine[] } | null {
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

/** The customer's cart and its lines (oldest first, ties by id) in one statement. */
const readCart = async (tx: PgTx, userId: string) => cartOf(await tx.rows<CartRow>(CART_SQL, [userId]));

const PREFS_SQL = prepared(`SELECT "deliveryType", "isNewCustomer" FROM "User" WHERE "id" = $1`);
const LOCK_SQL = prepared(`${PREFS_SQL} FOR NO KEY UPDATE`);
/** Reads alone (pgRead) take no lock: nothing they read is written back. */
const lockSql = (tx: PgTx) => (tx.readOnly ? PREFS_SQL : LOCK_SQL);
const OFFER_COLUMNS = `"storeId", "productId", "sellingPrice", "offerPercent", "taxPercent", "stock"`;
const PRODUCT_COLUMNS = `p."id", p."name", p."nameHi", p."unit", p."categoryId",
  COALESCE(ARRAY(SELECT i."name" FROM "ProductImage" i WHERE i."productId" = p."id" ORDER BY i."position"), '{}') AS "images"`;
const STORES_SQL = prepared(`SELECT * FROM "Store" WHERE "shopId" = $1 ORDER BY "createdAt", "id"`);
const SHOP_SQL = prepared(`SELECT * FROM "Shop" WHERE "id" = $1`);
/**
 * The products named ($1), and those in the customer's cart ($2): one set the planner can join by
 * key (an `OR` of the two read every product).
 */
const WANTED = `SELECT unnest($1::text[]) AS "id" UNION
  SELECT l."productId" FROM "CartLine" l JOIN "Cart" c ON c."id" = l."cartId" WHERE c."userId" = $2`;
/**
 * The offers of those products at the shop's ($3) stores, each by its key (`LIMIT 1` keeps the
 * generic plan from reading every offer of the stores).
 */
const PREFETCH_OFFERS_SQL =
  prepared(`SELECT sp."id", sp."storeId", sp."productId", sp."sellingPrice", sp."offerPercent", sp."taxPercent", sp."stock"
  FROM "Store" s CROSS JOIN (${WANTED}) w
  CROSS JOIN LATERAL (SELECT * FROM "StoreProduct" x WHERE x."storeId" = s."id" AND x."productId" = w."id" LIMIT 1) sp
  WHERE s."shopId" = $3`);
const PREFETCH_PRODUCTS_SQL = prepared(`SELECT ${PRODUCT_COLUMNS} FROM "Product" p WHERE p."id" IN (${WANTED})`);

/**
 * What a cart change or a checkout reads first, read in one message (PgTx.batch): the customer's
 * lock, their cart, the shop, its stores, and the offers and facts of the products named and of
 * those in the cart. Each port call below is answered from it while the transaction has written
 * nothing since, and when it asks for no more than was read (a cart of another shop reads anew).
 */
type Prefetched = {
  writes: number;
  userId: string;
  shopId: string;
  prefs: { deliveryType: number; isNewCustomer: boolean } | null;
  cart: { cart: Cart; lines: CartLine[] } | null;
  shop: Shop | null;
  stores: Store[];
  productIds: Set<string>;
  /** With each shelf row's id (ids never change: usable after writes too). */
  offers: (OfferRow & { id: string })[];
  products: ProductFacts[];
  /** The rows of the extra reads, in order. */
  extra: unknown[][];
};

/**
 * A read another port adds to the prefetch (the checkout's: the customer's balance, the webhook
 * endpoints of the shop's stores).
 */
export type ExtraRead = { sql: string; params: (userId: string, shopId: string) => unknown[] };

async function prefetchFor(
  tx: PgTx,
  userId: string,
  shopId: string,
  productIds: string[],
  extra: ExtraRead[],
): Promise<Prefetched> {
  const [prefs, cart, shop, stores, offers, products, ...more] = await tx.batch([
    { sql: lockSql(tx), params: [userId] },
    { sql: CART_SQL, params: [userId] },
    { sql: SHOP_SQL, params: [shopId] },
    { sql: STORES_SQL, params: [shopId] },
    { sql: PREFETCH_OFFERS_SQL, params: [productIds, userId, shopId] },
    { sql: PREFETCH_PRODUCTS_SQL, params: [productIds, userId] },
    ...extra.map((e) => ({ sql: e.sql, params: e.params(userId, shopId) })),
  ]);
  const found = cartOf(cart as CartRow[]);
  return {
    writes: tx.writes(),
    userId,
    shopId,
    prefs: (prefs[0] as Prefetched["prefs"]) ?? null,
    cart: found,
    shop: (shop[0] as Shop) ?? null,
    stores: stores as Store[],
    productIds: new Set([...productIds, ...(found?.lines ?? []).map((l) => l.productId)]),
    offers: offers as Prefetched["offers"],
    products: products as ProductFacts[],
    extra: more,
  };
}

const TAKE_STOCK = prepared(`UPDATE "StoreProduct" SET "stock" = "stock" - $1, "updatedAt" = $2
  WHERE "storeId" = $3 AND "productId" = $4 AND "stock" >= $1`);
const UPDATE_CART = prepared(
  `UPDATE "Cart" SET "shopId" = $1, "isPrivate" = $2, "customStoreId" = $3, "updatedAt" = $4 WHERE "id" = $5`,
);
const DELETE_LINE = prepared(`DELETE FROM "CartLine" WHERE "cartId" = $1 AND "productId" = $2`);
const DELETE_LINES = prepared(`DELETE FROM "CartLine" WHERE "cartId" = $1`);
const COUNT_LINES = prepared(`SELECT count(*)::int AS n FROM "CartLine" WHERE "cartId" = $1`);

export function pgCartData(
  tx: PgTx,
  clock: () => Date = () => new Date(),
  extra: ExtraRead[] = [],
): CartData & {
  prefetched(userId: string): unknown[][] | null;
  prefetchedUnwritten(storeId: string): unknown[][] | null;
  prefetchedShelfIds(
    storeIds: string[],
    productIds: string[],
  ): { id: string; storeId: string; productId: string }[] | null;
} {
  /** Customers locked in this transaction, with their preferences as read then. */
  const locked = new Map<string, { writes: number; prefs: Prefetched["prefs"] }>();
  let pre: Prefetched | null = null;
  /** The prefetched reads, while nothing was written since. */
  const fresh = () => (pre && pre.writes === tx.writes() ? pre : null);
  const covered = (p: Prefetched, productIds: string[]) => productIds.every((id) => p.productIds.has(id));
  /** The prefetch read the offers of these products at these stores. */
  const offersRead = (p: Prefetched, productIds: string[], storeIds: string[]) =>
    covered(p, productIds) && storeIds.every((id) => p.stores.some((st) => st.id === id));
  const lockRead = async (userId: string) => {
    const known = locked.get(userId);
    if (known && known.writes === tx.writes()) return known.prefs;
    const prefs = await lockCustomer(tx, userId);
    locked.set(userId, { writes: tx.writes(), prefs });
    return prefs;
  };
  const one = async <T>(sql: string, params: unknown[]) => (await tx.rows<T>(sql, params))[0] ?? null;
  /**
   * Carts as this transaction last read or wrote them. The customer's lock keeps every other
   * transaction off their cart, so a change here needs no RETURNING: it is queued (`laterOne`) and
   * the row is known.
   */
  const carts = new Map<string, Cart>();
  /**
   * The lines of each cart as this transaction last read or wrote them, and the transaction's
   * write count then: while no other write came after, a re-read of the cart (the answer after a
   * cart add) is answered from here, as the database would (the customer's lock keeps every other
   * transaction off these rows).
   */
  const lines = new Map<string, { lines: CartLine[]; writes: number }>();
  const knownCart = <T extends { cart: Cart; lines: CartLine[] } | null>(found: T): T => {
    if (found) {
      carts.set(found.cart.id, found.cart);
      lines.set(found.cart.id, { lines: found.lines, writes: tx.writes() });
    }
    return found;
  };
  /** Follows a write to a cart's lines, when the lines before it were known and current. */
  const changeLines = (cartId: string, before: number, change: (old: CartLine[]) => CartLine[]) => {
    const known = lines.get(cartId);
    if (known && known.writes === before) lines.set(cartId, { lines: change(known.lines), writes: tx.writes() });
    else lines.delete(cartId);
  };
  /** The customer's cart as the database holds it now, when this transaction knows it. */
  const modelled = (userId: string) => {
    for (const [cartId, cart] of carts) {
      if (cart.userId !== userId) continue;
      const known = lines.get(cartId);
      if (!known || known.writes !== tx.writes()) return null;
      const sorted = [...known.lines].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      return { cart, lines: sorted };
    }
    return null;
  };
  return {
    /** The extra reads' rows of this customer's prefetch, while nothing was written since. */
    prefetched: (userId) => {
      const p = fresh();
      return p && p.userId === userId ? p.extra : null;
    },
    /**
     * The extra reads' rows of the prefetch that read this store's shop, whatever was written
     * since: for rows the transaction never writes (the stores' webhook endpoints).
     */
    prefetchedUnwritten: (storeId) => (pre && pre.stores.some((st) => st.id === storeId) ? pre.extra : null),
    /** The shelf rows' ids of these stores and products from the prefetch, when it read them all. */
    prefetchedShelfIds: (storeIds, productIds) => {
      if (!pre || !offersRead(pre, productIds, storeIds)) return null;
      return pre.offers
        .filter((o) => storeIds.includes(o.storeId) && productIds.includes(o.productId))
        .map((o) => ({ id: o.id, storeId: o.storeId, productId: o.productId }));
    },
    prefetch: async (userId, shopId, productIds) => {
      pre = await prefetchFor(tx, userId, shopId, productIds, extra);
      knownCart(pre.cart);
      locked.set(userId, { writes: pre.writes, prefs: pre.prefs });
    },
    userPrefs: lockRead,
    shop: (shopId) => {
      const p = fresh();
      return p && p.shopId === shopId ? p.shop : one<Shop>(SHOP_SQL, [shopId]);
    },
    productName: (productId) => {
      const p = fresh();
      if (p && p.productIds.has(productId)) {
        const found = p.products.find((x) => x.id === productId);
        return found ? { id: found.id, name: found.name } : null;
      }
      return one<{ id: string; name: string }>(`SELECT "id", "name" FROM "Product" WHERE "id" = $1`, [productId]);
    },
    stores: (shopId) => {
      const p = fresh();
      return p && p.shopId === shopId ? p.stores : tx.rows<Store>(STORES_SQL, [shopId]);
    },
    offers: (productIds, storeIds) => {
      if (productIds.length === 0 || storeIds.length === 0) return [];
      const p = fresh();
      if (p && offersRead(p, productIds, storeIds)) {
        return p.offers.filter((o) => productIds.includes(o.productId) && storeIds.includes(o.storeId));
      }
      return tx.rows<OfferRow>(
        `SELECT ${OFFER_COLUMNS} FROM "StoreProduct" WHERE "productId" = ANY($1::text[]) AND "storeId" = ANY($2::text[])`,
        [productIds, storeIds],
      );
    },
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
    products: (productIds) => {
      if (productIds.length === 0) return [];
      const p = fresh();
      if (p && covered(p, productIds)) return p.products.filter((x) => productIds.includes(x.id));
      return tx.rows<ProductFacts>(`SELECT ${PRODUCT_COLUMNS} FROM "Product" p WHERE p."id" = ANY($1::text[])`, [
        productIds,
      ]);
    },
    cart: async (userId) => {
      const p = fresh();
      if (p && p.userId === userId) return p.cart;
      const known = modelled(userId);
      if (known) return known;
      if (!locked.has(userId)) await lockRead(userId);
      return knownCart(await readCart(tx, userId));
    },
    createCart: async (data) => {
      const [cart] = await insertPgRows<Cart>(tx, "Cart", [data], clock(), true);
      carts.set(cart.id, cart);
      lines.set(cart.id, { lines: [], writes: tx.writes() });
      return cart;
    },
    updateCart: async (cartId, data) => {
      const known = carts.get(cartId);
      const before = tx.writes();
      const now = clock();
      const params = [data.shopId, data.isPrivate, data.customStoreId, now, cartId];
      let cart: Cart;
      if (known) {
        tx.laterOne(UPDATE_CART, params, () => new Error(`The cart ${cartId} was removed during the transaction.`));
        cart = {
          ...known,
          shopId: data.shopId,
          isPrivate: data.isPrivate,
          customStoreId: data.customStoreId,
          updatedAt: now,
        };
      } else {
        cart = (await tx.rows<Cart>(`${UPDATE_CART} RETURNING *`, params))[0];
      }
      if (cart) carts.set(cartId, cart);
      changeLines(cartId, before, (old) => old);
      return cart;
    },
    deleteLines: (cartId, productId) => {
      const before = tx.writes();
      if (productId) tx.later(DELETE_LINE, [cartId, productId]);
      else tx.later(DELETE_LINES, [cartId]);
      changeLines(cartId, before, (old) => (productId ? old.filter((l) => l.productId !== productId) : []));
    },
    insertLines: async (added) => {
      const before = tx.writes();
      const rows = await insertPgRows<CartLine>(tx, "CartLine", added, clock());
      for (const cartId of new Set(rows.map((r) => r.cartId))) {
        const mine = rows.filter((r) => r.cartId === cartId);
        changeLines(cartId, before, (old) => [
          ...old,
          ...mine.map((r) => ({
            id: r.id,
            cartId: r.cartId,
            productId: r.productId,
            storeId: r.storeId,
            qty: r.qty,
            createdAt: r.createdAt,
          })),
        ]);
      }
      return rows;
    },
    countLines: async (cartId) => (await tx.rows<{ n: number }>(COUNT_LINES, [cartId]))[0].n,
    takeStock: async (storeId, productId, qty) => (await tx.run(TAKE_STOCK, [qty, clock(), storeId, productId])) === 1,
    takeStockAtCommit: (storeId, productId, qty, shortfall) =>
      tx.laterOne(TAKE_STOCK, [qty, clock(), storeId, productId], shortfall),
  };
}
