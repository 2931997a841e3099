// The private shop's delivery location: suggestions as the customer types, GPS with its fallback,
// saved addresses (load, save, delete), and the shop's delivery answer for the chosen location.
import { call, debounce, put, select, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { AutocompleteData, Place } from "@contract/places";
import type { DeliveryAddressInput, ProfileData } from "@contract/profile";
import type { ApiSuccess } from "@/app/api-client";
import type { RootState } from "@/app/store";
import { loginRequested } from "@/app/ui-slice";
import { storedDeliveryCoordinates, type LatLng } from "@/lib/storage";
import {
  requestDeleteAddress,
  requestPlaceSuggestions,
  requestPrivateShop,
  requestReverseGeocode,
  requestSaveAddress,
  requestSavedAddresses,
} from "./api";
import {
  deleteAddressConfirmed,
  deleteAddressDone,
  deleteAddressFailed,
  gpsFailed,
  gpsRequested,
  gpsSucceeded,
  locationChosen,
  locationQueryChanged,
  saveAddressFailed,
  saveAddressOpened,
  saveAddressRequested,
  saveAddressSubmitted,
  saveAddressSucceeded,
  savedAddressesFailed,
  savedAddressesLoaded,
  savedAddressesRequested,
  suggestionsLoaded,
  type CatalogLocationState,
} from "./location-slice";
import { deliveryStatusUpdated, type ShopRef } from "./slice";
import { selectDeliveryCoords, selectLocation, selectShopRef } from "./selectors";
import { toPoint } from "./page-sagas";
import { toApiError } from "@/app/api-client";

export const SUGGESTION_DEBOUNCE_MS = 300;
export const GPS_FALLBACK_LABEL = "Saved location";
export const GPS_UNAVAILABLE = "Your location is not available in this browser.";

const selectIsGuest = (state: RootState) => state.session.guest;

/** The device's position (the browser's geolocation API). */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      reject(new Error(GPS_UNAVAILABLE));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => reject(new Error(e.message || GPS_UNAVAILABLE)),
      { timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

function* suggestionsWorker(action: PayloadAction<string>): SagaIterator {
  const q = action.payload.trim();
  if (q.length < 2) return;
  try {
    const res: ApiSuccess<AutocompleteData> = yield* requestPlaceSuggestions(q);
    yield put(suggestionsLoaded({ query: action.payload, suggestions: res.data.suggestions }));
  } catch {
    // Suggestions are a convenience: the input keeps working without them.
  }
}

/** Remembers the location and asks the private shop whether it delivers there. */
function* locationChangedWorker(): SagaIterator {
  const coords: LatLng | null = yield select(selectDeliveryCoords);
  if (coords) storedDeliveryCoordinates.set(coords);
  else storedDeliveryCoordinates.clear();
  const ref: ShopRef | null = yield select(selectShopRef);
  if (ref?.kind !== "private") return;
  try {
    const res = yield* requestPrivateShop({
      store_unique_id: ref.storeUniqueId,
      device_OS: "web",
      source: "web",
      deliveryLocation: toPoint(coords),
    });
    yield put(deliveryStatusUpdated({ isDeliver: res.is_deliver, warning: res.warning }));
  } catch {
    // The generic error dialog has shown the failure; the page keeps its last answer.
  }
}

function* queryChangedWorker(action: PayloadAction<string>): SagaIterator {
  if (!action.payload.trim()) yield call(locationChangedWorker);
}

function* gpsWorker(): SagaIterator {
  try {
    const coords: LatLng = yield call(currentPosition);
    let label = "Current location";
    try {
      const res: ApiSuccess<Place | null> = yield* requestReverseGeocode(coords.lat, coords.lng);
      if (res.data) label = res.data.description;
    } catch {
      // The coordinates are what matter; the label stays generic.
    }
    yield put(locationChosen({ coords, label }));
    yield put(gpsSucceeded());
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : GPS_UNAVAILABLE;
    const saved = storedDeliveryCoordinates.get();
    if (saved) yield put(locationChosen({ coords: saved, label: GPS_FALLBACK_LABEL }));
    yield put(gpsFailed({ message, showError: !saved }));
  }
}

function* savedAddressesWorker(): SagaIterator {
  const guest: boolean = yield select(selectIsGuest);
  if (guest) {
    yield put(savedAddressesLoaded([]));
    return;
  }
  try {
    const res: ApiSuccess<ProfileData> = yield* requestSavedAddresses();
    yield put(savedAddressesLoaded(res.data.address));
  } catch {
    yield put(savedAddressesFailed());
  }
}

function* saveAddressRequestWorker(): SagaIterator {
  const guest: boolean = yield select(selectIsGuest);
  if (guest) {
    yield put(loginRequested());
    return;
  }
  const coords: LatLng | null = yield select(selectDeliveryCoords);
  let place: Place | null = null;
  if (coords) {
    try {
      const res: ApiSuccess<Place | null> = yield* requestReverseGeocode(coords.lat, coords.lng);
      place = res.data;
    } catch {
      // The dialog opens empty; the customer types the area and pincode.
    }
  }
  yield put(saveAddressOpened(place));
}

function* saveAddressWorker(action: PayloadAction<DeliveryAddressInput>): SagaIterator {
  try {
    yield call(requestSaveAddress, action.payload);
    yield put(saveAddressSucceeded());
    yield put(savedAddressesRequested());
  } catch (error) {
    yield put(saveAddressFailed(toApiError(error).serverMessage));
  }
}

function* deleteAddressWorker(): SagaIterator {
  const { deleting }: CatalogLocationState = yield select(selectLocation);
  if (!deleting) return;
  try {
    yield call(requestDeleteAddress, deleting.id);
    yield put(deleteAddressDone());
    yield put(savedAddressesRequested());
  } catch {
    yield put(deleteAddressFailed());
  }
}

export function* catalogLocationSaga(): SagaIterator {
  yield debounce(SUGGESTION_DEBOUNCE_MS, locationQueryChanged.type, suggestionsWorker);
  yield takeLatest(locationQueryChanged.type, queryChangedWorker);
  yield takeLatest(locationChosen.type, locationChangedWorker);
  yield takeLeading(gpsRequested.type, gpsWorker);
  yield takeLatest(savedAddressesRequested.type, savedAddressesWorker);
  yield takeLeading(saveAddressRequested.type, saveAddressRequestWorker);
  yield takeLeading(saveAddressSubmitted.type, saveAddressWorker);
  yield takeLeading(deleteAddressConfirmed.type, deleteAddressWorker);
}
