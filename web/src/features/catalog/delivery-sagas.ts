// A private shop answers whether it delivers to the delivery location: asked again whenever that
// location changes (chosen anywhere: this page's input, home, GPS) or is cleared.
import { put, select, takeLatest } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import { locationActions, selectDeliveryCoords } from "@/features/location";
import type { LatLng } from "@/lib/storage";
import { requestPrivateShop, toPoint } from "./api";
import { selectShopRef } from "./selectors";
import { deliveryStatusUpdated, type ShopRef } from "./slice";

export function* deliveryCheckWorker(): SagaIterator {
  const ref: ShopRef | null = yield select(selectShopRef);
  if (ref?.kind !== "private") return;
  const coords: LatLng | null = yield select(selectDeliveryCoords);
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
