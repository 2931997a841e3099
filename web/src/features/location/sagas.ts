// Location side effects: debounced autocomplete per input, GPS with the spec's fallback, names for
// restored or GPS coordinates, and what local storage keeps of the choices. Saved addresses are in
// address-sagas.ts.
import { all, call, debounce, put, select, takeEvery, takeLatest } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { AutocompleteData, Place } from "@contract/places";
import type { ApiSuccess } from "@/app/api-client";
import { loggedIn, loggedOut, savedAddressChoiceCleared, sessionExpired } from "@/app/events";
import type { LatLng } from "@/lib/storage";
import { requestAutocomplete, requestReverse } from "./api";
import { addressSaga } from "./address-sagas";
import { currentPosition, GeolocationFailure, GPS_MESSAGES } from "./gps";
import { forgetCoordinates, forgetSavedType, persistChoice, persistRecent, storedCoordinates } from "./persist";
import { selectLocationState } from "./selectors";
import { locationActions as a, type LocationState } from "./slice";
import type { LocationField } from "./types";

export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
const FIELDS = ["delivery", "search"] as const;

type QueryAction = PayloadAction<{ field: LocationField; query: string }>;

export function* autocompleteWorker(action: QueryAction): SagaIterator {
  const { field, query } = action.payload;
  if (!query.trim()) return;
  try {
    const res: ApiSuccess<AutocompleteData> = yield* requestAutocomplete(query.trim());
    yield put(a.suggestionsLoaded({ field, query, suggestions: res.data.suggestions }));
  } catch {
    yield put(a.suggestionsLoaded({ field, query, suggestions: [] }));
  }
}

function forgetClearedWorker(action: QueryAction) {
  if (!action.payload.query.trim()) forgetCoordinates(action.payload.field);
}

function* persistChoiceWorker(action: ReturnType<typeof a.placeChosen>): SagaIterator {
  const { field, location, source } = action.payload;
  persistChoice(field, location, source);
  const state: LocationState = yield select(selectLocationState);
  persistRecent(state.recent);
}

/**
 * A location picked from the account's saved addresses is that account's choice: it goes on
 * login, logout, an expired session, and an expired token on the ads fetch (spec part 1 sections
 * 4 and 8). A typed, GPS or recent location stays.
 */
function* forgetSavedChoiceWorker(): SagaIterator {
  const state: LocationState = yield select(selectLocationState);
  for (const field of FIELDS) {
    if (state[field].source !== "saved") continue;
    forgetCoordinates(field);
    yield put(a.savedChoiceForgotten(field));
  }
  forgetSavedType();
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

/**
 * GPS auto-select (spec part 1 section 4): on failure the saved coordinates stand in; with none
 * saved the error shows, once per visit.
 */
export function* gpsWorker(action: PayloadAction<LocationField>): SagaIterator {
  const field = action.payload;
  let at: LatLng;
  try {
    at = yield call(currentPosition);
  } catch (error) {
    const state: LocationState = yield select(selectLocationState);
    const current = state[field];
    const fallback = current.location ?? storedCoordinates[field].get();
    if (fallback) {
      yield put(a.gpsFailed({ message: null }));
      const label: string = current.location?.label || (yield* describePoint(fallback));
      const spot = { lat: fallback.lat, lng: fallback.lng, label };
      yield put(a.placeChosen({ field, location: spot, source: current.source ?? "gps" }));
      return;
    }
    const message = error instanceof GeolocationFailure ? error.message : GPS_MESSAGES.unavailable;
    yield put(a.gpsFailed({ message }));
    return;
  }
  yield put(a.gpsSucceeded());
  const label: string = yield* describePoint(at);
  yield put(a.placeChosen({ field, location: { ...at, label }, source: "gps" }));
}

/** Coordinates restored from storage carry no label: name them when their input shows. */
function* nameRestoredWorker(action: PayloadAction<LocationField>): SagaIterator {
  const state: LocationState = yield select(selectLocationState);
  const at = state[action.payload].location;
  if (!at || at.label) return;
  const label: string = yield* describePoint(at);
  yield put(a.labelResolved({ field: action.payload, at: { lat: at.lat, lng: at.lng }, label }));
}

const isQueryFor = (field: LocationField) => (action: { type: string; payload?: unknown }) =>
  action.type === a.queryChanged.type && (action.payload as { field?: string } | undefined)?.field === field;

const isShownFor = (field: LocationField) => (action: { type: string; payload?: unknown }) =>
  action.type === a.fieldShown.type && action.payload === field;

function* choiceSaga(): SagaIterator {
  yield debounce(AUTOCOMPLETE_DEBOUNCE_MS, isQueryFor("delivery"), autocompleteWorker);
  yield debounce(AUTOCOMPLETE_DEBOUNCE_MS, isQueryFor("search"), autocompleteWorker);
  yield takeEvery(a.queryChanged.type, forgetClearedWorker);
  yield takeEvery(a.placeChosen.type, persistChoiceWorker);
  yield takeEvery(
    [loggedIn.type, loggedOut.type, sessionExpired.type, savedAddressChoiceCleared.type],
    forgetSavedChoiceWorker,
  );
  yield takeLatest(a.gpsRequested.type, gpsWorker);
  yield takeLatest(isShownFor("delivery"), nameRestoredWorker);
  yield takeLatest(isShownFor("search"), nameRestoredWorker);
}

export function* locationSaga(): SagaIterator {
  yield all([call(choiceSaga), call(addressSaga)]);
}
