// The catalogue calls of the user API (spec part 1 section 7, Products).
import type { SagaIterator } from "redux-saga";
import type {
  CategoryNode,
  PrivateShopBody,
  ProductDetail,
  ProductGroup,
  ProductReportBody,
  ProductReviews,
  PublicShopInfo,
  SearchListAnswer,
  ShopDeliversBody,
  ShopInfo,
} from "@contract/catalog";
import type { ApiSuccess } from "@/app/api-client";
import { callApi } from "@/app/call-api";
import type { LatLng } from "@/lib/storage";

export type ShopScope = { _id: string; stores: string[] };

/** GeoJSON for the server; [0, 0] is "not set". */
export const toPoint = (coords: LatLng | null) => ({
  type: "Point" as const,
  coordinates: (coords ? [coords.lng, coords.lat] : [0, 0]) as [number, number],
});
type Page = { skip: number; limit: number };

export function* requestPrivateShop(body: PrivateShopBody): SagaIterator<ApiSuccess<ShopInfo> & { is_deliver: boolean; warning: string }> {
  return yield* callApi<ShopInfo, { is_deliver: boolean; warning: string }>("POST", "/product/view/private", { body });
}

/** Whether a public, branded or other-location shop delivers to the customer's location. */
type Delivers = { is_deliver: boolean; warning: string; next_delivery_at?: string };
export function* requestShopDelivers(body: ShopDeliversBody): SagaIterator<ApiSuccess<undefined> & Delivers> {
  return yield* callApi<undefined, Delivers>("POST", "/product/view/delivers", { body, silent: true });
}

export function* requestPublicShop(categoryId: string): SagaIterator<ApiSuccess<PublicShopInfo[]>> {
  return yield* callApi<PublicShopInfo[]>("POST", "/product/view/public", { body: { category_id: categoryId } });
}

export function* requestCategories(scope: ShopScope): SagaIterator<ApiSuccess<CategoryNode[]>> {
  return yield* callApi<CategoryNode[]>("POST", "/product/view/product_category", { body: scope });
}

/** silent: no error dialog (a request made ahead, which the page repeats if it fails). */
export function* requestProducts(
  scope: ShopScope,
  page: Page,
  silent = false,
): SagaIterator<ApiSuccess<ProductGroup[]>> {
  return yield* callApi<ProductGroup[]>("POST", "/product/view/products", { body: scope, query: page, silent });
}

export function* requestProductCount(scope: ShopScope, silent = false): SagaIterator<ApiSuccess<{ count: number }>> {
  return yield* callApi<{ count: number }>("POST", "/product/view/c", { body: scope, silent });
}

/** A category path and everything under it (is_reg_exp). */
export function* requestCategoryProducts(scope: ShopScope, category: string, page: Page): SagaIterator<ApiSuccess<ProductGroup[]>> {
  return yield* callApi<ProductGroup[]>("POST", "/product/view/listByCategory", {
    body: { ...scope, category, is_reg_exp: true },
    query: page,
  });
}

export function* requestCategoryCount(scope: ShopScope, category: string): SagaIterator<ApiSuccess<{ count: number }>> {
  return yield* callApi<{ count: number }>("POST", "/product/view/by_category/c", { body: { ...scope, category, is_reg_exp: true } });
}

export function* requestSearch(scope: ShopScope, search: string, page: Page): SagaIterator<ApiSuccess<ProductGroup[]> & Omit<SearchListAnswer, "success" | "data">> {
  return yield* callApi<ProductGroup[], Omit<SearchListAnswer, "success" | "data">>("POST", "/product/view/listBySearch", {
    body: { ...scope, search },
    query: page,
  });
}

export function* requestProductDetail(scope: ShopScope, productId: string): SagaIterator<ApiSuccess<ProductDetail>> {
  return yield* callApi<ProductDetail>("POST", "/product/view/by_product", { body: { ...scope, product_id: productId } });
}

export function* requestReviews(productId: string, page: Page): SagaIterator<ApiSuccess<ProductReviews>> {
  return yield* callApi<ProductReviews>("POST", "/product/view/reviews", { body: { product_id: productId }, query: page });
}

export function* requestReportTypes(): SagaIterator<ApiSuccess<{ type: string[] }>> {
  return yield* callApi<{ type: string[] }>("GET", "/product/view/reporttype");
}

/** Silent: the report dialog shows its own failure ("You have already reported this product."). */
export function* requestReportProduct(body: Omit<ProductReportBody, "type"> & { type: string }): SagaIterator<ApiSuccess<undefined>> {
  return yield* callApi<undefined>("POST", "/product/update/productReport", { body, silent: true });
}
