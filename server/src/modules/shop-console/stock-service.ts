// Stock and prices in the merchant console: a store's products (search, out of stock) and one
// product's stock, selling price and offer, changed through the inventory API's own plan and write
// (the same item rules as POST /api/update; the read-epoch triggers make customers see it at once).
// Every change is in the audit log, in the same transaction.
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE, ITEM_ERROR_CODE } from "../../contract/errors";
import { toRupees } from "../../lib/money";
import type { ConsoleStore, StockItem, StockQuery, StockUpdateBody } from "../../contract/console-stock";
import { applyPlan, planChanges, PRICE_ABOVE_MRP } from "../inventory/public";
import { recordAudit } from "./audit";
import { ownStore, type StaffContext } from "./guard";

const itemSelect = {
  productCode: true,
  stock: true,
  sellingPrice: true,
  offerPercent: true,
  taxPercent: true,
  updatedAt: true,
  product: { select: { id: true, name: true, nameHi: true, brand: true, unit: true, mrp: true } },
} as const satisfies Prisma.StoreProductSelect;
type ItemRow = Prisma.StoreProductGetPayload<{ select: typeof itemSelect }>;

function toItem(r: ItemRow): StockItem {
  return {
    product_code: r.productCode,
    product_id: r.product.id,
    product_name: r.product.name,
    product_name_hi: r.product.nameHi,
    brand: r.product.brand,
    unit: r.product.unit,
    mrp: toRupees(r.product.mrp),
    stock: r.stock,
    selling_price: toRupees(r.sellingPrice),
    offer: r.offerPercent,
    tax: r.taxPercent,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The stores of the member's shops, with their shop, oldest shop first. */
export async function consoleStores(db: Db, staff: StaffContext): Promise<ConsoleStore[]> {
  const rows = await db.store.findMany({
    where: { id: { in: staff.storeIds } },
    select: { id: true, storeKey: true, name: true, area: true, shop: { select: { id: true, displayName: true } } },
    orderBy: [{ shopId: "asc" }, { createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((s) => ({
    store_id: s.id,
    store_key: s.storeKey,
    name: s.name,
    area: s.area,
    shop_id: s.shop.id,
    shop_name: s.shop.displayName,
  }));
}

export async function listStock(db: Db, staff: StaffContext, q: StockQuery) {
  const storeId = ownStore(staff, q.store_id);
  const text = q.q;
  const where: Prisma.StoreProductWhereInput = {
    storeId,
    ...(q.out_of_stock === "1" ? { stock: 0 } : {}),
    ...(text
      ? {
          OR: [
            { productCode: { contains: text } },
            { product: { name: { contains: text } } },
            { product: { nameHi: { contains: text } } },
            { product: { brand: { contains: text } } },
          ],
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.storeProduct.count({ where }),
    db.storeProduct.findMany({
      where,
      select: itemSelect,
      orderBy: [{ product: { name: "asc" } }, { productCode: "asc" }],
      skip: q.skip,
      take: q.limit,
    }),
  ]);
  return { store_id: storeId, total, items: rows.map(toItem) };
}

/**
 * Sets one product's stock, selling price (paise) and offer (offer kept when not sent). The body
 * was checked with /api/update's item rules; the plan refuses what only the data can tell (a code
 * this store does not sell: 404; a price above the MRP: 400 on selling_price).
 */
export async function updateStock(
  db: Db,
  staff: StaffContext,
  target: { storeId: string; productCode: string },
  body: StockUpdateBody,
  now: Date,
): Promise<StockItem> {
  const storeId = ownStore(staff, target.storeId);
  const store = await db.store.findUnique({ where: { id: storeId }, select: { id: true, storeKey: true } });
  if (!store) throw new AppError(ERROR_CODE.STORE_NOT_FOUND);
  return db.$transaction(
    async (tx) => {
      const { selling_price: sellingPrice, ...rest } = body;
      const plan = await planChanges(tx, staff.merchantId, store, [
        { index: 0, item: { product_code: target.productCode, sellingPrice, ...rest } },
      ]);
      const refused = plan.errors[0];
      if (refused) {
        if (refused.code === ITEM_ERROR_CODE.UNKNOWN_PRODUCT_CODE)
          throw new AppError(ERROR_CODE.STORE_PRODUCT_NOT_FOUND, undefined, { store_id: storeId });
        const errors = refused.message === PRICE_ABOVE_MRP ? [{ path: "selling_price", message: refused.message }] : undefined;
        throw new AppError(ERROR_CODE.VALIDATION_FAILED, refused.message, errors ? { errors } : undefined);
      }
      await applyPlan(tx, plan, now);
      const change = plan.items[0].change;
      await recordAudit(tx, staff, {
        action: change.after.stock === 0 && change.before.stock !== 0 ? "stock.out_of_stock" : "stock.update",
        entity: "store_product",
        entityId: `${store.storeKey}/${target.productCode}`,
        before: { stock: change.before.stock, selling_price: change.before.selling_price, offer: change.before.offer },
        after: { stock: change.after.stock, selling_price: change.after.selling_price, offer: change.after.offer },
      });
      const row = await tx.storeProduct.findUniqueOrThrow({
        where: { storeId_productCode: { storeId, productCode: target.productCode } },
        select: itemSelect,
      });
      return toItem(row);
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}
