// The products page's loads: the shop, its category tree, the list (all, a category or a search,
// count and page 1 together) and the pages the scroll window asks for. A failing shop, category
// or product list load goes back to /home (spec part 1 section 8).
import { all, call, debounce, put, select, take, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { CategoryNode, ProductGroup, ProductView } from "@contract/catalog";
import type { ApiSuccess } from "@/app/api-client";
import { paths } from "@/app/paths";
import { apiErrorRaised, navigationRequested } from "@/app/ui-slice";
import { storedRecentShop, storedShopIds, type LatLng } from "@/lib/storage";
import {
  requestCategories,
  requestCategoryCount,
  requestCategoryProducts,
  requestPrivateShop,
  requestProductCount,
  requestProducts,
  requestPublicShop,
  requestSearch,
  type ShopScope,
} from "./api";
import { skipOf, SEARCH_PAGE_SIZE, PRODUCT_PAGE_SIZE } from "./list-window";
import {
  categoriesFailed,
  categoriesLoaded,
  categorySelected,
  listFailed,
  listLoaded,
  pageFailed,
  pageLoaded,
  pageRequested,
  searchCleared,
  searchSettled,
  searchTyped,
  shopFailed,
  shopLoaded,
  shopOpened,
  shopOpenedEarly,
  type CatalogPageState,
  type ListMode,
  type ShopRef,
} from "./slice";
import { selectDeliveryCoords } from "@/features/location";
import { selectHasToken } from "@/features/session/selectors";
import { sessionEstablished, sessionRestored } from "@/app/events";
import { selectCatalogPage, selectShopScope } from "./selectors";

export const SEARCH_DEBOUNCE_MS = 500;

const flatten = (groups: ProductGroup[]): ProductView[] => groups.flatMap((g) => g.products);

/** GeoJSON for the server; [0, 0] is "not set". */
export const toPoint = (coords: LatLng | null) => ({
  type: "Point" as const,
  coordinates: (coords ? [coords.lng, coords.lat] : [0, 0]) as [number, number],
});

export const CLOSED_PRIVATE_SHOP_MESSAGE = "This shop is closed right now. Please try again when it opens.";

const goHome = () => navigationRequested({ to: paths.home, replace: true });

function* categoriesWorker(scope: ShopScope): SagaIterator {
  try {
    const res: ApiSuccess<CategoryNode[]> = yield* requestCategories(scope);
    yield put(categoriesLoaded(res.data[0] ?? null));
  } catch {
    yield put(categoriesFailed());
    yield put(goHome());
  }
}

function* shopWorker(action: PayloadAction<ShopRef>): SagaIterator {
  const ref = action.payload;
  // Opened as the app starts: every call needs the session's token, which is still on its way.
  if (action.type === shopOpenedEarly.type && !((yield select(selectHasToken)) as boolean)) {
    yield take([sessionEstablished.type, sessionRestored.type]);
  }
  try {
    if (ref.kind === "private") {
      const coords: LatLng | null = yield select(selectDeliveryCoords);
      const res = yield* requestPrivateShop({
        store_unique_id: ref.storeUniqueId,
        device_OS: "web",
        source: "web",
        deliveryLocation: toPoint(coords),
      });
      // A closed private shop (is_open and private_is_open both false) cannot be opened (spec part
      // 1 section 4): not from its tile, and not by its address either.
      if (!res.data.is_open && !res.data.private_is_open) {
        yield put(shopFailed());
        yield put(apiErrorRaised({ message: CLOSED_PRIVATE_SHOP_MESSAGE }));
        yield put(goHome());
        return;
      }
      yield put(shopLoaded({ shop: res.data, isDeliver: res.is_deliver, warning: res.warning, template: [] }));
    } else {
      const res = yield* requestPublicShop(ref.categoryId);
      const first = res.data[0];
      if (!first) throw new Error("The shop answered no data.");
      const { template, ...shop } = first;
      yield put(shopLoaded({ shop, isDeliver: true, warning: "", template }));
    }
  } catch {
    yield put(shopFailed());
    yield put(goHome());
    return;
  }
  const scope: ShopScope = yield select(selectShopScope);
  // The shop last opened, so /public/products survives a reload (spec part 1 section 3).
  storedRecentShop.set(
    ref.kind === "private"
      ? { isPrivate: true, storeUniqueId: ref.storeUniqueId, categoryId: scope._id, shopsIds: scope.stores }
      : { isPrivate: false, categoryId: ref.categoryId, shopsIds: scope.stores },
  );
  storedShopIds.set(scope.stores);
  yield put(categorySelected(""));
  yield call(categoriesWorker, scope);
}

type Loaded = { total: number; products: ProductView[]; corrected?: string[] | null };

function* fetchPage(scope: ShopScope, mode: ListMode, skip: number, withCount: boolean): SagaIterator<Loaded> {
  if (mode.kind === "search") {
    const res = yield* requestSearch(scope, mode.text, { skip, limit: SEARCH_PAGE_SIZE });
    return { total: res.count, products: flatten(res.data), corrected: res.corrected };
  }
  const page = { skip, limit: PRODUCT_PAGE_SIZE };
  const listCall =
    mode.kind === "category"
      ? call(requestCategoryProducts, scope, mode.path, page)
      : call(requestProducts, scope, page);
  if (!withCount) {
    const list: ApiSuccess<ProductGroup[]> = yield listCall;
    return { total: -1, products: flatten(list.data) };
  }
  const countCall =
    mode.kind === "category" ? call(requestCategoryCount, scope, mode.path) : call(requestProductCount, scope);
  const [list, count]: [ApiSuccess<ProductGroup[]>, ApiSuccess<{ count: number }>] = yield all([listCall, countCall]);
  return { total: count.data.count, products: flatten(list.data) };
}

function* listWorker(): SagaIterator {
  const { mode, generation }: CatalogPageState = yield select(selectCatalogPage);
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    const loaded: Loaded = yield call(fetchPage, scope, mode, 0, true);
    yield put(listLoaded({ generation, ...loaded }));
  } catch {
    yield put(listFailed({ generation }));
    // A search that fails keeps the page; the shop's own products failing leaves it.
    if (mode.kind !== "search") yield put(goHome());
  }
}

