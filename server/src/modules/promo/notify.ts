// A customer asks to be told of new offers (of one shop, or of any shop). Idempotent: asking
// again keeps the one stored request.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";

export async function requestOfferNotification(db: Db, userId: string, shopId: string | undefined) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw new AppError(ERROR_CODE.UNAUTHORIZED);
  if (shopId && !(await db.shop.findUnique({ where: { id: shopId }, select: { id: true } })))
    throw new AppError(ERROR_CODE.SHOP_NOT_FOUND);
  const key = { userId, shopId: shopId ?? "" }; // "" = offers of any shop
  try {
    await db.offerNotify.upsert({ where: { userId_shopId: key }, create: key, update: {} });
  } catch (err) {
    // Two identical requests at once: the other one stored it, which is the outcome asked for.
    if ((err as { code?: string }).code !== "P2002") throw err;
  }
}
