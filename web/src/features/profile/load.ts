// Loading the profile, shared by every saga that ends with a fresh profile.
import { put } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import { GENERIC_ERROR_MESSAGE, toApiError } from "@/app/api-client";
import { profileLoaded, profileLoadFailed } from "@/app/events";
import { fetchProfile } from "./api";

export const messageOf = (error: unknown) => toApiError(error).serverMessage ?? GENERIC_ERROR_MESSAGE;

export function* loadProfileWorker(): SagaIterator {
  try {
    const res = yield* fetchProfile();
    yield put(profileLoaded(res.data));
  } catch (error) {
    yield put(profileLoadFailed(messageOf(error)));
  }
}
