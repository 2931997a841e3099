// The products page: which shop is open, its categories, the selected category, the search box and
// the product list's window. Every list reset bumps `generation`, so late answers of an earlier
// list are dropped.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CategoryNode, ProductView, ShopInfo } from "@contract/catalog";
import { loggedOut } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import {
  appendPage,
  emptyWindow,
  prependPage,
  PRODUCT_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  startWindow,
  type ListWindow,
} from "./list-window";

/** A private shop by its unique id, or a public, branded or other-location shop by id and stores. */
export type ShopRef =
  | { kind: "private"; storeUniqueId: string }
  | { kind: "public"; categoryId: string; storeIds: string[]; isRecentShop: boolean };

export type ListMode = { kind: "all" } | { kind: "category"; path: string } | { kind: "search"; text: string };
export type TemplateRow = { key_name: string; display_name: string };

export type CatalogPageState = {
  ref: ShopRef | null;
  shopRequest: RequestState;
  shop: ShopInfo | null;
  isDeliver: boolean;
  warning: string;
  /** While the shop takes no more orders for immediate delivery this hour: when the next can arrive. */
  nextDeliveryAt: string | null;
  template: TemplateRow[];
  categoriesRequest: RequestState;
  categories: CategoryNode | null;
  /** The selected category path; "" is All. */
  selectedCategory: string;
  /** The search box as typed. */
  searchText: string;
  /** What the list shows (the search box after its debounce). */
  mode: ListMode;
  generation: number;
  listRequest: RequestState;
  pageRequest: RequestState & { direction: "next" | "previous" | null };
  window: ListWindow;
  /** Words the search used instead of the typed ones (one-letter typos). */
  corrected: string[] | null;
  /** 'Empty Location': a cart change on a private shop's page without a delivery location. */
  emptyLocationAlert: boolean;
  /** Opened as the app started (shopOpenedEarly); the page's own open of this shop takes it over. */
  openedEarly: boolean;
  /** The shop came with the page's HTML (its first data embedded by the server), token or not. */
  embedded: boolean;
  /** The address names no shop (the server answered 404): the page says so, with a way home. */
  notFound: boolean;
};

const freshPageState = (): CatalogPageState => ({
  ref: null,
  shopRequest: idleRequest(),
  shop: null,
  isDeliver: false,
  warning: "",
  nextDeliveryAt: null,
  emptyLocationAlert: false,
  openedEarly: false,
  embedded: false,
  notFound: false,
  template: [],
  categoriesRequest: idleRequest(),
  categories: null,
  selectedCategory: "",
  searchText: "",
  mode: { kind: "all" },
  generation: 0,
  listRequest: idleRequest(),
  pageRequest: { ...idleRequest(), direction: null },
  window: emptyWindow(),
  corrected: null,
});

export const initialCatalogPageState: CatalogPageState = freshPageState();

function resetList(state: CatalogPageState, mode: ListMode) {
  state.mode = mode;
  state.generation += 1;
  state.window = emptyWindow(mode.kind === "search" ? SEARCH_PAGE_SIZE : PRODUCT_PAGE_SIZE);
  state.corrected = null;
  state.pageRequest = { ...idleRequest(), direction: null };
  markSending(state.listRequest);
}

export const sameShopRef = (a: ShopRef | null, b: ShopRef | null) => JSON.stringify(a) === JSON.stringify(b);

const browseMode = (path: string): ListMode => (path ? { kind: "category", path } : { kind: "all" });

