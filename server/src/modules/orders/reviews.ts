// Reviews after verification (spec part 2 section 4): a shop review for a verified order and a
// product review for a product marked Delivered, each once, while the replacement window is open
// (order.replacementUntil, the shop.replacement date, is still ahead). A shop review updates the
// shop's average rating and count.
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { ORDER_MESSAGES, ORDER_STATUS, VERIFY_STATUS } from "../../contract/orders";
import type { ReviewProductBody, ReviewShopBody } from "../../contract/orders-actions";
import { findLine, findOwnOrder } from "./access";
import type { OrderRow } from "./present";

type Parsed<T> = Omit<T, "title" | "rating"> & { title: string[]; rating: number };

function assertReviewable(order: OrderRow, now: Date) {
  if (order.status !== ORDER_STATUS.verified) throw new AppError(ERROR_CODE.ORDER_NOT_VERIFIED);
  if (!order.replacementUntil || order.replacementUntil.getTime() <= now.getTime()) {
    throw new AppError(ERROR_CODE.REVIEW_WINDOW_CLOSED);
  }
}

const roundRating = (n: number) => Math.round(n * 100) / 100;

export async function reviewShop(ctx: AppContext, userId: string, body: Parsed<ReviewShopBody>) {
  const order = await findOwnOrder(ctx.db, userId, body.order_id, { shopId: body.shop_id });
  const now = ctx.now();
  assertReviewable(order, now);
  if (order.shopReview) throw new AppError(ERROR_CODE.REVIEW_EXISTS);
  const shop = await ctx.db.$transaction(async (tx) => {
    await tx.shopReview.create({
      data: {
        shopId: order.shopId,
        orderId: order.id,
        userId,
        rating: body.rating,
        titles: JSON.stringify(body.title),
        message: body.message || null,
        createdAt: now,
      },
    });
    const current = await tx.shop.findUniqueOrThrow({ where: { id: order.shopId } });
    const count = current.ratingCount + 1;
    return tx.shop.update({
      where: { id: order.shopId },
      data: {
        ratingCount: count,
        ratingAvg: roundRating((current.ratingAvg * current.ratingCount + body.rating) / count),
      },
    });
  });
  return { rating: body.rating, shop: { _id: shop.id, rating: shop.ratingAvg, rating_count: shop.ratingCount } };
}

export async function reviewProduct(ctx: AppContext, userId: string, body: Parsed<ReviewProductBody>) {
  const order = await findOwnOrder(ctx.db, userId, body.order_id, { shopId: body.category_id });
  const now = ctx.now();
  assertReviewable(order, now);
  const line = findLine(order, body.product_id);
  if (line.verifyStatus !== VERIFY_STATUS.delivered) {
    throw new AppError(ERROR_CODE.PRODUCT_NOT_DELIVERED);
  }
  const existing = await ctx.db.productReview.findUnique({
    where: { orderId_productId: { orderId: order.id, productId: line.productId } },
  });
  if (existing) throw new AppError(ERROR_CODE.REVIEW_EXISTS, ORDER_MESSAGES.productReviewExists);
  await ctx.db.productReview.create({
    data: {
      productId: line.productId,
      userId,
      orderId: order.id,
      rating: body.rating,
      title: body.title.join(", "),
      message: body.message || null,
      createdAt: now,
    },
  });
  return { rating: body.rating, product_id: line.productId };
}
