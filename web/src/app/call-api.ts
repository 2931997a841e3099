// The saga side of the API client: on failure it raises the generic error dialog or, for a token the
// server no longer accepts (token "expired"), the session/expired event instead (the spec's answer
// is a logout, not a popup per failed call); then it rethrows so the caller marks its request failed.
//   const res = yield* callApi<SessionData>("GET", "/auth/guest", { auth: false });
import { call, put, select, take } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import { apiRequest, toApiError, type ApiRequestOptions, type ApiSuccess, type HttpMethod } from "./api-client";
import { sessionExpired } from "./events";
import { apiErrorRaised } from "./ui-slice";
import { storedAccessToken } from "@/lib/storage";

export type CallApiOptions = ApiRequestOptions & {
  /** Skip the generic dialog when the feature shows the failure itself ('Invalid code.' inline). */
  silent?: boolean;
};

/** The session is being started (a guest token or a refresh is on its way) and has no token yet. */
const awaitingToken = (state: { session?: { status?: string; token?: string | null } }) =>
  state.session?.status === "sending" && !state.session.token;

export function* callApi<T, Extra extends object = object>(
  method: HttpMethod,
  path: string,
  options: CallApiOptions = {},
): SagaIterator<ApiSuccess<T> & Extra> {
  const { silent = false, ...request } = options;
  // A page may be drawn before the session's token has come (a shop's page from the data in its
  // HTML): a call that needs the token waits while the session's start is under way.
  while (request.auth !== false && ((yield select(awaitingToken)) as boolean)) yield take("*");
  const sentToken = request.auth === false ? null : storedAccessToken.get();
  try {
    const result: ApiSuccess<T> & Extra = yield call(apiRequest<T, Extra>, method, path, request);
    return result;
  } catch (error) {
    // A request the caller aborted on purpose is not a failure to report.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    const apiError = toApiError(error);
    if (apiError.expired) {
      // An answer to a token the session has already replaced (a burst of calls made before the
      // logout, answering after the new guest session) ends nothing.
      if (request.auth === false || storedAccessToken.get() === sentToken) yield put(sessionExpired());
    } else if (!silent) yield put(apiErrorRaised({ message: apiError.serverMessage }));
    throw apiError;
  }
}
