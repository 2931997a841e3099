// After Submit (verify order -> review titles -> Make payment for COD -> cancel/feedback or Store
// Feedback -> the order leaves the list), the escalation cancel, and both reviews.
import { call, put, select, takeEvery, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { OrderDetailsData } from "@contract/orders";
import type { ProductReviewTitlesData, ShopReviewTitlesData, VerifyOrderData } from "@contract/orders-actions";
import type { RootState } from "@/app/store";
import { callApi } from "@/app/call-api";
import { ApiError } from "@/app/api-client";
import { ordersApi } from "./api";
import {
  listRequested,
  menuCountRequested,
  noticeShown,
  orderPatched,
  orderRemoved,
  orderViewClosed,
} from "./list-slice";
import { detailsRequested } from "./order-slice";
import {
  afterSubmitStarted,
  escalationCancelDone,
  escalationCancelFailed,
  escalationCancelRequested,
  feedbackChosen,
  feedbackClosed,
  paymentAcknowledged,
  productReviewClosed,
  productReviewFailed,
  productReviewOpened,
  productReviewSubmitted,
  productReviewTitlesLoaded,
  shopReviewFailed,
  shopReviewSubmitted,
  storeReviewOpened,
  storeReviewTitlesLoaded,
  verifyOrderFailed,
  verifyOrderRequested,
  type ShopReviewInput,
} from "./flow-slice";
import { escalationSentences, type OrderListName } from "./status";

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : null);
const selectFlowState = (state: RootState) => state.orders.flow;
const selectDetailsOf = (orderId: string) => (state: RootState) => state.orders.order.details[orderId] ?? null;

/** The order leaves the view: out of the tracking list, or back to a refreshed history list. */
function* leaveOrder(orderId: string, list: OrderListName): SagaIterator {
  if (list === "track") {
    yield put(orderRemoved(orderId));
    yield put(menuCountRequested());
  } else {
    yield put(orderViewClosed());
    yield put(listRequested({ list: "history", reset: true }));
  }
}

function* fetchShopReviewTitles(orderId: string): SagaIterator<ShopReviewTitlesData | null> {
  try {
    const res = yield* callApi<ShopReviewTitlesData>("POST", ordersApi.shopReviewTitles, {
      body: { order_id: orderId },
      silent: true,
    });
    return res.data;
  } catch {
    return null;
  }
}

export function* verifyOrderWorker(action: PayloadAction<{ orderId: string; list: OrderListName }>): SagaIterator {
  const { orderId, list } = action.payload;
  let result: VerifyOrderData;
  try {
    const res = yield* callApi<VerifyOrderData>("POST", ordersApi.verifyOrder(list), { body: { order_id: orderId } });
    result = res.data;
  } catch (error) {
    yield put(verifyOrderFailed(serverMessage(error)));
    return;
  }
  const titles: ShopReviewTitlesData | null = yield call(fetchShopReviewTitles, orderId);
  const details: OrderDetailsData | null = yield select(selectDetailsOf(orderId));
  const sentences = escalationSentences(details?.order.products ?? []);
  yield put(afterSubmitStarted({ orderId, list, result, titles, sentences }));
  yield call(leaveIfEscalated);
}

/** The cancel/feedback dialog takes the order out of the list at once. */
function* leaveIfEscalated(): SagaIterator {
  const flow: ReturnType<typeof selectFlowState> = yield select(selectFlowState);
  if (flow.afterSubmit?.stage === "escalation") yield call(leaveOrder, flow.afterSubmit.orderId, flow.afterSubmit.list);
}

function* escalationCancelWorker(
  action: PayloadAction<{ orderId: string; reason: string; message: string }>,
): SagaIterator {
  const { orderId, reason, message } = action.payload;
  try {
    const res = yield* callApi<unknown>("POST", ordersApi.cancelEscalation, {
      body: { _id: orderId, reason, ...(message.trim() ? { message: message.trim() } : {}) },
    });
    yield put(escalationCancelDone());
    yield put(noticeShown({ title: "Cancel Request", message: res.message ?? "" }));
    yield put(feedbackChosen());
  } catch (error) {
    yield put(escalationCancelFailed(serverMessage(error)));
  }
}

