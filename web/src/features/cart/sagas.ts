// Cart changes, one at a time in the order asked (a fast double click adds two units and the last
// answer wins), the checks before any change (login, delivery location), the group conflict, the
// drop of a dragged product, and the header's Cart(n) and Clear Cart.
import { actionChannel, call, fork, put, select, take, takeEvery, takeLatest } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { CartView } from "@contract/cart";
import type { SessionData } from "@contract/session";
import { toApiError } from "@/app/api-client";
import { loggedIn, sessionRestored } from "@/app/events";
import { apiErrorRaised, cartOpened, clearCartRequested, loginRequested, modalClosed } from "@/app/ui-slice";
import { requestCartAdd, requestCartClear, requestCartRemove, requestCartView } from "./api";
import { panelSaga } from "./panel-sagas";
import { selectCart, selectCartItem, selectDeliveryLocationSet, selectIsGuest, selectTargetShop } from "./selectors";
import {
  changeFailed,
  changeSucceeded,
  clearRequested,
  conflictClearConfirmed,
  dropped,
  focusRequested,
  lineAddRequested,
  lineAddStarted,
  lineQuantityChosen,
  lineRemoveRequested,
  noticeShown,
  panelOpened,
  viewFailed,
  viewLoaded,
  viewRequested,
  type AddPayload,
  type CartState,
  type RemovePayload,
} from "./slice";
import type { CartProductRef } from "./types";
import { ERROR_CODE } from "@contract/errors-constants";

const storesOf = (product: CartProductRef) => product.stores.map((s) => ({ store_id: s.store_id, qty: s.qty }));

function* viewWorker(): SagaIterator {
  if (yield select(selectIsGuest)) return;
  try {
    const res = yield* requestCartView();
    yield put(viewLoaded(res.data));
  } catch {
    yield put(viewFailed());
  }
}

/** Cart changes need a login and a delivery location (spec part 1 section 5). */
function* mayChange(): SagaIterator<boolean> {
  if (yield select(selectIsGuest)) {
    yield put(loginRequested());
    return false;
  }
  if (!(yield select(selectDeliveryLocationSet))) {
    yield put(noticeShown({ kind: "emptyLocation" }));
    return false;
  }
  return true;
}

function* changeFailure(error: unknown, retry: AddPayload | null = null): SagaIterator {
  yield put(changeFailed());
  const apiError = toApiError(error);
  if (apiError.code === ERROR_CODE.CART_GROUP_CONFLICT) yield put(noticeShown({ kind: "conflict", retry }));
  else if (apiError.code === ERROR_CODE.LOGIN_REQUIRED) yield put(loginRequested());
  else yield put(apiErrorRaised({ message: apiError.serverMessage }));
}

function* add(payload: AddPayload): SagaIterator {
  const cart: CartState = yield select(selectCart);
  // A product card belongs to the page's shop; a cart line names its shop itself.
  const target = payload.shopId
    ? { shopId: payload.shopId, isPrivate: payload.isPrivate ?? false }
    : cart.context
      ? { shopId: cart.context.shopId, isPrivate: cart.context.isPrivate }
      : yield select(selectTargetShop);
  if (!target) {
    yield put(changeFailed());
    return;
  }
  const retry = { ...payload, shopId: target.shopId, isPrivate: target.isPrivate };
  try {
    const res = yield* requestCartAdd({
      _id: target.shopId,
      product_id: payload.product._id,
      is_private: target.isPrivate,
      stores: storesOf(payload.product),
      ...(payload.qty && payload.qty !== 1 ? { qty: payload.qty } : {}),
    });
    yield put(changeSucceeded(res.data));
  } catch (error) {
    yield call(changeFailure, error, retry);
  }
}

function* remove(payload: RemovePayload): SagaIterator {
  const view: CartView | null = (yield select(selectCart)).view;
  const item = yield select(selectCartItem, payload.productId);
  if (!view?._id || !item) {
    yield put(changeFailed());
    return;
  }
  try {
    const res = yield* requestCartRemove({
      _id: view._id,
      product_id: payload.productId,
      is_private: view.is_private,
      stores: item.item.stores.map((s: { store_id: string; qty: number }) => ({ store_id: s.store_id, qty: s.qty })),
      ...(payload.all ? { all: true } : payload.qty && payload.qty !== 1 ? { qty: payload.qty } : {}),
    });
    yield put(changeSucceeded(res.data));
  } catch (error) {
    yield call(changeFailure, error);
  }
}

