// The cart's data port (cart-data.ts) on SQLite: prepared statements on the connection Prisma's
// adapter opened, run synchronously inside one transaction (lib/transact.ts). Reads and writes the
// rows exactly as its Prisma twin (cart-data-prisma.ts); cart-data.test.ts runs both on the same cases.
import type { Cart, CartLine, Shop, Store } from "../../generated/prisma/client";
import type { SqliteConnection } from "../../lib/sqlite-connection";
import { insertRow, insertRows, readRow, sqlValue } from "../../lib/sqlite-rows";
import type { CartData, OfferRow, PricingShop, ProductFacts } from "./cart-data";

const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

export function sqliteCartData(c: SqliteConnection, clock: () => Date = () => new Date()): CartData {
  const one = <T>(table: string, sql: string, ...args: unknown[]): T | null => {
    const row = c.statement(sql).get(...args) as Record<string, unknown> | undefined;
    return row ? readRow<T>(c, table, row) : null;
  };
  const all = <T>(table: string, sql: string, ...args: unknown[]): T[] =>
    (c.statement(sql).all(...args) as Record<string, unknown>[]).map((r) => readRow<T>(c, table, r));

  return {
    userPrefs: (userId) =>
      one<{ deliveryType: number; isNewCustomer: boolean }>(
        "User",
        `SELECT "deliveryType", "isNewCustomer" FROM "User" WHERE "id" = ?`,
        userId,
      ),
    shop: (shopId) => one<Shop>("Shop", `SELECT * FROM "Shop" WHERE "id" = ?`, shopId),
    productName: (productId) =>
      one<{ id: string; name: string }>("Product", `SELECT "id", "name" FROM "Product" WHERE "id" = ?`, productId),
    stores: (shopId) =>
      all<Store>("Store", `SELECT * FROM "Store" WHERE "shopId" = ? ORDER BY "createdAt", "id"`, shopId),
    offers: (productIds, storeIds) =>
      productIds.length === 0 || storeIds.length === 0
        ? []
        : (c
            .statement(
              `SELECT "storeId", "productId", "sellingPrice", "offerPercent", "taxPercent", "stock" FROM "StoreProduct"
               WHERE "productId" IN (${marks(productIds.length)}) AND "storeId" IN (${marks(storeIds.length)})`,
            )
            .all(...productIds, ...storeIds) as OfferRow[]),
    pricingShops: (shopIds) =>
      shopIds.length === 0
        ? []
        : all<PricingShop>(
            "Shop",
            `SELECT "id", "deliveryCharge", "packagingCharge", "freeDeliveryFrom", "selfPickup", "shopGroup", "isOpen", "privateIsOpen",
                    "temporarilyClosed", "weeklyHours", "holidays"
             FROM "Shop" WHERE "id" IN (SELECT "value" FROM json_each(?))`,
            JSON.stringify(shopIds),
          ),
    storesOfShops: (shopIds) =>
      shopIds.length === 0
        ? []
        : (c
            .statement(
              `SELECT "id", "shopId" FROM "Store" WHERE "shopId" IN (SELECT "value" FROM json_each(?)) ORDER BY "createdAt", "id"`,
            )
            .all(JSON.stringify(shopIds)) as { id: string; shopId: string }[]),
    products: (productIds) => {
      if (productIds.length === 0) return [];
      const rows = c
        .statement(`SELECT "id", "name", "nameHi", "unit", "categoryId" FROM "Product" WHERE "id" IN (${marks(productIds.length)})`)
        .all(...productIds) as Omit<ProductFacts, "images">[];
      const images = c
        .statement(
          `SELECT "productId", "name" FROM "ProductImage" WHERE "productId" IN (${marks(productIds.length)}) ORDER BY "position"`,
        )
        .all(...productIds) as { productId: string; name: string }[];
      return rows.map((p) => ({ ...p, images: images.filter((i) => i.productId === p.id).map((i) => i.name) }));
    },
    cart: (userId) => {
      const cart = one<Cart>("Cart", `SELECT * FROM "Cart" WHERE "userId" = ?`, userId);
      if (!cart) return null;
      const lines = all<CartLine>(
        "CartLine",
        `SELECT * FROM "CartLine" WHERE "cartId" = ? ORDER BY "createdAt", "id"`,
        cart.id,
      );
      return { cart, lines };
    },
    createCart: (data) => insertRow<Cart>(c, "Cart", data, clock()),
    updateCart: (cartId, data) =>
      readRow<Cart>(
        c,
        "Cart",
        c
          .statement(
            `UPDATE "Cart" SET "shopId" = ?, "isPrivate" = ?, "customStoreId" = ?, "updatedAt" = ? WHERE "id" = ? RETURNING *`,
          )
          .get(data.shopId, sqlValue(data.isPrivate), data.customStoreId, sqlValue(clock()), cartId) as Record<
          string,
          unknown
        >,
      ),
    deleteLines: (cartId, productId) =>
      productId
        ? c.statement(`DELETE FROM "CartLine" WHERE "cartId" = ? AND "productId" = ?`).run(cartId, productId)
        : c.statement(`DELETE FROM "CartLine" WHERE "cartId" = ?`).run(cartId),
    insertLines: (lines) => insertRows(c, "CartLine", lines, clock()),
    countLines: (cartId) =>
      (c.statement(`SELECT count(*) AS n FROM "CartLine" WHERE "cartId" = ?`).get(cartId) as { n: number }).n,
    takeStock: (storeId, productId, qty) =>
      c
        .statement(
          `UPDATE "StoreProduct" SET "stock" = "stock" - ?, "updatedAt" = ? WHERE "storeId" = ? AND "productId" = ? AND "stock" >= ?`,
        )
        .run(qty, sqlValue(clock()), storeId, productId, qty).changes === 1,
  };
}
