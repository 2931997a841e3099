// Saved addresses: the location search of the address modal (debounced autocomplete, then the
// chosen place's details), saving with an optional overwrite, and deletion. Every change ends
// with the profile reloaded, so the list shows what the server holds.
import { call, debounce, put, select, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { Suggestion } from "@contract/places";
import { requestAutocomplete, requestPlace } from "@/features/location";
import { addAddress, deleteAddress, editAddress } from "./api";
import { toDeliveryAddress } from "./address-rules";
import { loadProfileWorker, messageOf } from "./load";
import { profileActions as a, selectAddressForm, type AddressForm, type AddressSave } from "./slice";

export const SEARCH_DEBOUNCE_MS = 300;

function* searchWorker(action: PayloadAction<string>): SagaIterator {
  const form: AddressForm | null = yield select(selectAddressForm);
  const q = action.payload.trim();
  if (!form || form.editing || !q) return;
  try {
    const res = yield* requestAutocomplete(q);
    yield put(a.suggestionsLoaded(res.data.suggestions));
  } catch {
    // No suggestions is the honest answer when the lookup fails; the field stays usable.
    yield put(a.suggestionsLoaded([]));
  }
}

function* resolveWorker(action: PayloadAction<Suggestion>): SagaIterator {
  try {
    const res = yield* requestPlace(action.payload.place_id);
    yield put(a.placeResolved(res.data));
  } catch {
    // The suggestion's own coordinates are already set; only the pincode is not filled in.
  }
}

function* saveWorker(action: PayloadAction<AddressSave>): SagaIterator {
  const form: AddressForm | null = yield select(selectAddressForm);
  if (!form) return;
  const body = toDeliveryAddress(form.draft);
  const { replaceId } = action.payload;
  try {
    let message: string | undefined;
    if (!form.editing) {
      // Overwriting when adding: the new details go into the address that had the type.
      const res = replaceId ? yield* editAddress(replaceId, body) : yield* addAddress(body);
      message = res.message;
    } else {
      if (replaceId) yield* deleteAddress(replaceId);
      const res = yield* editAddress(form.editing.id, body);
      message = res.message;
    }
    yield put(a.addressSaved(message ?? "Address saved successfully."));
    yield call(loadProfileWorker);
  } catch (error) {
    yield put(a.addressSaveFailed(messageOf(error)));
  }
}

function* deleteWorker(action: PayloadAction<string>): SagaIterator {
  try {
    const res = yield* deleteAddress(action.payload);
    yield put(a.addressDeleted(res.message ?? "Address deleted successfully."));
  } catch (error) {
    yield put(a.addressDeleteFailed(messageOf(error)));
  }
  // The spec refreshes the profile after a delete, whatever the outcome.
  yield call(loadProfileWorker);
}

export function* addressSaga(): SagaIterator {
  yield debounce(SEARCH_DEBOUNCE_MS, a.locationTyped.type, searchWorker);
  yield takeLatest(a.suggestionPicked.type, resolveWorker);
  yield takeLeading(a.addressSaveRequested.type, saveWorker);
  yield takeLeading(a.addressDeleteConfirmed.type, deleteWorker);
}
