// The ads and scratch-card calls (spec part 2 section 7).
import type { SagaIterator } from "redux-saga";
import type { AcceptCardData, ShopAdsBody, ShopAdsData } from "@contract/ads";
import { apiRequest, type ApiSuccess } from "@/app/api-client";
import { callApi } from "@/app/call-api";

export function* requestScratchCount(): SagaIterator<ApiSuccess<{ count: number }>> {
  return yield* callApi<{ count: number }>("POST", "/ads/count", { body: {}, silent: true });
}

/**
 * Sent with the given token rather than the stored one, because cardInfo is sealed with a key
 * derived from exactly the token the request carried. Called without callApi: an expired token
 * here clears the saved address choice instead of logging out (spec part 2 section 8).
 */
export function requestShopAds(body: ShopAdsBody, token: string): Promise<ApiSuccess<ShopAdsData>> {
  return apiRequest<ShopAdsData>("POST", "/ads/shopAds", {
    body,
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
  });
}

export function* requestAcceptCard(cardId: string): SagaIterator<ApiSuccess<AcceptCardData>> {
  return yield* callApi<AcceptCardData>("POST", "/ads/accept", { body: { _id: cardId }, silent: true });
}

export function* requestClickAd(adId: string): SagaIterator<ApiSuccess<{ counted: boolean }>> {
  return yield* callApi<{ counted: boolean }>("POST", "/ads/clickAd", { body: { ad_id: adId }, silent: true });
}
