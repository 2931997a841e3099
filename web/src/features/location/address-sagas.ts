// The account's saved addresses in the location inputs: loading them, saving the delivery location
// as one (with the overwrite the dialog asked about), and deleting one.
import { call, put, select, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { Place } from "@contract/places";
import type { ProfileData } from "@contract/profile";
import { toApiError, type ApiSuccess } from "@/app/api-client";
import { profileLoaded } from "@/app/events";
import { loginRequested } from "@/app/ui-slice";
import { selectIsGuest } from "@/features/session/selectors";
import type { LatLng } from "@/lib/storage";
import {
  requestAddAddress,
  requestDeleteAddress,
  requestEditAddress,
  requestReverse,
  requestSavedAddresses,
} from "./api";
import { selectDeliveryCoords, selectLocationState } from "./selectors";
import { locationActions as a, type LocationState, type SaveAddressBody } from "./slice";

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

/** Guests are asked to log in; customers get the dialog prefilled from the delivery location's place. */
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
      // The dialog opens empty; the customer types the area and pincode.
    }
  }
  yield put(a.saveAddressOpened(place));
}

function* saveAddressWorker(action: PayloadAction<SaveAddressBody>): SagaIterator {
  const { address, replaceId } = action.payload;
  try {
    // Overwriting: the new details go into the address that had the type.
    if (replaceId) yield* requestEditAddress(replaceId, address);
    else yield* requestAddAddress(address);
    yield put(a.saveAddressSucceeded());
    yield call(reloadSavedAddresses);
  } catch (error) {
    yield put(a.saveAddressFailed(toApiError(error).serverMessage));
  }
}

function* deleteAddressWorker(): SagaIterator {
  const { deleting }: LocationState = yield select(selectLocationState);
  if (!deleting) return;
  try {
    yield* requestDeleteAddress(deleting.id);
    yield put(a.deleteAddressDone());
  } catch {
    yield put(a.deleteAddressFailed());
  }
  yield call(reloadSavedAddresses);
}

export function* addressSaga(): SagaIterator {
  yield takeLeading(a.fieldShown.type, savedAddressesWorker);
  yield takeLeading(a.saveAddressRequested.type, saveAddressRequestWorker);
  yield takeLeading(a.saveAddressSubmitted.type, saveAddressWorker);
  yield takeLeading(a.deleteAddressConfirmed.type, deleteAddressWorker);
}
