// Search across the nearby shops and frequently bought products, for the home page's locations
// and distance (the same shops its groups list).
import { put, select, takeLatest } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import { FINDER_MESSAGES, FIND_MIN_CHARS, searchChars } from "@contract/finder-constants";
import { selectIsGuest } from "@/features/session/selectors";
import { selectDeliveryCoords, selectSearchCoords } from "@/features/location";
import type { LatLng } from "@/lib/storage";
import { requestFindSearch, requestFrequent, type ShopsQuery } from "./api";
import {
  findFailed,
  findLoaded,
  findRequested,
  findSkipped,
  frequentFailed,
  frequentLoaded,
  frequentRequested,
} from "./find-slice";
import { selectDistanceKm } from "./selectors";

export const FIND_MESSAGES = {
  noLocation: "Choose your delivery and search locations on the home page to search the shops near you.",
  short: FINDER_MESSAGES.searchShort,
} as const;

function* nearbyQuery(): SagaIterator<ShopsQuery | null> {
  const search: LatLng | null = yield select(selectSearchCoords);
  const delivery: LatLng | null = yield select(selectDeliveryCoords);
  const km: number = yield select(selectDistanceKm);
  return search && delivery ? { search, delivery, maxDistance: km * 1000 } : null;
}

function* findWorker(action: PayloadAction<string>): SagaIterator {
  const text = action.payload;
  if (searchChars(text) < FIND_MIN_CHARS) {
    yield put(findSkipped(FIND_MESSAGES.short));
    return;
  }
  const q: ShopsQuery | null = yield* nearbyQuery();
  if (!q) {
    yield put(findSkipped(FIND_MESSAGES.noLocation));
    return;
  }
  try {
    const res = yield* requestFindSearch(q, text);
    const { data, count, corrected, shops_searched } = res;
    yield put(findLoaded({ data, count, corrected, shops_searched }));
  } catch {
    yield put(findFailed());
  }
}

function* frequentWorker(): SagaIterator {
  const guest: boolean = yield select(selectIsGuest);
  const q: ShopsQuery | null = yield* nearbyQuery();
  if (guest || !q) {
    yield put(frequentLoaded([]));
    return;
  }
  try {
    const res = yield* requestFrequent(q);
    yield put(frequentLoaded(res.data));
  } catch {
    yield put(frequentFailed());
  }
}

export function* findSaga(): SagaIterator {
  yield takeLatest(findRequested.type, findWorker);
  yield takeLatest(frequentRequested.type, frequentWorker);
}
