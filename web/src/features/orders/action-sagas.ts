// Writes from an order card: buzz, cancel, product verification. takeLeading, so a double click
// cannot send twice.
import { put, select, takeEvery, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { OrderListItem, OrderProduct } from "@contract/orders";
import type { SubstitutionItem } from "@contract/substitutions";
import type { BuzzData, CancelOrderData } from "@contract/orders-actions";
import { callApi } from "@/app/call-api";
import { ApiError } from "@/app/api-client";
import { ordersApi } from "./api";
import { selectOrderList } from "./selectors";
import { clearBuzz, recordBuzz } from "./buzz-record";
import { menuCountRequested, noticeShown, orderPatched, orderRemoved } from "./list-slice";
import {
  buzzDone,
  buzzExpired,
  buzzFailed,
  buzzRecordsRead,
  buzzRequested,
  substitutionAnswered,
  substitutionAnswerDone,
  substitutionAnswerFailed,
  type SubstitutionAnswer,
  cancelDone,
  cancelFailed,
  cancelRequested,
  detailsRequested,
  productVerified,
  verifyProductFailed,
  verifyProductRequested,
  type CancelInput,
  type VerifyInput,
} from "./order-slice";

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : null);

function* buzzWorker(action: PayloadAction<string>): SagaIterator {
  const orderId = action.payload;
  try {
    const res = yield* callApi<BuzzData>("POST", ordersApi.buzz, { body: { _id: orderId } });
    const records = recordBuzz(orderId, res.data.last_buzz_at);
    yield put(buzzDone({ orderId, records }));
    yield put(orderPatched({ orderId, patch: { last_buzz_at: res.data.last_buzz_at } }));
    yield put(noticeShown({ title: "Buzz", message: res.message ?? "" }));
  } catch {
    yield put(buzzFailed(orderId));
  }
}

/** The answer to a proposed substitute; the order's line and amount follow from its live event. */
function* substitutionWorker(action: PayloadAction<SubstitutionAnswer>): SagaIterator {
  const { orderId, substitutionId, accept } = action.payload;
  try {
    const res = yield* callApi<SubstitutionItem>("POST", ordersApi.substitutionRespond, {
      body: { order_id: orderId, substitution_id: substitutionId, accept },
      silent: true,
    });
    yield put(substitutionAnswerDone(substitutionId));
    const track: ReturnType<ReturnType<typeof selectOrderList>> = yield select(selectOrderList("track"));
    const order: OrderListItem | undefined = track.items.find((o) => o._id === orderId);
    if (order)
      yield put(
        orderPatched({
          orderId,
          patch: { substitutions: order.substitutions.map((s) => (s._id === substitutionId ? res.data : s)) },
        }),
      );
  } catch (error) {
    yield put(substitutionAnswerFailed({ substitutionId, error: serverMessage(error) }));
  }
}

function* buzzExpiredWorker(action: PayloadAction<string>): SagaIterator {
  yield put(buzzRecordsRead(clearBuzz(action.payload)));
}

export function* cancelWorker(action: PayloadAction<CancelInput>): SagaIterator {
  const { orderIds, toBfCash, title, message } = action.payload;
  try {
    const res = yield* callApi<CancelOrderData>("POST", ordersApi.cancelOrder, {
      body: { order_id: orderIds, to_bfCash: toBfCash, title, ...(message.trim() ? { message: message.trim() } : {}) },
    });
    yield put(cancelDone());
    for (const id of orderIds) yield put(orderRemoved(id));
    yield put(menuCountRequested());
    yield put(noticeShown({ title: "Cancel Order", message: res.message ?? "" }));
  } catch (error) {
    yield put(cancelFailed(serverMessage(error)));
  }
}

function verifyForm(input: VerifyInput): FormData {
  const form = new FormData();
  form.append("order_id", input.orderId);
  form.append("product_id", input.productId);
  form.append("category_id", input.categoryId);
  form.append("shop_id", input.storeId);
  form.append("verify_status", String(input.verifyStatus));
  form.append("title", ["", "delivered", "undelivered", "replacement"][input.verifyStatus]);
  if (input.qty !== undefined) form.append("qty", String(input.qty));
  if (input.reason) form.append("reason", input.reason);
  if (input.message) form.append("message", input.message);
  (input.files ?? []).forEach((file, i) => form.append(`image${i + 1}`, file));
  return form;
}

export function* verifyProductWorker(action: PayloadAction<VerifyInput>): SagaIterator {
  const input = action.payload;
  try {
    const res = yield* callApi<OrderProduct>("POST", ordersApi.verifyProducts(input.list), {
      formData: verifyForm(input),
    });
    yield put(productVerified({ orderId: input.orderId, product: res.data }));
    // The order's own refund line (fees_refund) depends on every product's answer: read it again.
    yield put(detailsRequested({ orderId: input.orderId, list: input.list }));
  } catch (error) {
    yield put(verifyProductFailed({ productId: input.productId, message: serverMessage(error) }));
  }
}

export function* actionSagas(): SagaIterator {
  yield takeLeading(buzzRequested.type, buzzWorker);
  yield takeEvery(buzzExpired.type, buzzExpiredWorker);
  yield takeLeading(cancelRequested.type, cancelWorker);
  yield takeEvery(substitutionAnswered.type, substitutionWorker);
  yield takeEvery(verifyProductRequested.type, verifyProductWorker);
}
