// The account's saved addresses, in one place for every page: loading them, the address form's
// location search (debounced autocomplete, then the chosen place's details), saving with the
// overwrite the form asked about, and deleting. Every change ends with the saved addresses (the
// profile) reloaded, so every list shows what the server holds.
import { call, debounce, put, select, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { Place, Suggestion } from "@contract/places";
import type { ProfileData } from "@contract/profile";
import { GENERIC_ERROR_MESSAGE, toApiError, type ApiSuccess } from "@/app/api-client";
import { profileLoaded } from "@/app/events";
import { apiErrorRaised, loginRequested } from "@/app/ui-slice";
import { selectIsGuest } from "@/features/session/selectors";
import type { LatLng } from "@/lib/storage";
import { toDeliveryAddress } from "./address-form";
import {
  requestAddAddress,
  requestAutocomplete,
  requestDeleteAddress,
  requestEditAddress,
  requestPlace,
  requestReverse,
  requestSavedAddresses,
} from "./api";
import { selectAddressForm, selectDeliveryCoords, selectLocationState } from "./selectors";
import { locationActions as a, type AddressFormState, type AddressSave, type LocationState } from "./slice";

export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

const messageOf = (error: unknown) => toApiError(error).serverMessage ?? GENERIC_ERROR_MESSAGE;

/** Loads the account's profile for its saved addresses (every feature holding the profile takes it). */
export function* reloadSavedAddresses(): SagaIterator {
  yield put(a.savedAddressesRequested());
  try {
    const res: ApiSuccess<ProfileData> = yield* requestSavedAddresses();
    yield put(profileLoaded(res.data));
  } catch {
    yield put(a.savedAddressesFailed());
  }
}

/** An input shows: the saved addresses load unless they are loaded or on their way. */
function* savedAddressesWorker(): SagaIterator {
  const guest: boolean = yield select(selectIsGuest);
  if (guest) return;
  const { savedRequest }: LocationState = yield select(selectLocationState);
  if (savedRequest.status === "sending" || savedRequest.status === "done") return;
  yield call(reloadSavedAddresses);
}

/** Guests are asked to log in; customers get the form prefilled from the delivery location's place. */
function* saveAddressRequestWorker(): SagaIterator {
  const guest: boolean = yield select(selectIsGuest);
  if (guest) {
    yield put(loginRequested());
    return;
  }
  const at: LatLng | null = yield select(selectDeliveryCoords);
  let place: Place | null = null;
  if (at) {
    try {
      const res: ApiSuccess<Place | null> = yield* requestReverse(at);
      place = res.data;
    } catch {
      // The form opens with the input's text; the customer types the pincode.
    }
  }
  yield put(a.saveAddressOpened(place));
}

function* searchWorker(action: PayloadAction<string>): SagaIterator {
  const form: AddressFormState | null = yield select(selectAddressForm);
  const q = action.payload.trim();
  if (!form || form.fixedPoint || !q) return;
  try {
    const res = yield* requestAutocomplete(q);
    yield put(a.addressSuggestionsLoaded(res.data.suggestions));
  } catch {
    // No suggestions is the honest answer when the lookup fails; the field stays usable.
    yield put(a.addressSuggestionsLoaded([]));
  }
}

function* resolveWorker(action: PayloadAction<Suggestion>): SagaIterator {
  try {
    const res = yield* requestPlace(action.payload.place_id);
    yield put(a.addressPlaceResolved(res.data));
  } catch {
    // The suggestion's own coordinates are already set; only the pincode is not filled in.
  }
}

function* saveWorker(action: PayloadAction<AddressSave>): SagaIterator {
  const form: AddressFormState | null = yield select(selectAddressForm);
  if (!form) return;
  const body = toDeliveryAddress(form.draft);
  const { replaceId } = action.payload;
  try {
    let message: string | undefined;
    if (!form.editing) {
      // Overwriting when adding: the new details go into the address that had the type.
      const res = replaceId ? yield* requestEditAddress(replaceId, body) : yield* requestAddAddress(body);
      message = res.message;
    } else {
      if (replaceId) yield* requestDeleteAddress(replaceId);
      const res = yield* requestEditAddress(form.editing.id, body);
      message = res.message;
    }
    yield put(a.addressSaved({ purpose: form.purpose, message: message ?? "Address saved successfully." }));
    yield call(reloadSavedAddresses);
  } catch (error) {
    yield put(a.addressSaveFailed(messageOf(error)));
  }
}

function* deleteAddressWorker(): SagaIterator {
  const { deleting, deletePurpose: purpose }: LocationState = yield select(selectLocationState);
  if (!deleting) return;
  try {
    const res = yield* requestDeleteAddress(deleting.id);
    yield put(a.deleteAddressDone({ purpose, message: res.message ?? "Address deleted successfully." }));
  } catch (error) {
    yield put(a.deleteAddressFailed({ purpose, message: messageOf(error) }));
    // The profile page shows it in its notice; elsewhere the generic error dialog does.
    if (purpose === "delivery") yield put(apiErrorRaised({ message: toApiError(error).serverMessage }));
  }
  // The spec refreshes the profile after a delete, whatever the outcome.
  yield call(reloadSavedAddresses);
}

export function* addressSaga(): SagaIterator {
  yield takeLeading(a.fieldShown.type, savedAddressesWorker);
  yield takeLeading(a.saveAddressRequested.type, saveAddressRequestWorker);
  yield debounce(ADDRESS_SEARCH_DEBOUNCE_MS, a.addressLocationTyped.type, searchWorker);
  yield takeLatest(a.addressSuggestionPicked.type, resolveWorker);
  yield takeLeading(a.addressSaveRequested.type, saveWorker);
  yield takeLeading(a.deleteAddressConfirmed.type, deleteAddressWorker);
}
