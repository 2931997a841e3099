// The products page's loads: the shop, its category tree, the list (all, a category or a search,
// count and page 1 together) and the pages the scroll window asks for. A failing shop, category
// or product list load goes back to /home (spec part 1 section 8).
import {
  all,
  call,
  cancel,
  debounce,
  fork,
  join,
  put,
  select,
  take,
  takeLatest,
  takeLeading,
} from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator, Task } from "redux-saga";
import type { CategoryNode, ProductGroup, ProductView, ShopBootData } from "@contract/catalog";
import { toApiError, type ApiSuccess } from "@/app/api-client";
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
  toPoint,
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
import { warmCardImages } from "./card-images";
import { takeShopBoot } from "./shop-boot";
import { deliveryCheckWorker } from "./delivery-sagas";

export const SEARCH_DEBOUNCE_MS = 500;

const flatten = (groups: ProductGroup[]): ProductView[] => groups.flatMap((g) => g.products);

export { toPoint };

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

type Loaded = { total: number; products: ProductView[]; corrected?: string[] | null };

/**
 * What the running catalogue saga holds for the list's first page, in its own closure (a task is no
 * store state): `ahead`, page 1 of a private shop's whole list, asked for with the shop's ids kept
 * from the customer's last visit while the shop's own answer is on its way; `embedded`, page 1 from
 * the first data embedded in the HTML. The list takes either when the shop's ids match.
 */
type FirstPages = {
  ahead: { scope: string; task: Task } | null;
  embedded: { scope: string; loaded: Loaded } | null;
};
const scopeKey = (scope: ShopScope) => JSON.stringify([scope._id, scope.stores]);

function* firstPageAheadWorker(scope: ShopScope): SagaIterator<Loaded | null> {
  try {
    // Silent: a failure here shows nothing; the list then asks again with the shop's answer.
    const [list, count]: [ApiSuccess<ProductGroup[]>, ApiSuccess<{ count: number }>] = yield all([
      call(requestProducts, scope, { skip: 0, limit: PRODUCT_PAGE_SIZE }, true),
      call(requestProductCount, scope, true),
    ]);
    return { total: count.data.count, products: flatten(list.data) };
  } catch {
    return null;
  }
}

/** The ids a private shop had on the customer's last visit to it (storedRecentShop), if any. */
function rememberedScope(storeUniqueId: string): ShopScope | null {
  const recent = storedRecentShop.get();
  if (!recent || recent.isPrivate !== true || recent.storeUniqueId !== storeUniqueId) return null;
  const { categoryId, shopsIds } = recent;
  if (typeof categoryId !== "string" || !Array.isArray(shopsIds) || !shopsIds.every((id) => typeof id === "string"))
    return null;
  return { _id: categoryId, stores: shopsIds as string[] };
}

/** Every call needs the session's token: wait for it when it is still on its way. */
function* tokenReady(): SagaIterator {
  if (!((yield select(selectHasToken)) as boolean)) yield take([sessionEstablished.type, sessionRestored.type]);
}

/**
 * The shop from the first data the server embedded in its page: drawn at once, token or not. The
 * embedded answer is a guest's with no delivery location; a customer with one is told whether the
 * shop delivers there once the token has come (deliveryCheckWorker).
 */
function* embeddedShopWorker(first: FirstPages, boot: ShopBootData, located: boolean): SagaIterator<ShopScope> {
  const { data, is_deliver, warning } = boot.shop;
  yield put(
    shopLoaded({
      shop: data,
      isDeliver: located ? false : is_deliver,
      warning: located ? "" : warning,
      template: [],
      embedded: true,
    }),
  );
  const scope: ShopScope = yield select(selectShopScope);
  first.embedded = {
    scope: scopeKey(scope),
    loaded: { total: boot.count.data.count, products: flatten(boot.products.data) },
  };
  return scope;
}

function* deliveryCheckWhenReady(): SagaIterator {
  yield call(tokenReady);
  yield call(deliveryCheckWorker);
}

function* shopWorker(first: FirstPages, action: PayloadAction<ShopRef>): SagaIterator {
  const ref = action.payload;
  // The first shop opened takes the data embedded in the page, if it is that shop's.
  const boot = takeShopBoot(ref.kind === "private" ? ref.storeUniqueId : null);
  first.embedded = null;
  // (The server embeds no closed shop; one that closed since is asked for, and refused, as usual.)
  if (boot && ref.kind === "private" && (boot.shop.data.is_open || boot.shop.data.private_is_open)) {
    const located = ((yield select(selectDeliveryCoords)) as LatLng | null) !== null;
    const scope: ShopScope = yield call(embeddedShopWorker, first, boot, located);
    if (located) yield fork(deliveryCheckWhenReady);
    // The category tree waits for the token, which may still be on its way.
    yield call(shopOpenedWorker, ref, scope, true);
    return;
  }
  // Opened as the app starts: every call needs the session's token, which is still on its way.
  if (action.type === shopOpenedEarly.type) yield call(tokenReady);
  if (first.ahead) yield cancel(first.ahead.task);
  first.ahead = null;
  const remembered = ref.kind === "private" ? rememberedScope(ref.storeUniqueId) : null;
  if (remembered) {
    first.ahead = { scope: scopeKey(remembered), task: (yield fork(firstPageAheadWorker, remembered)) as Task };
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
      yield fork(deliveryCheckWorker);
    }
  } catch (error) {
    // An address (/{segment}) that names no shop stays, and the page says so with a way home
    // instead of a silent /home.
    const notFound = ref.kind === "private" && toApiError(error).status === 404;
    yield put(shopFailed({ notFound }));
    if (!notFound) yield put(goHome());
    return;
  }
  yield call(shopOpenedWorker, ref, (yield select(selectShopScope)) as ShopScope);
}

/** After the shop has come: remembered, its whole list asked for, and its category tree. */
function* shopOpenedWorker(ref: ShopRef, scope: ShopScope, beforeToken = false): SagaIterator {
  // The shop last opened, so /public/products survives a reload (spec part 1 section 3).
  storedRecentShop.set(
    ref.kind === "private"
      ? { isPrivate: true, storeUniqueId: ref.storeUniqueId, categoryId: scope._id, shopsIds: scope.stores }
      : { isPrivate: false, categoryId: ref.categoryId, shopsIds: scope.stores },
  );
  storedShopIds.set(scope.stores);
  yield put(categorySelected(""));
  if (beforeToken) yield call(tokenReady);
  yield call(categoriesWorker, scope);
}

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

function* listWorker(first: FirstPages): SagaIterator {
  const { mode, generation }: CatalogPageState = yield select(selectCatalogPage);
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  const { ahead, embedded } = first;
  first.ahead = null;
  first.embedded = null;
  try {
    const taken: Loaded | null =
      embedded && mode.kind === "all" && embedded.scope === scopeKey(scope)
        ? embedded.loaded
        : ahead && mode.kind === "all" && ahead.scope === scopeKey(scope)
          ? yield join(ahead.task)
          : null;
    const loaded: Loaded = taken ?? (yield call(fetchPage, scope, mode, 0, true));
    yield call(warmCardImages, loaded.products);
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
  const first: FirstPages = { ahead: null, embedded: null };
  yield takeLatest([shopOpened.type, shopOpenedEarly.type], shopWorker, first);
  yield takeLatest([categorySelected.type, searchSettled.type], listWorker, first);
  yield takeLeading(pageRequested.type, pageWorker);
  yield debounce(SEARCH_DEBOUNCE_MS, searchTyped.type, settleSearchWorker);
  yield takeLatest(searchCleared.type, clearSearchWorker);
}
