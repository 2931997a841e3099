// Composes checkout with the features around it (features never import each other): the cart's
// 'Proceed to Buy' opens checkout with the delivery location, the saved addresses and the shop's
// delivery time; a placed order or a failed stock check makes the cart reload (the server has
// emptied it or changed it). With no delivery location yet (a shop opened from a link), the location
// is asked for first and checkout opens once it is chosen.
import { put, select, takeEvery } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import { checkoutRequested, viewRequested } from "@/features/cart/slice";
import { parcelCount, selectCartView } from "@/features/cart/selectors";
import { selectShop } from "@/features/catalog/selectors";
import { checkoutLocationNeeded, checkoutOpened, orderPlaced, selectCheckout } from "@/features/checkout/slice";
import { stockVerificationFailed } from "@/features/checkout/sagas";
import { locationActions, selectDeliveryCoords, selectSavedAddresses } from "@/features/location";
import type { LatLng } from "@/lib/storage";
import type { RootState } from "./store";

function* openCheckout(action: PayloadAction<{ shopId: string; amount: number }>): SagaIterator {
  const state: RootState = yield select((s: RootState) => s);
  const location: LatLng | null = selectDeliveryCoords(state);
  if (!location) {
    yield put(checkoutLocationNeeded(action.payload));
    return;
  }
  const shop = selectShop(state);
  const sameShop = shop && shop._id === action.payload.shopId;
  // Other-location shops (not private) deliver in their 'other location' time (spec part 2 section 3).
  const other = sameShop && shop.group === "global";
  // The cart view carries the shop's features: notes and an image only where the shop accepts them.
  const cartView = selectCartView(state);
  const cartShop = cartView?.shop;
  const features = cartShop && cartShop._id === action.payload.shopId ? cartShop.features : null;
  yield put(
    checkoutOpened({
      shopId: action.payload.shopId,
      amount: action.payload.amount,
      location,
      savedAddresses: selectSavedAddresses(state),
      shopName: sameShop ? shop.display_name : "",
      duration: !sameShop
        ? null
        : other
          ? `${shop.delivery_other_duration} ${shop.delivery_other_duration_unit}`
          : `${shop.delivery_local_duration} ${shop.delivery_local_duration_unit}`,
      features: { notes: features?.notes ?? false, upload: features?.upload ?? false },
      parcels: cartView?._id === action.payload.shopId ? parcelCount(cartView) : 1,
      lines:
        cartView?._id === action.payload.shopId
          ? cartView.items.map((i) => ({
              productId: i.item._id,
              name: i.item.productInfo.product_name,
              nameHi: i.item.productInfo.product_name_hi,
            }))
          : [],
    }),
  );
}

/** The delivery location checkout waited for is chosen: checkout opens. */
function* locationChosen(action: ReturnType<typeof locationActions.placeChosen>): SagaIterator {
  if (action.payload.field !== "delivery") return;
  const waiting: { shopId: string; amount: number } | null = (yield select(selectCheckout)).locationNeeded;
  if (waiting) yield put(checkoutRequested(waiting));
}

function* reloadCart(): SagaIterator {
  yield put(viewRequested());
}

export function* checkoutBridgeSaga(): SagaIterator {
  yield takeEvery(checkoutRequested, openCheckout);
  yield takeEvery(locationActions.placeChosen, locationChosen);
  yield takeEvery([orderPlaced, stockVerificationFailed], reloadCart);
}
