// Profile side effects: load it when a customer session starts (restore or login) and whenever
// asked, save changed fields, verify the email, change the photo and the password.
import { call, put, select, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { ProfileData, ProfileEditBody } from "@contract/profile";
import type { SessionData } from "@contract/session";
import { selectCustomerToken } from "@/features/session/selectors";
import { loggedIn, sessionEstablished, sessionRestored, userNameChanged } from "@/app/events";
import type { NotificationPreferences } from "@contract/live";
import {
  changePassword,
  fetchPreferences,
  fetchPushKey,
  subscribePush,
  savePreferences,
  saveProfile,
  sendEmailCode,
  uploadPhoto,
  verifyEmailCode,
} from "./api";
import { loadProfileWorker, messageOf } from "./load";
import { profileActions as a, selectProfileState } from "./slice";

function* requestLoad(action: PayloadAction<SessionData>): SagaIterator {
  // A session that has already given way to another (an expired token turned guest) loads nothing.
  const current: string | null = yield select(selectCustomerToken);
  if (current === null || current !== action.payload.token) return;
  yield put(a.profileRequested());
}

function* saveWorker(action: PayloadAction<ProfileEditBody>): SagaIterator {
  try {
    const res = yield* saveProfile(action.payload);
    const profile: ProfileData = res.data;
    yield put(a.profileSaved({ profile, message: res.message ?? "Profile updated successfully." }));
    if (action.payload.first_name !== undefined || action.payload.last_name !== undefined) {
      yield put(userNameChanged(`${profile.first_name} ${profile.last_name}`.trim()));
    }
  } catch (error) {
    yield put(a.profileSaveFailed(messageOf(error)));
  }
}

function* photoWorker(action: PayloadAction<{ file: File }>): SagaIterator {
  try {
    const res = yield* uploadPhoto(action.payload.file);
    yield put(a.photoSaved(res.data.image));
  } catch (error) {
    yield put(a.photoFailed(messageOf(error)));
  }
}

function* emailCodeWorker(): SagaIterator {
  try {
    const res = yield* sendEmailCode();
    yield put(a.emailCodeSent(res.message ?? "A verification code has been sent to your email."));
  } catch (error) {
    yield put(a.emailCodeFailed(messageOf(error)));
  }
}

function* emailVerifyWorker(action: PayloadAction<string>): SagaIterator {
  try {
    const res = yield* verifyEmailCode(action.payload);
    yield put(a.emailVerified(res.message ?? "Your email has been verified."));
    yield call(loadProfileWorker);
  } catch (error) {
    yield put(a.emailVerifyFailed(messageOf(error)));
  }
}

function* passwordWorker(action: PayloadAction<{ oldPassword: string; newPassword: string }>): SagaIterator {
  try {
    const res = yield* changePassword(action.payload.oldPassword, action.payload.newPassword);
    // The server ended every other login and answered a fresh session for this one.
    yield put(sessionEstablished(res.data));
    yield put(a.passwordChanged(res.message ?? "Password changed successfully."));
  } catch (error) {
    yield put(a.passwordChangeFailed(messageOf(error)));
  }
}

function* preferencesWorker(): SagaIterator {
  try {
    const res = yield* fetchPreferences();
    yield put(a.preferencesLoaded(res.data));
  } catch {
    // The card stays hidden; the page works without it.
  }
}

function* preferenceSaveWorker(): SagaIterator {
  const { preferences }: { preferences: NotificationPreferences | null } = yield select(selectProfileState);
  if (!preferences) return;
  try {
    const res = yield* savePreferences(preferences);
    yield put(a.preferencesLoaded(res.data));
  } catch (error) {
    yield put(a.profileSaveFailed(messageOf(error)));
    yield call(preferencesWorker);
  }
}

/** Notification permission, then the service worker's push subscription, sent to the server. */
async function browserSubscription(publicKey: string): Promise<PushSubscriptionJSON | null> {
  if (!("serviceWorker" in navigator) || typeof Notification === "undefined") return null;
  if ((await Notification.requestPermission()) !== "granted") return null;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  return subscription.toJSON();
}

function* pushWorker(): SagaIterator {
  try {
    const key = yield* fetchPushKey();
    if (!key.data.public_key) return;
    const subscription: PushSubscriptionJSON | null = yield call(browserSubscription, key.data.public_key);
    if (!subscription) return;
    yield* subscribePush(subscription);
  } catch (error) {
    yield put(a.profileSaveFailed(messageOf(error)));
  }
}

export function* profileSaga(): SagaIterator {
  yield takeLeading(a.pushRequested.type, pushWorker);
  yield takeLatest(a.preferencesRequested.type, preferencesWorker);
  yield takeLatest(a.preferenceChanged.type, preferenceSaveWorker);
  yield takeLatest([sessionRestored.type, loggedIn.type], requestLoad);
  yield takeLatest(a.profileRequested.type, loadProfileWorker);
  yield takeLeading(a.profileSaveRequested.type, saveWorker);
  yield takeLatest(a.photoChosen.type, photoWorker);
  yield takeLeading(a.emailCodeRequested.type, emailCodeWorker);
  yield takeLeading(a.emailCodeSubmitted.type, emailVerifyWorker);
  yield takeLeading(a.passwordChangeSubmitted.type, passwordWorker);
}
