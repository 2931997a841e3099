// A shop answers whether it delivers to the delivery location (its stores' drawn areas or radius):
// a private shop through its header, any other through /product/view/delivers. Asked again
// whenever that location changes (chosen anywhere: this page's input, home, GPS) or is cleared, so
// a customer outside is told on the products page, before anything reaches checkout.
import { put, select, takeLatest } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import { locationActions, selectDeliveryCoords } from "@/features/location";
import type { LatLng } from "@/lib/storage";
import { requestPrivateShop, requestShopDelivers, toPoint } from "./api";
import { selectShopRef } from "./selectors";
import { deliveryStatusUpdated, type ShopRef } from "./slice";

export function* deliveryCheckWorker(): SagaIterator {
  const ref: ShopRef | null = yield select(selectShopRef);
  if (!ref) return;
  const coords: LatLng | null = yield select(selectDeliveryCoords);
  if (ref.kind === "public") {
    if (!coords) {
      yield put(deliveryStatusUpdated({ isDeliver: true, warning: "" }));
      return;
    }
    try {
      const res = yield* requestShopDelivers({ category_id: ref.categoryId, deliveryLocation: toPoint(coords) });
      yield put(
        deliveryStatusUpdated({ isDeliver: res.is_deliver, warning: res.warning, nextDeliveryAt: res.next_delivery_at }),
      );
    } catch {
      // The page keeps its last answer; the cart's own check still refuses an address outside.
    }
    return;
  }
  try {
    const res = yield* requestPrivateShop({
      store_unique_id: ref.storeUniqueId,
      device_OS: "web",
      source: "web",
      deliveryLocation: toPoint(coords),
    });
    yield put(deliveryStatusUpdated({ isDeliver: res.is_deliver, warning: res.warning }));
  } catch {
    // The generic error dialog has shown the failure; the page keeps its last answer.
  }
}

type AnyAction = { type: string; payload?: unknown };
const deliveryChanged = (action: AnyAction) => {
  const { placeChosen, queryChanged, savedChoiceForgotten } = locationActions;
  if (action.type === savedChoiceForgotten.type) return action.payload === "delivery";
  const p = action.payload as { field?: string; query?: string } | undefined;
  if (p?.field !== "delivery") return false;
  return action.type === placeChosen.type || (action.type === queryChanged.type && !(p.query ?? "").trim());
};

export function* catalogDeliverySaga(): SagaIterator {
  yield takeLatest(deliveryChanged, deliveryCheckWorker);
}
