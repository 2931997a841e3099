// Rewards side effects: the header count, the modal's cards (opened with lib/aes-gcm.ts) and ads, card
// activation on the first touch, and ad clicks.
import { call, put, select, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { AdInfo, ShopAdsBody, ShopAdsData } from "@contract/ads";
import { AD_MAX_DISTANCE } from "@contract/ads-constants";
import type { Point } from "@contract/common";
import { ApiError, type ApiSuccess } from "@/app/api-client";
import { savedAddressChoiceCleared, sessionEstablished, sessionRestored } from "@/app/events";
import { selectCustomerToken } from "@/features/session/selectors";
import { apiErrorRaised, rewardsOpened } from "@/app/ui-slice";
import { storedDeliveryCoordinates, storedSearchCoordinates, type LatLng } from "@/lib/storage";
import { requestAcceptCard, requestClickAd, requestScratchCount, requestShopAds } from "./api";
import type { ScratchCardInfo } from "@contract/ads";
import {
  adClicked,
  adsFailed,
  adsLoaded,
  adsRequested,
  cardActivated,
  cardActivationFailed,
  cardTouched,
  countLoaded,
} from "./slice";
import { ERROR_CODE } from "@contract/errors-constants";

// The session slice is read through the store's shape: a feature does not import another feature.

/** GeoJSON [lng, lat]; 0/0 when the location is not set (spec part 1 section 3). */
const toPoint = (at: LatLng | null): Point => ({ type: "Point", coordinates: at ? [at.lng, at.lat] : [0, 0] });

export function shopAdsBody(): ShopAdsBody {
  return {
    searchLocation: toPoint(storedSearchCoordinates.get()),
    deliveryLocation: toPoint(storedDeliveryCoordinates.get()),
    maxDistance: AD_MAX_DISTANCE,
  };
}

export function* countWorker(): SagaIterator {
  const token: string | null = yield select(selectCustomerToken);
  if (!token) {
    yield put(countLoaded(0));
    return;
  }
  try {
    const response: ApiSuccess<{ count: number }> = yield* requestScratchCount();
    yield put(countLoaded(response.data.count));
  } catch {
    // The badge keeps its last value; the modal shows the real state when opened.
  }
}

/** The sealed cards, opened; none when they cannot be (the ads are shown all the same). */
export function* openCards(sealed: string, token: string): SagaIterator<ScratchCardInfo[]> {
  try {
    // The card check (zod and the AES-GCM code) loads with the first ads, not with the app.
    const { openCardInfo } = (yield call(() => import("./card-info"))) as typeof import("./card-info");
    return (yield call(openCardInfo, sealed, token)) as ScratchCardInfo[];
  } catch {
    return [];
  }
}

export function* adsWorker(): SagaIterator {
  const token: string | null = yield select(selectCustomerToken);
  if (!token) return;
  yield put(adsRequested());
  try {
    const response: ApiSuccess<ShopAdsData> = yield call(requestShopAds, shopAdsBody(), token);
    const ads: AdInfo[] = response.data.data.adInfo;
    // Cards that cannot be opened still leave the ads to show.
    const cards: ScratchCardInfo[] = yield call(openCards, response.data.data.cardInfo, token);
    yield put(adsLoaded({ cards, ads }));
  } catch (error) {
    if (error instanceof ApiError && error.expired) yield put(savedAddressChoiceCleared());
    yield put(adsFailed());
  }
}

export function* acceptWorker(action: PayloadAction<string>): SagaIterator {
  const cardId = action.payload;
  try {
    const response = yield* requestAcceptCard(cardId);
    yield put(cardActivated({ cardId, credited: response.data.credited }));
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODE.CARD_ALREADY_SCRATCHED) {
      // Scratched before (another tab, a replay): show it; nothing is credited again.
      yield put(cardActivated({ cardId, credited: 0 }));
    } else {
      yield put(cardActivationFailed(cardId));
      yield put(apiErrorRaised({ message: error instanceof ApiError ? error.serverMessage : null }));
    }
  }
  yield call(countWorker);
}

export function* clickWorker(action: PayloadAction<string>): SagaIterator {
  try {
    yield* requestClickAd(action.payload);
  } catch {
    // A lost click count must not stop the customer from opening the shop.
  }
}

export function* rewardsSaga(): SagaIterator {
  yield takeLatest([sessionEstablished.type, sessionRestored.type], countWorker);
  yield takeLatest(rewardsOpened.type, adsWorker);
  yield takeLeading(cardTouched.type, acceptWorker);
  yield takeEvery(adClicked.type, clickWorker);
}
