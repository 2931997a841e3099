// The cart's dialogs and controls that read the server: View Billing, Customize Order, the
// Delivery Mode and Subscribe.
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { CustomizeChoice } from "@contract/cart";
import { CART_MESSAGES } from "@contract/cart-constants";
import { MAX_DISTANCE_M } from "@contract/shops-constants";
import { toApiError, type ApiSuccess } from "@/app/api-client";
import { selectDeliveryCoords } from "@/features/location";
import { storedDeliveryCoordinates, type LatLng } from "@/lib/storage";
import {
  requestAutoSelect,
  requestBasket,
  requestBilling,
  requestCartMove,
  requestCartView,
  requestCartWrite,
  requestCustomStores,
  requestDeliveryTypes,
  requestDeliveryTypeSave,
  requestOtherStores,
} from "./api";
import { selectCart } from "./selectors";
import {
  basketFailed,
  basketLoaded,
  basketMoveConfirmed,
  basketMoved,
  basketMoveFailed,
  billingFailed,
  billingLoaded,
  customizeChoiceRefreshed,
  customizeChoiceSelected,
  customizeFailed,
  customizeLoaded,
  customizeWriteFailed,
  customizeWritten,
  customizeWriteRequested,
  deliveryTypeChosen,
  deliveryTypesFailed,
  deliveryTypesLoaded,
  deliveryTypesRequested,
  noticeShown,
  panelClosed,
  panelOpened,
  subscribeRequested,
  viewLoaded,
  type CartPanel,
  type CartState,
} from "./slice";

function* cartShopId(): SagaIterator<string | null> {
  const cart: CartState = yield select(selectCart);
  return cart.view?._id ?? null;
}

function* billingWorker(shopId: string): SagaIterator {
  try {
    const res = yield* requestBilling(shopId);
    yield put(billingLoaded(res.data));
  } catch {
    yield put(billingFailed());
  }
}

function* customizeWorker(shopId: string): SagaIterator {
  try {
    const [auto, stores]: [ApiSuccess<CustomizeChoice>, ApiSuccess<CustomizeChoice[]>] = yield all([
      call(requestAutoSelect, shopId),
      call(requestOtherStores, shopId),
    ]);
    yield put(customizeLoaded({ auto: auto.data, stores: stores.data }));
  } catch {
    yield put(customizeFailed());
  }
}

/** The delivery location the home page or the shop page chose, else the saved one (0/0 is unset). */
function* deliveryCoords(): SagaIterator<LatLng | null> {
  const chosen: LatLng | null = yield select(selectDeliveryCoords);
  const at = chosen ?? storedDeliveryCoordinates.get();
  return at && (at.lat !== 0 || at.lng !== 0) ? at : null;
}

/** 'Cheaper elsewhere?' prices the cart at every shop within the widest distance of the delivery location. */
function* basketWorker(): SagaIterator {
  const at: LatLng | null = yield* deliveryCoords();
  if (!at) {
    yield put(basketFailed());
    return;
  }
  try {
    const res = yield* requestBasket(at, MAX_DISTANCE_M);
    yield put(basketLoaded(res.data));
  } catch {
    yield put(basketFailed());
  }
}

function* moveWorker(action: PayloadAction<string>): SagaIterator {
  try {
    const res = yield* requestCartMove(action.payload);
    yield put(basketMoved(res.data));
  } catch (error) {
    yield put(basketMoveFailed(toApiError(error).message));
  }
}

function* panelWorker(action: PayloadAction<CartPanel>): SagaIterator {
  if (action.payload === "basket") {
    yield* basketWorker();
    return;
  }
  const shopId: string | null = yield* cartShopId();
  if (action.payload !== "billing" && action.payload !== "customize") return;
  if (!shopId) {
    yield put(action.payload === "billing" ? billingFailed() : customizeFailed());
    yield put(panelClosed());
    return;
  }
  if (action.payload === "billing") yield* billingWorker(shopId);
  else yield* customizeWorker(shopId);
}

/** Choosing a store shows its prices as they are now (viewCustomShop). */
function* choiceWorker(action: PayloadAction<string | null>): SagaIterator {
  const shopId: string | null = yield* cartShopId();
  if (!action.payload || !shopId) return;
  try {
    const res = yield* requestCustomStores(shopId, [action.payload]);
    if (res.data[0]) yield put(customizeChoiceRefreshed(res.data[0]));
  } catch {
    // The error dialog has said why; the list keeps the prices it had.
  }
}

function* writeWorker(): SagaIterator {
  const cart: CartState = yield select(selectCart);
  if (!cart.view?._id) return;
  try {
    const res = yield* requestCartWrite(cart.view._id, cart.customize.choice);
    yield put(customizeWritten(res.data));
  } catch {
    yield put(customizeWriteFailed());
  }
}

function* deliveryTypesWorker(action: PayloadAction<string>): SagaIterator {
  try {
    const res = yield* requestDeliveryTypes(action.payload);
    yield put(deliveryTypesLoaded(res.data));
  } catch {
    yield put(deliveryTypesFailed());
  }
}

/** The Delivery Mode is saved on the profile; the cart's prices follow it. */
function* deliveryTypeWorker(action: PayloadAction<number>): SagaIterator {
  const shopId: string | null = yield* cartShopId();
  try {
    yield* requestDeliveryTypeSave(action.payload);
    if (!shopId) return;
    const [types, view] = yield all([call(requestDeliveryTypes, shopId), call(requestCartView)]);
    yield put(deliveryTypesLoaded(types.data));
    yield put(viewLoaded(view.data));
  } catch {
    yield put(deliveryTypesFailed());
    if (shopId) yield put(deliveryTypesRequested(shopId));
  }
}

/** Subscriptions live in the mobile app (spec part 2 section 1). */
function* subscribeWorker(): SagaIterator {
  const cart: CartState = yield select(selectCart);
  const enabled = cart.view?.shop?.features.enable_subscription ?? false;
  yield put(
    noticeShown({
      kind: "subscribe",
      message: enabled ? CART_MESSAGES.subscribeOnApp : CART_MESSAGES.subscribeUnavailable,
    }),
  );
}

export function* panelSaga(): SagaIterator {
  yield takeLatest(panelOpened.type, panelWorker);
  yield takeLatest(customizeChoiceSelected.type, choiceWorker);
  yield takeLeading(customizeWriteRequested.type, writeWorker);
  yield takeLatest(deliveryTypesRequested.type, deliveryTypesWorker);
  yield takeLatest(deliveryTypeChosen.type, deliveryTypeWorker);
  yield takeEvery(subscribeRequested.type, subscribeWorker);
  yield takeLeading(basketMoveConfirmed.type, moveWorker);
}
