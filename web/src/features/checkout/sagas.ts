// Checkout's side effects: stock and delivery types on open, address verification, the payment
// order on every wallet/promo/tab change (takeLatest), and the payment itself with takeLeading, so
// a double click cannot pay twice. A provider failure asks the server for a refund and shows the
// answer's message as an error (spec part 2 section 4).
import type { SubstitutionRule } from "@contract/substitutions-constants";
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import { createAction, type PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { PaymentOrderData, PlaceOrderData } from "@contract/checkout";
import { callApi } from "@/app/call-api";
import { toApiError } from "@/app/api-client";
import { apiErrorRaised } from "@/app/ui-slice";
import { profileLoaded } from "@/app/events";
import * as api from "./api";
import { paidByGalliCash, placeInputs, placePath } from "./place-inputs";
import { runCheckout } from "./razorpay/run-checkout";
import type { CheckoutOutcome } from "./razorpay/types";
import {
  addressConfirmed,
  addressVerified,
  addressVerifyFailed,
  banksLoaded,
  cashLeft,
  checkoutClosed,
  checkoutOpened,
  placeFilled,
  addressSavedAtCheckout,
  deliveryTypesLoaded,
  imageChosen,
  imageRemoved,
  noticeShown,
  offersLoaded,
  orderPlaced,
  substitutionDefaultLoaded,
  payCancelled,
  payFailed,
  paymentOrderFailed,
  paymentOrderLoaded,
  paymentOrderRequested,
  payRequested,
  promoApplied,
  promoRejected,
  promoRemoved,
  selectCheckout,
  tabChanged,
  tokensLoaded,
  walletConfirmed,
  walletToggled,
  type CheckoutState,
  type OpenPayload,
  preferenceChanged,
  slotsLoaded,
  type PayRequest,
} from "./slice";
import { ERROR_CODE, ERROR_GROUP, inGroup } from "@contract/errors-constants";
import { PAYMENT_TAB, promoRefusal, WALLET_NOTICE } from "@contract/checkout-constants";
import { DELIVERY_TYPE } from "@contract/cart-constants";

/** The cart's stock check failed: checkout closed, and the cart should be looked at again. */
export const stockVerificationFailed = createAction("checkout/stockVerificationFailed");

/** What the running checkout saga holds in its closure, outside the store. */
type Held = {
  /** The picked image (a File is not serialisable), until the order is placed. */
  image: File | null;
  /** Whether the last payment order priced the cash tab, so a tab change re-prices only when it matters. */
  pricedAsCod: boolean;
};

function* openWorker(held: Held, action: PayloadAction<OpenPayload>): SagaIterator {
  held.image = null;
  const shopId = action.payload.shopId;
  try {
    const types = yield* api.requestDeliveryTypes(shopId);
    yield put(deliveryTypesLoaded(types.data));
  } catch {
    // The dialog keeps delivery by the shop.
  }
  try {
    const stock = yield* api.requestVerifyStock(shopId);
    if (!stock.data.in_stock) {
      yield put(checkoutClosed());
      yield put(stockVerificationFailed());
      yield put(apiErrorRaised({ message: stock.message ?? "Some items in your cart are no longer in stock." }));
    }
  } catch {
    // A verify call that errors lets checkout go on (spec part 2 section 4).
  }
  const s: CheckoutState = yield select(selectCheckout);
  if (s.addressSource === null && s.location) {
    try {
      const place = yield* api.requestPlaceAt(s.location);
      if (place.data) yield put(placeFilled(place.data));
    } catch {
      // The customer types the address.
    }
  }
}

/** The slots of the preferred date (today when none) for the cart's stores; a failed call keeps the clock's rule alone. */
function* slotsWorker(action: PayloadAction<unknown>): SagaIterator {
  if (action.type === preferenceChanged.type && (action.payload as { date?: string | null }).date === undefined) return;
  for (let round = 0; round < 2; round++) {
    const s: CheckoutState = yield select(selectCheckout);
    if (!s.shopId || (s.slots && !(round === 0 && action.type === payFailed.type))) return;
    try {
      const answer = yield* api.requestSlots(s.shopId, s.preferredDate);
      yield put(slotsLoaded(answer.data));
    } catch {
      return;
    }
  }
}

/** 'Save this address' (ticked): after the address is verified, saved; the profile is loaded again. */
function* saveAddressWorker(s: CheckoutState): SagaIterator {
  const choice = s.saveAddress;
  if (!choice.offered || !choice.wanted || !s.location || s.deliveryType !== DELIVERY_TYPE.byShop) return;
  const a = s.address;
  const type = choice.type === "Other" ? choice.otherName.trim() || "Other" : choice.type;
  try {
    yield* api.requestSaveAddress({
      location: { type: "Point", coordinates: [s.location.lng, s.location.lat] },
      address: {
        street: a.street.trim(),
        area: a.area.trim(),
        zipcode: a.zipcode.trim(),
        ...(a.landmark.trim() ? { landmark: a.landmark.trim() } : {}),
      },
      type,
      is_default: choice.first,
    });
    yield put(addressSavedAtCheckout());
    yield put(profileLoaded((yield* api.requestProfile()).data));
  } catch {
    // The order goes on; the address can be saved from the profile.
  }
}

function* confirmWorker(): SagaIterator {
  const s: CheckoutState = yield select(selectCheckout);
  if (s.verify.status !== "sending" || !s.shopId) return;
  const a = s.address;
  try {
    yield* api.requestVerifyShop({
      _id: s.shopId,
      deliveryType: s.deliveryType,
      deliveryLocation: { type: "Point", coordinates: s.location ? [s.location.lng, s.location.lat] : [0, 0] },
      deliveryAddress: {
        street: a.street.trim(),
        area: a.area.trim(),
        zipcode: a.zipcode.trim(),
        ...(a.landmark.trim() ? { landmark: a.landmark.trim() } : {}),
      },
    });
  } catch {
    yield put(addressVerifyFailed());
    return;
  }
  yield put(addressVerified());
  yield all([call(loadTokens), call(loadBanks), call(loadOffers), call(saveAddressWorker, s)]);
  yield put(paymentOrderRequested());
}

function* loadTokens(): SagaIterator {
  try {
    yield put(tokensLoaded((yield* api.requestTokens()).data));
  } catch {
    // No saved methods to offer.
  }
}
function* loadBanks(): SagaIterator {
  try {
    yield put(banksLoaded((yield* api.requestBanks()).data));
  } catch {
    // The net banking tab says the list could not be loaded.
  }
}
function* loadOffers(): SagaIterator {
  try {
    yield put(offersLoaded((yield* api.requestOffers()).data));
  } catch {
    // Codes can still be typed.
  }
}

function* paymentOrderWorker(held: Held): SagaIterator {
  const s: CheckoutState = yield select(selectCheckout);
  if (!s.shopId || s.step !== "PAYMENT") return;
  const cod = s.tab === PAYMENT_TAB.cash;
  try {
    const body = {
      _id: s.shopId,
      is_bfcash: s.useWallet,
      ...(s.promo?.id ? { promo_id: s.promo.id } : s.promo ? { promo_code: s.promo.code } : {}),
      delivery_type: s.deliveryType,
      // With the address and slot, the answer says when a delivery by the shop will arrive.
      ...(s.location && s.deliveryType === DELIVERY_TYPE.byShop
        ? {
            delivery_location: { lat: s.location.lat, lng: s.location.lng },
            delivery_preferences: { date: s.preferredDate, slot: s.preferredSlot },
          }
        : {}),
    };
    let res = yield* api.requestPaymentOrder({ ...body, payment_mode: cod ? "cod" : "online" });
    // Galli Cash covers the whole order on the cash tab: it is placed through online/bfcash, which
    // needs an online payment order (its txnid and hash), so price it as online too.
    if (cod && paidByGalliCash(res.data.billing, s.useWallet))
      res = yield* api.requestPaymentOrder({ ...body, payment_mode: "online" });
    held.pricedAsCod = cod;
    yield put(paymentOrderLoaded(res.data));
  } catch (error) {
    const e = toApiError(error);
    if (s.promo && inGroup(e.code, ERROR_GROUP.promo)) {
      // The promo cannot be used: say why, drop it and price again without it.
      if (e.code === ERROR_CODE.PROMO_NOT_FOR_WALLET_ONLY) yield put(noticeShown(WALLET_NOTICE.promoNotForWalletOnly));
      if (e.code === ERROR_CODE.PROMO_NOT_FOR_COD) yield put(noticeShown(WALLET_NOTICE.promoNotForCod));
      if (inGroup(e.code, ERROR_GROUP.promoNotForPayment)) {
        yield put(promoRemoved()); // re-prices (repriceOnChange)
      } else {
        yield put(promoRejected(e.serverMessage ?? e.message));
        yield put(paymentOrderRequested());
      }
      return;
    }
    yield put(paymentOrderFailed(e.serverMessage));
    yield put(apiErrorRaised({ message: e.serverMessage }));
  }
}

function* repriceOnTab(held: Held, action: PayloadAction<number>): SagaIterator {
  if ((action.payload === PAYMENT_TAB.cash) !== held.pricedAsCod) yield put(paymentOrderRequested());
}

function* repriceOnChange(action: PayloadAction<unknown>): SagaIterator {
  const s: CheckoutState = yield select(selectCheckout);
  if (s.step !== "PAYMENT") return;
  // Turning the wallet on waits for the dialog's answer (walletConfirmed); the cash tab refuses promos.
  if (walletToggled.match(action) && s.notice !== null) return;
  if (promoApplied.match(action) && promoRefusal({ cod: s.tab === PAYMENT_TAB.cash })) return;
  yield put(paymentOrderRequested());
}

function* placeWorker(held: Held, s: CheckoutState, payment: Parameters<typeof placeInputs>[1]): SagaIterator {
  const cod = placePath(s).startsWith("cashOnDelivery/");
  const res = yield* api.requestPlaceOrder(placePath(s), placeInputs(s, payment, cod), held.image);
  held.image = null;
  yield put(orderPlaced(res.data));
}

function* payWorker(held: Held, action: PayloadAction<PayRequest>): SagaIterator {
  const s: CheckoutState = yield select(selectCheckout);
  const order: PaymentOrderData | null = s.order;
  if (!order || s.orderRequest.status === "sending") {
    yield put(payFailed("Please wait while we prepare your payment."));
    return;
  }
  try {
    // Galli Cash pays everything (whatever the tab): placed with the payment order's txnid and hash.
    if (paidByGalliCash(order.billing, s.useWallet)) {
      yield call(placeWorker, held, s, { txnid: order.transaction_id ?? "", hash: order.hash ?? "" });
      return;
    }
    if (s.tab === PAYMENT_TAB.cash) {
      yield call(placeWorker, held, s, undefined);
      return;
    }
    if (!order.order) throw new Error("no provider order");
    const { details } = action.payload;
    // Emulator mode: the method entered in our forms. Live mode: the tab's method, preselected on
    // the hosted checkout, which asks for the details itself.
    const method = details?.method ?? action.payload.method;
    const outcome: CheckoutOutcome = yield call(runCheckout, order.mode, {
      key: order.rzy_pay_key,
      amount: order.order.amount,
      currency: "INR",
      name: "Galli",
      description: s.shopName || "Your order",
      order_id: order.order.id,
      ...(order.rzy_customer_Id ? { customer_id: order.rzy_customer_Id } : {}),
      prefill: { ...order.prefill, ...(method ? { method } : {}) },
      ...(details ? { method_details: details } : {}),
    });
    if (outcome.kind === "dismissed") {
      yield put(payCancelled());
      return;
    }
    if (outcome.kind === "failed") {
      yield call(afterProviderFailure, order, outcome.error.description);
      return;
    }
    yield call(placeWorker, held, s, outcome.response);
  } catch (error) {
    yield put(payFailed(toApiError(error).serverMessage));
  }
}

/**
 * The provider failed: ask for a refund and show its answer as the error beside the payment form
 * (once: no error popup on top saying the same); then price afresh.
 */
function* afterProviderFailure(order: PaymentOrderData, description: string): SagaIterator {
  let message = description;
  try {
    const res = yield* api.requestOrderIssue({
      amount_paid: order.amount,
      payment: { txnid: order.transaction_id ?? "", hash: order.hash ?? "" },
    });
    if (res.message) message = `${description} ${res.message}`;
  } catch {
    // The provider's own description is still worth showing.
  }
  yield put(payFailed(message));
  yield put(paymentOrderRequested());
}

// The picked file is kept out of the store (it is not serialisable): take plain listeners.
function keepImage(held: Held, action: PayloadAction<{ file: File }>) {
  held.image = action.payload.file.type.startsWith("image/") ? action.payload.file : null;
}
function forgetImage(held: Held) {
  held.image = null;
}

/** The customer's remembered substitution rule, offered again at this checkout. */
function* substitutionDefaultWorker(): SagaIterator {
  try {
    const res = yield* callApi<{ default: SubstitutionRule }>("GET", "/order/substitutions/default", { silent: true });
    yield put(substitutionDefaultLoaded(res.data.default));
  } catch {
    // "Replace with a similar item" stays chosen.
  }
}

/** Right after placing: each order gets the rules chosen (the default is remembered for next time). */
function* substitutionRulesWorker(action: PayloadAction<PlaceOrderData>): SagaIterator {
  const s: CheckoutState = yield select(selectCheckout);
  for (const shop of action.payload.shops) {
    try {
      yield* callApi("POST", "/order/substitutions/rules", {
        body: { order_id: shop._id, default: s.substitution.default, lines: s.substitution.lines },
        silent: true,
      });
    } catch {
      // The order keeps its rule ("similar"); the shop still asks before replacing.
    }
  }
}

export function* checkoutSaga(): SagaIterator {
  const held: Held = { image: null, pricedAsCod: false };
  yield takeLatest(checkoutOpened.type, openWorker, held);
  yield takeLatest(checkoutOpened.type, substitutionDefaultWorker);
  yield takeEvery(orderPlaced.type, substitutionRulesWorker);
  // A failed payment or placement may be a slot that filled meanwhile (SLOT_FULL): its list again.
  yield takeLatest([checkoutOpened.type, preferenceChanged.type, payFailed.type], slotsWorker);
  yield takeLeading(addressConfirmed, confirmWorker);
  yield takeLatest(paymentOrderRequested.type, paymentOrderWorker, held);
  yield takeEvery(tabChanged.type, repriceOnTab, held);
  yield takeEvery([walletToggled, walletConfirmed, promoApplied, promoRemoved, cashLeft], repriceOnChange);
  yield takeLeading(payRequested.type, payWorker, held);
  yield takeEvery(imageChosen.type, keepImage, held);
  yield takeEvery([imageRemoved.type, checkoutClosed.type], forgetImage, held);
}