function* storeReviewOpenedWorker(action: PayloadAction<{ orderId: string }>): SagaIterator {
  const titles: ShopReviewTitlesData | null = yield call(fetchShopReviewTitles, action.payload.orderId);
  if (titles) yield put(storeReviewTitlesLoaded(titles));
}

export function* shopReviewWorker(action: PayloadAction<ShopReviewInput>): SagaIterator {
  const flow: ReturnType<typeof selectFlowState> = yield select(selectFlowState);
  const feedback = flow.feedback;
  if (!feedback) return;
  const { rating, titles, message } = action.payload;
  try {
    const res = yield* callApi<unknown>("POST", ordersApi.reviewShop(feedback.list), {
      body: {
        order_id: feedback.orderId,
        rating,
        title: titles,
        ...(message.trim() ? { message: message.trim() } : {}),
        ...(feedback.data ? { shop_id: feedback.data.shop._id } : {}),
        isPurchaseHistory: feedback.list === "history",
      },
    });
    yield put(orderPatched({ orderId: feedback.orderId, patch: { shop_reviewed: true } }));
    yield put(
      feedbackClosed({ orderId: feedback.orderId, list: feedback.list, afterSubmit: flow.afterSubmit !== null }),
    );
    // In purchase history a success message returns the view to the list.
    if (!flow.afterSubmit && feedback.list === "history") yield put(orderViewClosed());
    yield put(noticeShown({ title: "Store Feedback", message: res.message ?? "" }));
  } catch (error) {
    yield put(shopReviewFailed(serverMessage(error)));
  }
}

function* feedbackClosedWorker(action: ReturnType<typeof feedbackClosed>): SagaIterator {
  const { orderId, list, afterSubmit } = action.payload;
  if (afterSubmit) yield call(leaveOrder, orderId, list);
}

function* productReviewOpenedWorker(action: ReturnType<typeof productReviewOpened>): SagaIterator {
  const { orderId, productId, categoryId } = action.payload;
  try {
    const res = yield* callApi<ProductReviewTitlesData>("POST", ordersApi.productReviewTitles, {
      body: { order_id: orderId, product_id: productId, category_id: categoryId },
    });
    yield put(productReviewTitlesLoaded(res.data));
  } catch {
    yield put(productReviewClosed());
  }
}

export function* productReviewWorker(action: PayloadAction<{ rating: number; message: string }>): SagaIterator {
  const flow: ReturnType<typeof selectFlowState> = yield select(selectFlowState);
  const review = flow.productReview;
  if (!review) return;
  try {
    const res = yield* callApi<unknown>("POST", ordersApi.reviewProduct, {
      body: {
        order_id: review.orderId,
        product_id: review.productId,
        category_id: review.categoryId,
        rating: action.payload.rating,
        ...(action.payload.message.trim() ? { message: action.payload.message.trim() } : {}),
      },
    });
    yield put(productReviewClosed());
    yield put(noticeShown({ title: "Product Review", message: res.message ?? "" }));
    yield put(detailsRequested({ orderId: review.orderId, list: "history" }));
    yield put(orderViewClosed());
  } catch (error) {
    yield put(productReviewFailed(serverMessage(error)));
  }
}

export function* flowSagas(): SagaIterator {
  yield takeLeading(verifyOrderRequested.type, verifyOrderWorker);
  yield takeEvery(paymentAcknowledged.type, leaveIfEscalated);
  yield takeLeading(escalationCancelRequested.type, escalationCancelWorker);
  yield takeEvery(storeReviewOpened.type, storeReviewOpenedWorker);
  yield takeLeading(shopReviewSubmitted.type, shopReviewWorker);
  yield takeEvery(feedbackClosed.type, feedbackClosedWorker);
  yield takeEvery(productReviewOpened.type, productReviewOpenedWorker);
  yield takeLeading(productReviewSubmitted.type, productReviewWorker);
}
