// Loads the four shop groups whenever a location or the distance changes (takeLatest: only the
// newest choice counts), and nothing at all while either location is unset.
import { all, call, cancel, fork, put, select, take, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import type { SagaIterator, Task } from "redux-saga";
import type { ShopGroup } from "@contract/shops";
import type { ApiSuccess } from "@/app/api-client";
import { loginRequested, offersOpened } from "@/app/ui-slice";
import { sessionEstablished, sessionRestored } from "@/app/events";
import { selectIsGuest, selectSession } from "@/features/session/selectors";
import { locationActions, selectDeliveryCoords, selectSearchCoords } from "@/features/location";
import type { LatLng } from "@/lib/storage";
import { storedDistance, storedRecentShop, storedShopIds } from "@/lib/storage";
import {
  requestGlobalShops,
  requestOfferNotify,
  requestOffers,
  requestPrivateShops,
  requestShopsByType,
  type ShopsQuery,
} from "./api";
import {
  distanceChanged,
  groupsCleared,
  groupsFailed,
  groupsLoaded,
  groupsRequested,
  homeOpened,
  shopOpened,
} from "./discovery-slice";
import {
  offersFailed,
  offersLoaded,
  offersNotifyFailed,
  offersNotifyRequested,
  offersNotifySubscribed,
  offersRequested,
} from "./offers-slice";
import { selectDistanceKm, selectNearbyStoreIds, selectOffersState } from "./selectors";
import type { OffersState } from "./offers-slice";
import type { Offer } from "@contract/promo";

export function* loadGroupsWorker(): SagaIterator {
  const search: LatLng | null = yield select(selectSearchCoords);
  const delivery: LatLng | null = yield select(selectDeliveryCoords);
  const km: number = yield select(selectDistanceKm);
  if (!search || !delivery) {
    yield put(groupsCleared());
    return;
  }
  const q: ShopsQuery = { search, delivery, maxDistance: km * 1000 };
  yield put(groupsRequested());
  try {
    const [pub, priv, branded, global]: ApiSuccess<ShopGroup>[] = yield all([
      call(requestShopsByType, q, 1),
      call(requestPrivateShops, q),
      call(requestShopsByType, q, 2),
      call(requestGlobalShops, q),
    ]);
    yield put(groupsLoaded({ public: pub.data, private: priv.data, branded: branded.data, global: global.data }));
  } catch {
    yield put(groupsFailed());
  }
}

/** The store ids whose offers count: the groups on the home page, else the ones the home page last stored. */
function* offerStoreIds(): SagaIterator<string[]> {
  const nearby: string[] = yield select(selectNearbyStoreIds);
  return nearby.length > 0 ? nearby : (storedShopIds.get() ?? []);
}

/** Whose offers for which shops: a request for the same key again would answer the same list. */
function* offersKey(): SagaIterator<string> {
  const storesIds: string[] = yield* offerStoreIds();
  const { token }: { token: string | null } = yield select(selectSession);
  return `${token ?? ""}|${storesIds.join(",")}`;
}

/**
 * Today's offers of the shops around: the groups on the home page, else the shop ids the home
 * page last stored (so the header's Offers badge counts the same offers on every page).
 */
export function* loadOffersWorker(action?: { type: string }): SagaIterator {
  // The badge's background load on session start stays quiet when it fails.
  const background = action?.type === sessionEstablished.type || action?.type === sessionRestored.type;
  const storesIds: string[] = yield* offerStoreIds();
  const key: string = yield* offersKey();
  yield put(offersRequested(key));
  try {
    const res: ApiSuccess<Offer[]> = yield* requestOffers(storesIds, { silent: background });
    yield put(offersLoaded(res.data));
  } catch {
    yield put(offersFailed());
  }
}

const OFFER_TRIGGERS = [
  homeOpened.type,
  groupsLoaded.type,
  offersOpened.type,
  sessionEstablished.type,
  sessionRestored.type,
];

/**
 * The newest trigger wins (the earlier load is cancelled), except that a trigger asking for the
 * offers already loaded or on their way is dropped: a restored session opening /home asks once,
 * not once for the restore and again for the page. Opening the panel always reloads.
 */
function* offersSaga(): SagaIterator {
  let task: Task | null = null;
  for (;;) {
    const action: { type: string } = yield take(OFFER_TRIGGERS);
    if (action.type !== offersOpened.type) {
      const key: string = yield* offersKey();
      const state: OffersState = yield select(selectOffersState);
      const busyOrDone = state.request.status === "sending" || state.request.status === "done";
      if (state.requestedFor === key && busyOrDone) continue;
    }
    if (task?.isRunning()) yield cancel(task);
    task = yield fork(loadOffersWorker, action);
  }
}

export const OFFER_NOTIFY_FALLBACK = "We will let you know when new offers arrive.";

/** "Notify me about new offers": customers only (a guest is asked to log in first). */
function* notifyOffersWorker(): SagaIterator {
  const guest: boolean = yield select(selectIsGuest);
  if (guest) {
    yield put(offersNotifyFailed());
    yield put(loginRequested());
    return;
  }
  try {
    const res: ApiSuccess<unknown> = yield* requestOfferNotify();
    yield put(offersNotifySubscribed(res.message ?? OFFER_NOTIFY_FALLBACK));
  } catch {
    yield put(offersNotifyFailed());
  }
}

function persistDistanceWorker(action: ReturnType<typeof distanceChanged>) {
  storedDistance.set(String(action.payload)); // kilometres as a string, as the spec stores it
}

/** The opened shop is remembered, so its products page survives a reload. */
function rememberShopWorker(action: ReturnType<typeof shopOpened>) {
  const { shop, isPrivate } = action.payload;
  storedShopIds.set(shop.stores);
  storedRecentShop.set({
    _id: shop._id,
    categoryId: shop.category_id,
    display_name: shop.display_name,
    image: shop.image,
    isPrivate,
    shopsIds: shop.stores,
    // The products page reads the recent shop by this name (catalog's shop-ref).
    storeUniqueId: shop.promoid_obj.shop_unique_id,
  });
}

const { placeChosen, queryChanged, savedChoiceForgotten } = locationActions;
const clearsLocation = (action: { type: string; payload?: unknown }) =>
  action.type === savedChoiceForgotten.type ||
  (action.type === queryChanged.type && !((action.payload as { query?: string } | undefined)?.query ?? "").trim());

export function* discoverySaga(): SagaIterator {
  yield takeLatest(
    (action: { type: string; payload?: unknown }) =>
      action.type === homeOpened.type ||
      action.type === placeChosen.type ||
      action.type === distanceChanged.type ||
      clearsLocation(action),
    loadGroupsWorker,
  );
  yield fork(offersSaga);
  yield takeEvery(distanceChanged.type, persistDistanceWorker);
  yield takeLeading(offersNotifyRequested.type, notifyOffersWorker);
  yield takeEvery(shopOpened.type, rememberShopWorker);
}
