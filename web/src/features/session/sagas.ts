// Session life cycle: start (restore or guest), persist every new session, and turn logout or an
// expired token back into a guest session on /home.
import { call, fork, put, takeEvery, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { SessionData } from "@contract/session";
import { loggedOut, sessionEstablished, sessionExpired, sessionRestored, userNameChanged } from "@/app/events";
import { paths } from "@/app/paths";
import { logoutRequested, navigationRequested } from "@/app/ui-slice";
import { requestGuestSession, requestLogout } from "./api";
import { guestSessionFailed, sessionStarted } from "./slice";
import { clearAccountData, readSession, writeSession, writeUserName } from "./storage";
import { keepAliveSaga, refreshAtStart } from "./refresh";
import { languageSaga } from "./language";

export function* guestSessionWorker(): SagaIterator {
  try {
    const response = yield* requestGuestSession();
    yield put(sessionEstablished(response.data));
  } catch {
    // callApi already raised the error dialog; the gate offers a retry.
    yield put(guestSessionFailed());
  }
}

export function* startWorker(): SagaIterator {
  const stored = readSession();
  if (!stored.token || stored.guest) {
    yield call(guestSessionWorker);
    return;
  }
  const restored: SessionData = {
    token: stored.token,
    refresh_token: stored.refreshToken,
    expiry: stored.expiry ?? 0,
    guest: false,
    user_name: stored.userName,
    new_user: stored.newUser,
  };
  // An expired token is refreshed first; without a refresh token the customer is logged out.
  if (restored.expiry <= Date.now()) {
    if (stored.refreshToken) yield call(refreshAtStart);
    else yield put(loggedOut());
    return;
  }
  yield put(sessionRestored(restored));
}

function persistWorker(action: PayloadAction<SessionData>) {
  writeSession(action.payload);
}

function* expiredWorker(): SagaIterator {
  // The spec's "expired" handling is a logout; features clear cart and saved address on loggedOut.
  yield put(loggedOut());
}

function* logoutWorker(): SagaIterator {
  try {
    yield* requestLogout();
  } catch {
    // The local logout below is what matters to the user.
  }
  yield put(loggedOut());
}

function* loggedOutWorker(): SagaIterator {
  clearAccountData();
  yield put(navigationRequested({ to: paths.home, replace: true }));
  yield call(guestSessionWorker);
}

export function* sessionSaga(): SagaIterator {
  // takeLeading: a burst of expired answers or a double start makes one guest request, not many.
  yield takeLeading(sessionStarted.type, startWorker);
  yield takeEvery(sessionEstablished.type, persistWorker);
  yield takeLeading(sessionExpired.type, expiredWorker);
  yield takeLeading(logoutRequested.type, logoutWorker);
  yield takeLeading(loggedOut.type, loggedOutWorker);
  yield takeEvery(userNameChanged.type, (action: PayloadAction<string>) => writeUserName(action.payload));
  yield fork(languageSaga);
  yield call(keepAliveSaga);
}