/** The dropdown's new quantity becomes the difference, added or removed. */
function* chooseQuantity({ productId, qty }: { productId: string; qty: number }): SagaIterator {
  const cart: CartState = yield select(selectCart);
  const item = yield select(selectCartItem, productId);
  if (!item || !cart.view?._id) {
    yield put(changeFailed());
    return;
  }
  const diff = qty - item.quantity;
  if (diff === 0 && cart.view) yield put(changeSucceeded(cart.view));
  else if (diff > 0) {
    const product: CartProductRef = { _id: productId, productInfo: item.item.productInfo, stores: item.item.stores };
    yield call(add, { product, qty: diff, shopId: cart.view._id, isPrivate: cart.view.is_private });
  } else yield call(remove, { productId, qty: -diff });
}

function* clear(retry: AddPayload | null): SagaIterator {
  try {
    const res = yield* requestCartClear();
    yield put(changeSucceeded(res.data));
  } catch {
    yield put(changeFailed());
    return;
  }
  if (retry) yield call(add, retry);
}

type ChangeAction =
  | PayloadAction<SessionData>
  | PayloadAction<AddPayload>
  | PayloadAction<RemovePayload>
  | PayloadAction<{ productId: string; qty: number }>
  | PayloadAction<CartProductRef>
  | PayloadAction<AddPayload | null>
  | PayloadAction<undefined>;

/**
 * Every change waits for the one before it. A login loads the customer's own cart in the same
 * queue, then finishes the add or drop that asked for the login (a guest's ADD opens the login
 * modal; closing the modal without logging in forgets it).
 */
function* changeQueue(): SagaIterator {
  const changes = yield actionChannel([
    lineAddRequested.type,
    lineRemoveRequested.type,
    lineQuantityChosen.type,
    dropped.type,
    clearRequested.type,
    clearCartRequested.type,
    conflictClearConfirmed.type,
    loggedIn.type,
    modalClosed.type,
  ]);
  let afterLogin: AddPayload | null = null;
  for (;;) {
    const action: ChangeAction = yield take(changes);
    if (loggedIn.match(action)) {
      const pending = afterLogin;
      afterLogin = null;
      if (action.payload.guest) continue;
      yield call(viewWorker);
      if (pending && (yield call(mayChange))) {
        yield put(lineAddStarted(pending.product._id));
        yield call(add, pending);
      }
      continue;
    }
    if (modalClosed.match(action)) {
      afterLogin = null;
      continue;
    }
    // Emptying the cart needs no delivery location; the menu offers it to customers only.
    if (conflictClearConfirmed.match(action)) {
      yield call(clear, action.payload);
      continue;
    }
    if (clearRequested.match(action) || clearCartRequested.match(action)) {
      if (yield select(selectIsGuest)) yield put(changeFailed());
      else yield call(clear, null);
      continue;
    }
    if (yield select(selectIsGuest)) {
      if (lineAddRequested.match(action)) afterLogin = action.payload;
      else if (dropped.match(action)) afterLogin = { product: action.payload };
    }
    if (!(yield call(mayChange))) {
      yield put(changeFailed());
      continue;
    }
    if (lineAddRequested.match(action)) yield call(add, action.payload);
    else if (dropped.match(action)) yield call(add, { product: action.payload });
    else if (lineRemoveRequested.match(action)) yield call(remove, action.payload);
    else if (lineQuantityChosen.match(action)) yield call(chooseQuantity, action.payload);
  }
}

/** Phones do not show the sidebar (cart-sidebar.module.css): Cart(n) opens the drawer there. */
const sidebarHidden = () => typeof window.matchMedia === "function" && window.matchMedia("(max-width: 899px)").matches;

/** Cart(n): the sidebar on a products page, else the cart drawer. */
function* cartOpenedWorker(): SagaIterator {
  if (yield select(selectIsGuest)) {
    yield put(loginRequested());
    return;
  }
  const cart: CartState = yield select(selectCart);
  if (cart.context && !sidebarHidden()) yield put(focusRequested());
  else {
    yield put(panelOpened("drawer"));
    yield put(viewRequested());
  }
}

/**
 * A restored session shows the customer's cart. A login or sign-up empties the cart state on this
 * device (slice) and loads the customer's saved cart again in the change queue: the spec's "the
 * cart is cleared" after login (part 1 section 4) is read as clearing the client's cart, never as
 * deleting what the customer saved (docs/decisions.md, "Cart and billing").
 */
function* sessionWorker(action: PayloadAction<{ guest: boolean }>): SagaIterator {
  if (action.payload.guest) return;
  yield put(viewRequested());
}

export function* cartSaga(): SagaIterator {
  yield takeLatest(viewRequested.type, viewWorker);
  yield takeEvery(sessionRestored.type, sessionWorker);
  yield takeEvery(cartOpened.type, cartOpenedWorker);
  yield fork(changeQueue);
  yield fork(panelSaga);
}
