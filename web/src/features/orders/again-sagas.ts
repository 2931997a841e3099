// Buy again: POST /cart/buy-again; a conflict asks the customer, the cart feature takes the new cart.
import { put, takeLatest } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import { ERROR_CODE } from "@contract/errors-constants";
import type { RefillData } from "@contract/finder";
import { toApiError } from "@/app/api-client";
import { callApi } from "@/app/call-api";
import { cartReplaced } from "@/app/events";
import { buyAgainConflict, buyAgainDone, buyAgainFailed, buyAgainRequested } from "./again-slice";

function* buyAgainWorker(action: PayloadAction<{ orderId: string; replace?: boolean }>): SagaIterator {
  try {
    const res = yield* callApi<RefillData>("POST", "/cart/buy-again", {
      body: { order_id: action.payload.orderId, replace: action.payload.replace ?? false },
      silent: true,
    });
    yield put(cartReplaced(res.data.cart));
    yield put(buyAgainDone(res.data));
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.code === ERROR_CODE.CART_GROUP_CONFLICT) yield put(buyAgainConflict());
    else yield put(buyAgainFailed(apiError.message));
  }
}

export function* againSagas(): SagaIterator {
  yield takeLatest(buyAgainRequested.type, buyAgainWorker);
}
