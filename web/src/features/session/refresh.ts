// Keeping a session alive. A customer's access token is refreshed a minute before it expires (the
// server rotates the refresh token each time); a guest's is replaced by a new guest token. At
// start-up an expired customer token is refreshed before any route renders (spec part 1 section 4).
import { call, delay, put, takeLatest } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { SessionData } from "@contract/session";
import { toApiError } from "@/app/api-client";
import { loggedOut, sessionEstablished, sessionExpired, sessionRestored } from "@/app/events";
import { requestGuestSession, requestRefresh } from "./api";
import { guestSessionFailed } from "./slice";
import { readRefreshToken, readSession } from "./storage";

export const REFRESH_AHEAD_MS = 60_000;
/** Tabs refresh at slightly different moments, so the second one finds the first one's session. */
export const REFRESH_JITTER_MS = 20_000;
export const REFRESH_RETRY_MS = 15_000;
// setTimeout fires at once past 2^31 - 1 ms, so long waits are taken in steps.
const LONGEST_DELAY_MS = 2_000_000_000;

/** "refused": the server said expired, and callApi has raised session/expired (a logout). */
type Outcome = { kind: "refreshed"; session: SessionData } | { kind: "refused" } | { kind: "failed" };

export function* refreshOnce(): SagaIterator<Outcome> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    yield put(sessionExpired());
    return { kind: "refused" };
  }
  try {
    const response = yield* requestRefresh(refreshToken);
    yield put(sessionEstablished(response.data));
    return { kind: "refreshed", session: response.data };
  } catch (error) {
    return toApiError(error).expired ? { kind: "refused" } : { kind: "failed" };
  }
}

/** Start-up with an expired customer token: refresh first, then announce the restored session. */
export function* refreshAtStart(): SagaIterator {
  const outcome: Outcome = yield call(refreshOnce);
  // A network failure leaves no usable token: the session gate offers to try again.
  if (outcome.kind === "failed") yield put(guestSessionFailed());
  if (outcome.kind === "refreshed") yield put(sessionRestored(outcome.session));
}

function* waitUntil(at: number): SagaIterator {
  for (let left = at - Date.now(); left > 0; left = at - Date.now()) {
    yield delay(Math.min(left, LONGEST_DELAY_MS));
  }
}

function* keepAliveWorker(action: PayloadAction<SessionData | undefined>): SagaIterator {
  // A logout or an expiry only cancels the wait (takeLatest); the next session schedules anew.
  const session = action.payload;
  if (!session || action.type === loggedOut.type || action.type === sessionExpired.type) return;
  yield call(waitUntil, session.expiry - REFRESH_AHEAD_MS - Math.random() * REFRESH_JITTER_MS);
  // Another tab of the same browser may have refreshed already (tokens rotate, and presenting the
  // spent one would revoke the login): then its newer session is adopted instead.
  const stored = readSession();
  if (!session.guest && stored.token && !stored.guest && stored.expiry !== null && stored.expiry > session.expiry) {
    yield put(
      sessionEstablished({
        token: stored.token,
        refresh_token: stored.refreshToken,
        expiry: stored.expiry,
        guest: false,
        user_name: stored.userName,
        new_user: stored.newUser,
      }),
    );
    return;
  }
  if (session.guest) {
    try {
      const response = yield* requestGuestSession();
      yield put(sessionEstablished(response.data));
    } catch {
      // The dialog was raised; an expired guest token later brings a new guest session anyway.
    }
    return;
  }
  // A network failure is retried until the token has expired; a refusal has already logged out.
  while (Date.now() < session.expiry) {
    const outcome: Outcome = yield call(refreshOnce);
    if (outcome.kind !== "failed") return;
    yield delay(REFRESH_RETRY_MS);
  }
}

export function* keepAliveSaga(): SagaIterator {
  yield takeLatest(
    [sessionEstablished.type, sessionRestored.type, loggedOut.type, sessionExpired.type],
    keepAliveWorker,
  );
}
