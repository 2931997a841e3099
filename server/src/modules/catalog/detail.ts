// One product of a shop: the detail modal (with its template), stock per store for the cart, and
// its reviews.
import type { Db } from "../../lib/db";
import type { ProductDetail, ProductReviews, ProductView } from "../../contract/catalog";
import type { ShopScope } from "./shop-scope";
import { productNotFound } from "./shop-scope";
import { productViewInclude, toProductView } from "./product-view";
import { reviewSummaries } from "./product-query";
import { productTemplate } from "./template";
import { sellerOf } from "../shops/public";

/** The product as sold in the scope's stores; 404 when none of them sells it. */
export async function shopProduct(db: Db, scope: ShopScope, productId: string): Promise<ProductView> {
  const row = await db.product.findUnique({ where: { id: productId }, include: productViewInclude(scope.storeIds) });
  if (!row || row.storeProducts.length === 0) throw productNotFound();
  const reviews = await reviewSummaries(db, [row.id]);
  return toProductView(row, { reviews: reviews.get(row.id) });
}

export async function productDetail(db: Db, scope: ShopScope, productId: string): Promise<ProductDetail> {
  const view = await shopProduct(db, scope, productId);
  // The seller: the shop, at the store a cart would take the product from first (cheapest).
  const storeId = view.stores[0]?.store_id ?? scope.storeIds[0];
  const [shop, store] = await Promise.all([
    db.shop.findUniqueOrThrow({ where: { id: scope.shopId }, select: { displayName: true, legalName: true, gstin: true } }),
    db.store.findUniqueOrThrow({ where: { id: storeId }, select: { street: true, area: true, city: true, state: true, zipcode: true } }),
  ]);
  return { ...view, template: await productTemplate(db, productId), seller: sellerOf(shop, store) };
}

/** Reviewers are shown by first name and the initial of their last name. */
const reviewerName = (u: { firstName: string; lastName: string }) =>
  [u.firstName.trim(), u.lastName.trim() ? `${u.lastName.trim()[0]}.` : ""].filter(Boolean).join(" ");

export async function productReviews(db: Db, productId: string, page: { skip: number; limit: number }): Promise<ProductReviews> {
  // Only a live product has reviews to show; any other answers as one that does not exist.
  const product = await db.product.findUnique({ where: { id: productId }, select: { id: true, status: true } });
  if (!product || product.status !== "live") throw productNotFound();
  const [summary, rows] = await Promise.all([
    reviewSummaries(db, [productId]),
    db.productReview.findMany({
      where: { productId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: page.skip,
      take: page.limit,
      select: { id: true, rating: true, message: true, createdAt: true, user: { select: { firstName: true, lastName: true } } },
    }),
  ]);
  const s = summary.get(productId) ?? { count: 0, avg_rating: 0 };
  return {
    count: s.count,
    avg_rating: s.avg_rating,
    reviews: rows.map((r) => ({
      _id: r.id,
      name: reviewerName(r.user),
      rating: r.rating,
      message: r.message?.trim() ? r.message : null,
      at: r.createdAt.toISOString(),
    })),
  };
}
