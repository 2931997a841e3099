// The shop and stores a catalogue call is about: unknown shops, shops that are not live (onboarding
// or suspended: customers see only live shops), and stores that are not the shop's, answer 404
// before any product query runs.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";

export type ShopScope = { shopId: string; storeIds: string[] };

export const shopNotFound = () => new AppError(ERROR_CODE.SHOP_NOT_FOUND);
export const storeNotFound = () => new AppError(ERROR_CODE.STORE_NOT_FOUND);
export const productNotFound = () => new AppError(ERROR_CODE.PRODUCT_NOT_FOUND);

/** The shop's stores named in `stores` (all of them when none are named). */
export async function resolveScope(db: Db, shopId: string, stores: string[]): Promise<ShopScope> {
  const shop = await db.shop.findUnique({
    where: { id: shopId },
    select: { id: true, status: true, stores: { select: { id: true } } },
  });
  if (!shop || shop.status !== "live") throw shopNotFound();
  const own = shop.stores.map((s) => s.id);
  if (stores.length === 0) return { shopId, storeIds: own };
  const ownSet = new Set(own);
  if (stores.some((s) => !ownSet.has(s))) throw storeNotFound();
  return { shopId, storeIds: [...new Set(stores)] };
}
