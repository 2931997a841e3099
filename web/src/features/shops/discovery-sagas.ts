// Loads the four shop groups whenever a location or the distance changes (takeLatest: only the
// newest choice counts), and nothing at all while either location is unset.
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import type { ShopGroup } from "@contract/shops";
import type { ApiSuccess } from "@/app/api-client";
import { loginRequested, offersOpened } from "@/app/ui-slice";
import { sessionEstablished, sessionRestored } from "@/app/events";
import { selectIsGuest } from "@/features/session/selectors";
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
import { selectDistanceKm, selectNearbyStoreIds } from "./selectors";
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

/** Offers of the shops on the page (every live offer before any shop is shown). */
/**
 * Today's offers of the shops around: the groups on the home page, else the shop ids the home
 * page last stored (so the header's Offers badge counts the same offers on every page).
 */
export function* loadOffersWorker(action?: { type: string }): SagaIterator {
  // The badge's background load on session start stays quiet when it fails.
  const background = action?.type === sessionEstablished.type || action?.type === sessionRestored.type;
  const nearby: string[] = yield select(selectNearbyStoreIds);
  const storesIds = nearby.length > 0 ? nearby : (storedShopIds.get() ?? []);
  yield put(offersRequested());
  try {
    const res: ApiSuccess<Offer[]> = yield* requestOffers(storesIds, { silent: background });
    yield put(offersLoaded(res.data));
  } catch {
    yield put(offersFailed());
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
  yield takeLatest(
    [homeOpened.type, groupsLoaded.type, offersOpened.type, sessionEstablished.type, sessionRestored.type],
    loadOffersWorker,
  );
  yield takeEvery(distanceChanged.type, persistDistanceWorker);
  yield takeLeading(offersNotifyRequested.type, notifyOffersWorker);
  yield takeEvery(shopOpened.type, rememberShopWorker);
}
