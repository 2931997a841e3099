// The saga side of the API client: on failure it raises the generic error dialog and, for an
// expired token, the session/expired event; then it rethrows so the caller marks its request failed.
//   const res = yield* callApi<SessionData>("GET", "/auth/guest", { auth: false });
import { call, put } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import { apiRequest, toApiError, type ApiRequestOptions, type ApiSuccess, type HttpMethod } from "./api-client";
import { sessionExpired } from "./events";
import { apiErrorRaised } from "./ui-slice";

export type CallApiOptions = ApiRequestOptions & {
  /** Skip the generic dialog when the feature shows the failure itself ('Invalid code.' inline). */
  silent?: boolean;
};

export function* callApi<T, Extra extends object = object>(
  method: HttpMethod,
  path: string,
  options: CallApiOptions = {},
): SagaIterator<ApiSuccess<T> & Extra> {
  const { silent = false, ...request } = options;
  try {
    const result: ApiSuccess<T> & Extra = yield call(apiRequest<T, Extra>, method, path, request);
    return result;
  } catch (error) {
    // A request the caller aborted on purpose is not a failure to report.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    const apiError = toApiError(error);
    if (apiError.expired) yield put(sessionExpired());
    if (!silent) yield put(apiErrorRaised({ message: apiError.serverMessage }));
    throw apiError;
  }
}
