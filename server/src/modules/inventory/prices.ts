// The one way a store product's price changes: stock, selling price, offer and tax of existing
// store products, in paise, under the MRP rule. /api/update (rupees, converted at its edge) and the
// console's stock page come through the inventory plan (plan.ts); the console's catalogue page
// through its offers (shop-console/catalogue-offers.ts). All three refuse a selling price above
// the MRP with the same message, and all three write with one UPDATE ... FROM VALUES (sql.ts).
import type { Prisma } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CATALOGUE_MESSAGES } from "../../contract/catalogue-constants";
import { writeStoreProducts, type StoreProductWrite } from "./sql";

/** The refusal every entry gives a selling price above the MRP. */
export const PRICE_ABOVE_MRP = CATALOGUE_MESSAGES.priceAboveMrp;

/** Both in paise; an MRP of 0 (not known yet) sets no limit. */
export function priceAboveMrp(sellingPrice: number, mrp: number): boolean {
  return mrp > 0 && sellingPrice > mrp;
}

/** One store product's new values (paise), with its product's MRP (paise) for the rule. */
export type PriceChange = StoreProductWrite & { mrp: number };

/**
 * Writes the changes and stamps each row lastSyncedAt. Callers refuse a price above the MRP first,
 * in their own words (an item error, a field path); this refuses it again so no path can write one.
 */
export async function changePrices(tx: Prisma.TransactionClient, changes: PriceChange[], now: Date): Promise<void> {
  if (changes.some((c) => priceAboveMrp(c.sellingPrice, c.mrp))) {
    throw new AppError(ERROR_CODE.VALIDATION_FAILED, PRICE_ABOVE_MRP, {
      errors: [{ path: "selling_price", message: PRICE_ABOVE_MRP }],
    });
  }
  await writeStoreProducts(
    tx,
    changes.map(({ id, stock, sellingPrice, offer, tax }) => ({ id, stock, sellingPrice, offer, tax })),
    now,
  );
}