function* pageWorker(action: PayloadAction<{ direction: "next" | "previous"; page: number }>): SagaIterator {
  const { direction, page } = action.payload;
  const { mode, generation, window }: CatalogPageState = yield select(selectCatalogPage);
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    const loaded: Loaded = yield call(fetchPage, scope, mode, skipOf(window, page), false);
    yield put(
      pageLoaded({
        generation,
        direction,
        page,
        products: loaded.products,
        ...(mode.kind === "search" ? { total: loaded.total } : {}),
      }),
    );
  } catch {
    yield put(pageFailed({ generation }));
  }
}

/** The search box after 500 ms without typing; nothing happens when the text did not change. */
function* settleSearchWorker(action: PayloadAction<string>): SagaIterator {
  const { searchText, mode }: CatalogPageState = yield select(selectCatalogPage);
  if (searchText !== action.payload) return;
  const text = searchText.trim();
  if (mode.kind === "search" ? mode.text === text : text === "") return;
  yield put(searchSettled(searchText));
}

function* clearSearchWorker(): SagaIterator {
  const { mode }: CatalogPageState = yield select(selectCatalogPage);
  if (mode.kind === "search") yield put(searchSettled(""));
}

export function* catalogPageSaga(): SagaIterator {
  yield takeLatest([shopOpened.type, shopOpenedEarly.type], shopWorker);
  yield takeLatest([categorySelected.type, searchSettled.type], listWorker);
  yield takeLeading(pageRequested.type, pageWorker);
  yield debounce(SEARCH_DEBOUNCE_MS, searchTyped.type, settleSearchWorker);
  yield takeLatest(searchCleared.type, clearSearchWorker);
}
