// Support: guests who open the form get the login modal instead; a send shows the server's message.
import { put, select, takeEvery, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { SupportAskBody } from "@contract/support";
import { SUPPORT_MESSAGES } from "@contract/support-constants";
import { ApiError } from "@/app/api-client";
import { callApi } from "@/app/call-api";
import { selectIsGuest } from "@/features/session/selectors";
import { apiErrorRaised, loginRequested, supportOpened } from "@/app/ui-slice";
import { supportFailed, supportSent, supportSubmitted } from "./slice";
import { firstErrors } from "./field-errors";
import { ERROR_CODE } from "@contract/errors-constants";

// The session slice is read through the store's shape: a feature does not import another feature.

function* openedWorker(): SagaIterator {
  if (yield select(selectIsGuest)) yield put(loginRequested());
}

export function* submitWorker(action: PayloadAction<SupportAskBody>): SagaIterator {
  if (yield select(selectIsGuest)) {
    yield put(supportFailed({}));
    yield put(loginRequested());
    return;
  }
  try {
    const response = yield* callApi<undefined>("POST", "/order/support/ask", { body: action.payload, silent: true });
    yield put(supportSent(response.message ?? SUPPORT_MESSAGES.sent));
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null;
    const fields = apiError ? firstErrors(apiError.errors) : {};
    yield put(supportFailed(fields));
    if (apiError?.code === ERROR_CODE.LOGIN_REQUIRED) yield put(loginRequested());
    else if (Object.keys(fields).length === 0) yield put(apiErrorRaised({ message: apiError?.serverMessage }));
  }
}

export function* supportSaga(): SagaIterator {
  yield takeEvery(supportOpened.type, openedWorker);
  yield takeLeading(supportSubmitted.type, submitWorker);
}
