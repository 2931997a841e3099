// Reason titles for the cancel, replacement and review dialogs (ReasonTitle rows), and the review
// dialogs' context: the shop or product, the suggested titles per rating, any review already given.
// Titles are answered in the request's language (a row without Hindi in English); a reason sent
// back in Hindi is stored as its English title, so shops and support read one language.
import type { AppContext } from "../../plugins/db";
import type { Language } from "../../lib/language";
import type {
  OrderRefBody,
  ProductReviewTitlesData,
  ReasonTitlesData,
  ShopReviewTitlesData,
} from "../../contract/orders-actions";
import { findLine, findOwnOrder } from "./access";

export type ReasonKind = "cancel" | "replacement";

/** A row's title in the language: its Hindi when it has one. */
const titleIn = (row: { title: string; titleHi: string | null }, language: Language) =>
  (language === "hi" && row.titleHi) || row.title;

export async function reasonTitles(
  ctx: AppContext,
  kind: ReasonKind,
  language: Language = "en",
): Promise<ReasonTitlesData> {
  const rows = await ctx.db.reasonTitle.findMany({
    where: { kind },
    orderBy: [{ sortOrder: "asc" }, { title: "asc" }],
  });
  return { titles: rows.map((r) => ({ _id: r.id, display_name: titleIn(r, language) })) };
}

/** A submitted reason as stored: the English title of a row whose Hindi title it is, else as sent. */
export async function englishReason(ctx: AppContext, kind: ReasonKind, title: string): Promise<string> {
  const row = await ctx.db.reasonTitle.findFirst({ where: { kind, titleHi: title.trim() }, select: { title: true } });
  return row?.title ?? title;
}

async function titlesByRating(ctx: AppContext, kind: "shop_review" | "product_review", language: Language) {
  const rows = await ctx.db.reasonTitle.findMany({
    where: { kind },
    orderBy: [{ sortOrder: "asc" }, { title: "asc" }],
  });
  return [1, 2, 3, 4, 5].map((rating) => ({
    rating,
    titles: rows.filter((r) => r.rating === rating).map((r) => titleIn(r, language)),
  }));
}

const parseTitles = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
};

export async function shopReviewTitles(
  ctx: AppContext,
  userId: string,
  body: OrderRefBody,
  language: Language = "en",
): Promise<ShopReviewTitlesData> {
  const order = await findOwnOrder(ctx.db, userId, body.order_id, { storeId: body.store_id, shopId: body.category_id });
  const review = await ctx.db.shopReview.findUnique({ where: { orderId: order.id } });
  return {
    shop: { _id: order.shopId, name: order.store.name, display_name: order.shop.displayName, icon: order.shop.image },
    titles: await titlesByRating(ctx, "shop_review", language),
    order: {
      _id: order.id,
      order_id: order.orderNo,
      rating: review?.rating ?? 0,
      review: { title: review ? parseTitles(review.titles) : [], message: review?.message ?? "" },
      delivered_at: order.deliveredAt?.toISOString() ?? null,
    },
  };
}

export async function productReviewTitles(
  ctx: AppContext,
  userId: string,
  body: { order_id: string; product_id: string; category_id?: string; store_id?: string },
  language: Language = "en",
): Promise<ProductReviewTitlesData> {
  const order = await findOwnOrder(ctx.db, userId, body.order_id, { storeId: body.store_id, shopId: body.category_id });
  const line = findLine(order, body.product_id);
  const review = await ctx.db.productReview.findUnique({
    where: { orderId_productId: { orderId: order.id, productId: line.productId } },
  });
  return {
    titles: await titlesByRating(ctx, "product_review", language),
    product: { id: line.id, product_id: line.productId, product_name: line.productName },
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    rating: review?.rating ?? 0,
    review: { title: review?.title ?? "", message: review?.message ?? "" },
  };
}
