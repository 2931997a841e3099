// Location side effects: debounced autocomplete per input, GPS auto-select with its fallback,
// reverse geocoding for text, saved addresses, and what local storage keeps of all this.
import { call, debounce, put, select, takeEvery, takeLatest } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { AutocompleteData, Place } from "@contract/places";
import type { ProfileData } from "@contract/profile";
import type { ApiSuccess } from "@/app/api-client";
import { loggedIn, loggedOut, savedAddressChoiceCleared, sessionExpired, sessionRestored } from "@/app/events";
import {
  storedDeliveryCoordinates,
  storedLocationType,
  storedRecentAddresses,
  storedSearchCoordinates,
  type LatLng,
} from "@/lib/storage";
import { requestAutocomplete, requestReverse, requestSavedAddresses } from "./api";
import { currentPosition, GeolocationFailure, GPS_MESSAGES } from "./geolocation";
import {
  gpsFailed,
  gpsRequested,
  gpsSucceeded,
  locationTextResolved,
  placeChosen,
  queryChanged,
  savedAddressesFailed,
  savedAddressesLoaded,
  savedAddressesRequested,
  savedChoiceForgotten,
  suggestionsLoaded,
  type LocationField,
} from "./locations-slice";
import { homeOpened } from "./discovery-slice";
import { selectLocations } from "./selectors";
import type { ShopsState } from "./slice";

export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

const selectIsGuest = (state: { session: { guest: boolean } }) => state.session.guest;

const stored = { delivery: storedDeliveryCoordinates, search: storedSearchCoordinates };

type QueryAction = PayloadAction<{ field: LocationField; query: string }>;

export function* autocompleteWorker(action: QueryAction): SagaIterator {
  const { field, query } = action.payload;
  if (!query.trim()) return;
  try {
    const res: ApiSuccess<AutocompleteData> = yield* requestAutocomplete(query.trim());
    yield put(suggestionsLoaded({ field, query, suggestions: res.data.suggestions }));
  } catch {
    yield put(suggestionsLoaded({ field, query, suggestions: [] }));
  }
}

function forgetClearedWorker(action: QueryAction) {
  if (!action.payload.query.trim()) stored[action.payload.field].clear();
}

function persistChoiceWorker(action: ReturnType<typeof placeChosen>) {
  const { field, location, source } = action.payload;
  stored[field].set({ lat: location.lat, lng: location.lng });
  storedLocationType.set(source);
}

/**
 * A delivery or search location picked from the account's saved addresses is that account's
 * choice: it goes on login, logout, an expired session, and an expired token on the ads fetch
 * (spec part 1 sections 4 and 8). A typed, GPS or recent location stays.
 */
function* forgetSavedChoiceWorker(): SagaIterator {
  const locations: ShopsState["locations"] = yield select(selectLocations);
  for (const field of ["delivery", "search"] as const) {
    if (!locations.fromSaved[field]) continue;
    stored[field].clear();
    yield put(savedChoiceForgotten(field));
  }
  if (storedLocationType.get() === "saved") storedLocationType.clear();
}

function* persistRecentWorker(): SagaIterator {
  const locations: ShopsState["locations"] = yield select(selectLocations);
  storedRecentAddresses.set(locations.recent);
}

/** The name of a point for the input box; coordinates stand in when no locality is near. */
export function* describePoint(at: LatLng): SagaIterator<string> {
  try {
    const res: ApiSuccess<Place | null> = yield* requestReverse(at);
    if (res.data) return res.data.description;
  } catch {
    // fall through to the coordinates
  }
  return `${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}`;
}

/** GPS auto-select. On failure the saved coordinates stand in; with none saved the error shows (once). */
export function* gpsWorker(action: PayloadAction<LocationField>): SagaIterator {
  const field = action.payload;
  let at: LatLng;
  try {
    at = yield call(currentPosition);
  } catch (error) {
    const fallback = stored[field].get();
    if (fallback) {
      yield put(gpsFailed({ message: null }));
      const text: string = yield* describePoint(fallback);
      yield put(placeChosen({ field, location: { ...fallback, text }, source: "saved" }));
      return;
    }
    yield put(gpsFailed({ message: error instanceof GeolocationFailure ? error.message : GPS_MESSAGES.unavailable }));
    return;
  }
  yield put(gpsSucceeded());
  const text: string = yield* describePoint(at);
  yield put(placeChosen({ field, location: { ...at, text }, source: "gps" }));
}

/** Restored coordinates carry no text: name them for the inputs. */
function* nameRestoredWorker(): SagaIterator {
  const locations: ShopsState["locations"] = yield select(selectLocations);
  for (const field of ["delivery", "search"] as const) {
    const loc = locations[field].location;
    if (loc && !loc.text) {
      const text: string = yield* describePoint(loc);
      yield put(locationTextResolved({ field, at: { lat: loc.lat, lng: loc.lng }, text }));
    }
  }
}

function* savedAddressesWorker(): SagaIterator {
  const guest: boolean = yield select(selectIsGuest);
  if (guest) return;
  yield put(savedAddressesRequested());
  try {
    const res: ApiSuccess<ProfileData> = yield* requestSavedAddresses();
    yield put(savedAddressesLoaded(res.data.address));
  } catch {
    yield put(savedAddressesFailed());
  }
}

const isQueryFor = (field: LocationField) => (action: { type: string; payload?: unknown }) =>
  action.type === queryChanged.type && (action.payload as { field?: string } | undefined)?.field === field;

export function* locationsSaga(): SagaIterator {
  yield debounce(AUTOCOMPLETE_DEBOUNCE_MS, isQueryFor("delivery"), autocompleteWorker);
  yield debounce(AUTOCOMPLETE_DEBOUNCE_MS, isQueryFor("search"), autocompleteWorker);
  yield takeEvery(queryChanged.type, forgetClearedWorker);
  yield takeEvery(placeChosen.type, persistChoiceWorker);
  yield takeEvery(placeChosen.type, persistRecentWorker);
  yield takeEvery(
    [loggedIn.type, loggedOut.type, sessionExpired.type, savedAddressChoiceCleared.type],
    forgetSavedChoiceWorker,
  );
  yield takeLatest(gpsRequested.type, gpsWorker);
  yield takeLatest(homeOpened.type, nameRestoredWorker);
  yield takeLatest([homeOpened.type, loggedIn.type, sessionRestored.type], savedAddressesWorker);
}
