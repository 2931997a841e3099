// The Track Order and Purchase History lists (infinite scroll, 10 per page), the side menu's orders
// count, which order is open in place (the products view), and the server's last notice.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { OrderListItem } from "@contract/orders";
import { loggedOut, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import type { OrderListName } from "./status";

export type ListState = { items: OrderListItem[]; total: number | null; request: RequestState };

export type OrdersListsState = {
  track: ListState;
  history: ListState;
  /** Orders next to Track Order in the side menu. */
  menuCount: number | null;
  /** The order whose products view replaces the list (menu item 1 of the spec). */
  open: { list: OrderListName; orderId: string } | null;
  /** A server message to show in an info dialog (cancel, buzz, review success). */
  notice: { title: string; message: string } | null;
  /** The tiles under the delivery map (MAP_TILES_URL): undefined until asked, null for none. */
  mapTiles?: MapTiles | null;
};

export type MapTiles = { url: string; attribution: string };

const emptyList = (): ListState => ({ items: [], total: null, request: idleRequest() });

const initialState: OrdersListsState = {
  track: emptyList(),
  history: emptyList(),
  menuCount: null,
  open: null,
  notice: null,
};

const listsSlice = createSlice({
  name: "orders/lists",
  initialState,
  reducers: {
    /** reset: start again from the first page (page open, after a change). */
    listRequested: (state, action: PayloadAction<{ list: OrderListName; reset?: boolean }>) => {
      const list = state[action.payload.list];
      if (action.payload.reset) {
        list.items = [];
        list.total = null;
      }
      markSending(list.request);
    },
    pageLoaded: (state, action: PayloadAction<{ list: OrderListName; items: OrderListItem[]; total: number }>) => {
      const list = state[action.payload.list];
      const known = new Set(list.items.map((o) => o._id));
      list.items.push(...action.payload.items.filter((o) => !known.has(o._id)));
      list.total = action.payload.total;
      if (action.payload.list === "track") state.menuCount = action.payload.total;
      markDone(list.request);
    },
    /** The list read again from its first page after a live event (no empty list in between). */
    listReplaced: (state, action: PayloadAction<{ list: OrderListName; items: OrderListItem[]; total: number }>) => {
      const list = state[action.payload.list];
      list.items = action.payload.items;
      list.total = action.payload.total;
      if (action.payload.list === "track") state.menuCount = action.payload.total;
    },
    /** Order-history errors clear the list (spec part 2 section 8). */
    listFailed: (state, action: PayloadAction<{ list: OrderListName; message: string | null }>) => {
      const list = state[action.payload.list];
      list.items = [];
      list.total = 0;
      markFailed(list.request, action.payload.message);
    },
    mapTilesLoaded: (state, action: PayloadAction<MapTiles | null>) => {
      state.mapTiles = action.payload;
    },
    menuCountRequested: () => {},
    menuCountLoaded: (state, action: PayloadAction<number>) => {
      state.menuCount = action.payload;
    },
    orderOpened: (state, action: PayloadAction<{ list: OrderListName; orderId: string }>) => {
      state.open = action.payload;
    },
    orderViewClosed: (state) => {
      state.open = null;
    },
    /** The order left the tracking list (cancelled, verified): back to the list. */
    orderRemoved: (state, action: PayloadAction<string>) => {
      const before = state.track.items.length;
      state.track.items = state.track.items.filter((o) => o._id !== action.payload);
      if (state.track.items.length < before && state.track.total !== null) {
        state.track.total = Math.max(0, state.track.total - 1);
        state.menuCount = state.track.total;
      }
      if (state.open?.orderId === action.payload) state.open = null;
    },
    /** A listed order changed (buzzed, reviewed): its card shows the new values. */
    orderPatched: (state, action: PayloadAction<{ orderId: string; patch: Partial<OrderListItem> }>) => {
      for (const list of [state.track, state.history]) {
        const order = list.items.find((o) => o._id === action.payload.orderId);
        if (order) Object.assign(order, action.payload.patch);
      }
    },
    noticeShown: (state, action: PayloadAction<{ title: string; message: string }>) => {
      state.notice = action.payload;
    },
    noticeDismissed: (state) => {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    // The map tiles are the server's, not the customer's: they stay.
    const reset = (state: OrdersListsState): OrdersListsState => ({ ...initialState, mapTiles: state.mapTiles });
    builder.addCase(loggedOut, reset).addCase(sessionExpired, reset);
  },
});

export const {
  listReplaced,
  listRequested,
  pageLoaded,
  listFailed,
  menuCountRequested,
  menuCountLoaded,
  mapTilesLoaded,
  orderOpened,
  orderViewClosed,
  orderRemoved,
  orderPatched,
  noticeShown,
  noticeDismissed,
} = listsSlice.actions;
export const ordersListsReducer = listsSlice.reducer;