const catalogPageSlice = createSlice({
  name: "catalog",
  initialState: initialCatalogPageState,
  reducers: {
    shopOpened: (current, action: PayloadAction<ShopRef>) => {
      // The generation keeps counting, so an answer for the previous shop can never be taken.
      const state: CatalogPageState = { ...freshPageState(), ref: action.payload, generation: current.generation + 1 };
      markSending(state.shopRequest);
      return state;
    },
    /**
     * A shop's page opened by its address starts its loads as the app starts (as soon as the
     * session has a token), not after the page's chunk has come and drawn.
     */
    shopOpenedEarly: (current, action: PayloadAction<ShopRef>) => {
      const state: CatalogPageState = {
        ...freshPageState(),
        ref: action.payload,
        generation: current.generation + 1,
        openedEarly: true,
      };
      markSending(state.shopRequest);
      return state;
    },
    /** The page took over the shop opened as the app started (and keeps what has come so far). */
    earlyShopAdopted: (state) => {
      state.openedEarly = false;
    },
    shopLoaded: (
      state,
      action: PayloadAction<{
        shop: ShopInfo;
        isDeliver: boolean;
        warning: string;
        template: TemplateRow[];
        embedded?: boolean;
      }>,
    ) => {
      Object.assign(state, action.payload);
      state.embedded = action.payload.embedded ?? false;
      markDone(state.shopRequest);
    },
    shopFailed: (state, action: PayloadAction<{ notFound?: boolean } | undefined>) => {
      markFailed(state.shopRequest);
      state.notFound = action.payload?.notFound ?? false;
    },
    deliveryStatusUpdated: (
      state,
      action: PayloadAction<{ isDeliver: boolean; warning: string; nextDeliveryAt?: string | null }>,
    ) => {
      state.isDeliver = action.payload.isDeliver;
      state.warning = action.payload.warning;
      state.nextDeliveryAt = action.payload.nextDeliveryAt ?? null;
    },
    emptyLocationAlertShown: (state) => {
      state.emptyLocationAlert = true;
    },
    emptyLocationAlertClosed: (state) => {
      state.emptyLocationAlert = false;
    },
    categoriesLoaded: (state, action: PayloadAction<CategoryNode | null>) => {
      state.categories = action.payload;
      markDone(state.categoriesRequest);
    },
    categoriesFailed: (state) => {
      markFailed(state.categoriesRequest);
    },
    /** Page 1 again, count reloaded (spec part 1 section 4); the search box is emptied. */
    categorySelected: (state, action: PayloadAction<string>) => {
      state.selectedCategory = action.payload;
      state.searchText = "";
      resetList(state, browseMode(action.payload));
    },
    searchTyped: (state, action: PayloadAction<string>) => {
      state.searchText = action.payload;
    },
    searchCleared: (state) => {
      state.searchText = "";
    },
    /** The search box after its 500 ms pause: a search, or back to the selected category. */
    searchSettled: (state, action: PayloadAction<string>) => {
      const text = action.payload.trim();
      resetList(state, text ? { kind: "search", text } : browseMode(state.selectedCategory));
    },
    listLoaded: (
      state,
      action: PayloadAction<{
        generation: number;
        total: number;
        products: ProductView[];
        corrected?: string[] | null;
      }>,
    ) => {
      const { generation, total, products, corrected = null } = action.payload;
      if (generation !== state.generation) return;
      state.window = startWindow(state.window.pageSize, total, products);
      state.corrected = corrected;
      markDone(state.listRequest);
    },
    listFailed: (state, action: PayloadAction<{ generation: number }>) => {
      if (action.payload.generation === state.generation) markFailed(state.listRequest);
    },
    pageRequested: (state, action: PayloadAction<{ direction: "next" | "previous"; page: number }>) => {
      state.pageRequest = { status: "sending", error: null, direction: action.payload.direction };
    },
    pageLoaded: (
      state,
      action: PayloadAction<{
        generation: number;
        direction: "next" | "previous";
        page: number;
        products: ProductView[];
        total?: number;
      }>,
    ) => {
      const { generation, direction, page, products, total } = action.payload;
      if (generation !== state.generation) return;
      const next = { number: page, products };
      state.window = direction === "next" ? appendPage(state.window, next) : prependPage(state.window, next);
      if (total !== undefined) state.window.total = total;
      state.pageRequest = { status: "done", error: null, direction: null };
    },
    pageFailed: (state, action: PayloadAction<{ generation: number }>) => {
      if (action.payload.generation === state.generation)
        state.pageRequest = { status: "error", error: null, direction: null };
    },
    shopClosed: () => freshPageState(),
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => freshPageState());
  },
});

export const {
  shopOpened,
  shopOpenedEarly,
  earlyShopAdopted,
  shopLoaded,
  shopFailed,
  deliveryStatusUpdated,
  emptyLocationAlertShown,
  emptyLocationAlertClosed,
  categoriesLoaded,
  categoriesFailed,
  categorySelected,
  searchTyped,
  searchCleared,
  searchSettled,
  listLoaded,
  listFailed,
  pageRequested,
  pageLoaded,
  pageFailed,
  shopClosed,
} = catalogPageSlice.actions;

export const catalogPageReducer = catalogPageSlice.reducer;
