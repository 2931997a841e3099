// The partner page: load the option lists once, keep a fresh captcha, send the enquiry.
import { all, call, put, select, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { EnquiryBody } from "@contract/enquiry";
import { ENQUIRY_MESSAGES } from "@contract/enquiry-constants";
import { ApiError } from "@/app/api-client";
import { apiErrorRaised } from "@/app/ui-slice";
import { requestCaptcha, requestCategories, requestCities, sendEnquiry } from "./api";
import {
  captchaFailed,
  captchaLoaded,
  captchaRequested,
  enquiryFailed,
  enquirySent,
  enquirySubmitted,
  optionsFailed,
  optionsLoaded,
  optionsRequested,
  partnerPageOpened,
  selectPartner,
  type PartnerState,
} from "./slice";
import { ERROR_GROUP, inGroup } from "@contract/errors-constants";

export function* optionsWorker(): SagaIterator {
  const { optionsRequest }: PartnerState = yield select(selectPartner);
  if (optionsRequest.status === "done" || optionsRequest.status === "sending") return;
  yield put(optionsRequested());
  try {
    const [categories, cities] = yield all([call(requestCategories), call(requestCities)]);
    yield put(
      optionsLoaded({
        categories: categories.data.categories.map((c: { display_name: string }) => c.display_name),
        cities: cities.data.location,
      }),
    );
  } catch {
    yield put(optionsFailed());
  }
}

export function* captchaWorker(): SagaIterator {
  try {
    const { captchaKind }: PartnerState = yield select(selectPartner);
    const response = yield* requestCaptcha(captchaKind);
    yield put(captchaLoaded(response.data));
  } catch {
    yield put(captchaFailed());
  }
}

export function* submitWorker(action: PayloadAction<EnquiryBody>): SagaIterator {
  try {
    const response = yield* sendEnquiry(action.payload);
    yield put(enquirySent(response.message ?? ENQUIRY_MESSAGES.sent));
    yield put(captchaRequested());
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null;
    if (apiError && inGroup(apiError.code, ERROR_GROUP.captcha)) {
      // A refused captcha is used up on the server: show why, with a new one to type.
      yield put(enquiryFailed({ captchaError: apiError.serverMessage }));
      yield put(captchaRequested());
    } else {
      yield put(enquiryFailed({ captchaError: null }));
      yield put(apiErrorRaised({ message: apiError?.serverMessage }));
    }
  }
}

export function* partnerSaga(): SagaIterator {
  // Leading: a second open while the lists load (StrictMode, a quick re-open) must not cancel the
  // request under way, which would leave optionsRequest stuck at "sending" and the selects empty.
  yield takeLeading(partnerPageOpened.type, optionsWorker);
  yield takeLatest([partnerPageOpened.type, captchaRequested.type], captchaWorker);
  yield takeLeading(enquirySubmitted.type, submitWorker);
}
