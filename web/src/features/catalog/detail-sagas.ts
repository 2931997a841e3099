// The detail modal's loads (product with its template, and its reviews) and the report flow:
// guests get the login modal; the reasons are fetched once; the message is sent only when non-empty.
import { call, fork, put, select, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { ProductDetail, ProductReviews } from "@contract/catalog";
import { toApiError, type ApiSuccess } from "@/app/api-client";
import { selectIsGuest } from "@/features/session/selectors";
import { loginRequested } from "@/app/ui-slice";
import { requestProductDetail, requestReportProduct, requestReportTypes, requestReviews, type ShopScope } from "./api";
import {
  productFailed,
  productLoaded,
  productOpened,
  reportFailed,
  reportOpened,
  reportRequested,
  reportSent,
  reportSubmitted,
  reportTypesFailed,
  reportTypesLoaded,
  reportTypesRequested,
  reviewsFailed,
  reviewsLoaded,
  moreReviewsRequested,
  moreReviewsLoaded,
  moreReviewsFailed,
  type CatalogDetailState,
} from "./detail-slice";
import { selectDetail, selectShopScope } from "./selectors";

export const REVIEWS_SHOWN = 20;
export const REPORT_SENT_FALLBACK = "Thank you. Your report has been sent.";

function* reviewsWorker(productId: string): SagaIterator {
  try {
    const res: ApiSuccess<ProductReviews> = yield* requestReviews(productId, { skip: 0, limit: REVIEWS_SHOWN });
    yield put(reviewsLoaded({ productId, reviews: res.data }));
  } catch {
    yield put(reviewsFailed());
  }
}

/** 'More reviews': the next page after the ones shown. */
function* moreReviewsWorker(): SagaIterator {
  const { productId, reviews }: CatalogDetailState = yield select(selectDetail);
  if (!productId || !reviews) return;
  try {
    const res: ApiSuccess<ProductReviews> = yield* requestReviews(productId, {
      skip: reviews.reviews.length,
      limit: REVIEWS_SHOWN,
    });
    yield put(moreReviewsLoaded({ productId, reviews: res.data }));
  } catch {
    yield put(moreReviewsFailed());
  }
}

function* productWorker(action: PayloadAction<string>): SagaIterator {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  yield fork(reviewsWorker, action.payload);
  try {
    const res: ApiSuccess<ProductDetail> = yield* requestProductDetail(scope, action.payload);
    yield put(productLoaded(res.data));
  } catch {
    yield put(productFailed());
  }
}

function* reportRequestWorker(action: PayloadAction<string>): SagaIterator {
  const guest: boolean = yield select(selectIsGuest);
  if (guest) {
    yield put(loginRequested());
    return;
  }
  yield put(reportOpened(action.payload));
  const { report }: CatalogDetailState = yield select(selectDetail);
  if (report.types.length > 0) return;
  yield put(reportTypesRequested());
  try {
    const res: ApiSuccess<{ type: string[] }> = yield* requestReportTypes();
    yield put(reportTypesLoaded(res.data.type));
  } catch {
    yield put(reportTypesFailed());
  }
}

function* reportSubmitWorker(action: PayloadAction<{ type: string; message: string }>): SagaIterator {
  const { report }: CatalogDetailState = yield select(selectDetail);
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!report.productId || !scope) return;
  const message = action.payload.message.trim();
  try {
    const res: ApiSuccess<undefined> = yield call(requestReportProduct, {
      _id: scope._id,
      product: report.productId,
      type: action.payload.type,
      ...(message ? { message } : {}),
    });
    yield put(reportSent(res.message ?? REPORT_SENT_FALLBACK));
  } catch (error) {
    yield put(reportFailed(toApiError(error).serverMessage));
  }
}

export function* catalogDetailSaga(): SagaIterator {
  yield takeLatest(productOpened.type, productWorker);
  yield takeLeading(moreReviewsRequested.type, moreReviewsWorker);
  yield takeLatest(reportRequested.type, reportRequestWorker);
  yield takeLeading(reportSubmitted.type, reportSubmitWorker);
}
