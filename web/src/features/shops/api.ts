// The discovery calls: the three shop-group calls and offers. Sagas call these; components never do.
import type { SagaIterator } from "redux-saga";
import type { ShopGroup } from "@contract/shops";
import type { Offer } from "@contract/promo";
import type { FindSearchAnswer, FrequentProduct } from "@contract/finder";
import { callApi } from "@/app/call-api";
import type { ApiSuccess } from "@/app/api-client";
import type { LatLng } from "@/lib/storage";

export const toPoint = (at: LatLng) => ({ type: "Point" as const, coordinates: [at.lng, at.lat] as [number, number] });

export type ShopsQuery = { search: LatLng; delivery: LatLng; maxDistance: number };

const locationBody = (q: ShopsQuery) => ({
  searchLocation: toPoint(q.search),
  deliveryLocation: toPoint(q.delivery),
  maxDistance: q.maxDistance,
});

export function* requestPrivateShops(q: ShopsQuery): SagaIterator<ApiSuccess<ShopGroup>> {
  return yield* callApi<ShopGroup>("POST", "/category/v2/view/location/private", { body: locationBody(q) });
}

/** type 1: public shops, 2: branded shops. */
export function* requestShopsByType(q: ShopsQuery, type: 1 | 2): SagaIterator<ApiSuccess<ShopGroup>> {
  return yield* callApi<ShopGroup>("POST", "/category/view/location", { body: { ...locationBody(q), type } });
}

export function* requestGlobalShops(q: ShopsQuery): SagaIterator<ApiSuccess<ShopGroup>> {
  return yield* callApi<ShopGroup>("POST", "/category/view/location/global", { body: locationBody(q) });
}

/** Offers of the shops owning these stores (and Galli-wide ones); every live offer without stores. */
export function* requestOffers(
  storesIds: string[],
  opts: { silent?: boolean } = {},
): SagaIterator<ApiSuccess<Offer[]>> {
  return yield* callApi<Offer[]>("POST", "/promo/list", { body: storesIds.length ? { storesIds } : {}, ...opts });
}

/** A customer asks to be told of new offers (stored once per customer). */
export function* requestOfferNotify(): SagaIterator<ApiSuccess<{ category_id: string | null; subscribed: boolean }>> {
  return yield* callApi<{ category_id: string | null; subscribed: boolean }>("POST", "/notify/offer", { body: {} });
}

/** Products matching the text in the shops these locations and distance list, with the shops stocking each. */
export function* requestFindSearch(
  q: ShopsQuery,
  text: string,
): SagaIterator<ApiSuccess<FindSearchAnswer["data"]> & Omit<FindSearchAnswer, "success" | "data">> {
  return yield* callApi<FindSearchAnswer["data"], Omit<FindSearchAnswer, "success" | "data">>("POST", "/find/search", {
    body: { ...locationBody(q), search: text },
  });
}

/** The customer's frequently bought products with the nearby shops stocking them. */
export function* requestFrequent(q: ShopsQuery): SagaIterator<ApiSuccess<FrequentProduct[]>> {
  return yield* callApi<FrequentProduct[]>("POST", "/find/frequent", { body: locationBody(q), silent: true });
}
