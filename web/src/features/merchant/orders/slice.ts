// The console's orders board, the order open on screen, the move being made, the home dashboard
// and the live stream's place. Sagas (sagas.ts) do every request; components dispatch and select.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type {
  ConsoleBoard,
  ConsoleDashboard,
  ConsoleMove,
  ConsoleOrder,
  ConsoleRequestAnswer,
  ConsoleTab,
} from "@contract/console-orders";
import type { LiveEvent } from "@contract/live";
import { withFirstPage, withNextPage } from "./paging";

export type RequestStatus = "idle" | "sending" | "done" | "error";
/** The board's moves, the answers to a request, and the last mile's failed delivery and goods back. */
export type OrderAct = ConsoleMove | ConsoleRequestAnswer | "fail" | "return";

export type MerchantOrdersState = {
  board: {
    tab: ConsoleTab;
    storeId: string | null;
    /** What is shown: the tab's first page read last, and the pages "Show more" added after it. */
    data: ConsoleBoard | null;
    /** The store filter `data` was read with (`data.tab` names its tab). */
    dataStoreId: string | null;
    status: RequestStatus;
    error: string | null;
    /** "Show more": the next page of the tab. */
    more: { status: RequestStatus; error: string | null };
  };
  order: {
    id: string | null;
    data: ConsoleOrder | null;
    status: RequestStatus;
    error: string | null;
    /** An object URL of the customer's image, once read. */
    imageUrl: string | null;
  };
  act: {
    status: RequestStatus;
    /** What was done last, for the confirmation line. */
    done: { act: OrderAct; number: string } | null;
    error: string | null;
    /** The failure's catalogue code (ORDER_CHANGED: another member moved the order first). */
    code: string | null;
  };
  dashboard: { data: ConsoleDashboard | null; status: RequestStatus; error: string | null };
  threshold: { status: RequestStatus; error: string | null };
  live: { following: number; lastEventId: number | null; arrived: string[] };
};

export const initialMerchantOrdersState: MerchantOrdersState = {
  board: {
    tab: "new",
    storeId: null,
    data: null,
    dataStoreId: null,
    status: "idle",
    error: null,
    more: { status: "idle", error: null },
  },
  order: { id: null, data: null, status: "idle", error: null, imageUrl: null },
  act: { status: "idle", done: null, error: null, code: null },
  dashboard: { data: null, status: "idle", error: null },
  threshold: { status: "idle", error: null },
  live: { following: 0, lastEventId: null, arrived: [] },
};

export type ActRequest = {
  orderId: string;
  act: OrderAct;
  status: number;
  /** A rejection's or refusal's words; a failed delivery's reason code. */
  reason?: string;
  /** The customer's door code, or (a Manager or Super Admin) why the order is delivered without it. */
  code?: string;
  overrideReason?: string;
};
export type Failure = { message: string; code?: string | null };
/** A board answer with the store filter it was read with. */
export type BoardAnswer = { board: ConsoleBoard; storeId: string | null };

type BoardState = MerchantOrdersState["board"];
/** The answer is for the tab and store the member is looking at now (else it is dropped). */
const isCurrent = (board: BoardState, a: BoardAnswer) => a.board.tab === board.tab && a.storeId === board.storeId;
/** What is shown is the same list (tab and store) the answer belongs to. */
const sameList = (board: BoardState, a: BoardAnswer) =>
  board.data !== null && board.data.tab === a.board.tab && board.dataStoreId === a.storeId;

const slice = createSlice({
  name: "merchantOrders",
  initialState: initialMerchantOrdersState,
  reducers: {
    boardRequested(
      state,
      a: PayloadAction<{ tab?: ConsoleTab; storeId?: string | null; quiet?: boolean } | undefined>,
    ) {
      const { tab, storeId } = state.board;
      if (a.payload?.tab) state.board.tab = a.payload.tab;
      if (a.payload?.storeId !== undefined) state.board.storeId = a.payload.storeId;
      if (tab !== state.board.tab || storeId !== state.board.storeId)
        state.board.more = initialMerchantOrdersState.board.more;
      if (!a.payload?.quiet) state.board.status = "sending";
      state.board.error = null;
    },
    /** The tab's first page: it replaces what is shown, keeping the pages below it for the same list. */
    boardLoaded(state, a: PayloadAction<BoardAnswer>) {
      // An answer for a tab or store the member has left meanwhile is dropped.
      if (!isCurrent(state.board, a.payload)) return;
      state.board.data =
        sameList(state.board, a.payload) && state.board.data
          ? withFirstPage(state.board.data, a.payload.board)
          : a.payload.board;
      state.board.dataStoreId = a.payload.storeId;
      state.board.status = "done";
    },
    boardMoreRequested(state) {
      state.board.more = { status: "sending", error: null };
    },
    boardMoreLoaded(state, a: PayloadAction<BoardAnswer>) {
      if (!isCurrent(state.board, a.payload) || !sameList(state.board, a.payload) || !state.board.data) {
        state.board.more = initialMerchantOrdersState.board.more;
        return;
      }
      state.board.data = withNextPage(state.board.data, a.payload.board);
      state.board.more = { status: "done", error: null };
    },
    boardMoreFailed(state, a: PayloadAction<Failure>) {
      state.board.more = { status: "error", error: a.payload.message };
    },
    boardFailed(state, a: PayloadAction<Failure>) {
      state.board.status = "error";
      state.board.error = a.payload.message;
    },
    orderRequested(state, a: PayloadAction<string>) {
      if (state.order.id !== a.payload) {
        state.order.data = null;
        state.order.imageUrl = null;
      }
      state.order.id = a.payload;
      state.order.status = "sending";
      state.order.error = null;
      state.act = initialMerchantOrdersState.act;
    },
    orderLoaded(state, a: PayloadAction<ConsoleOrder>) {
      if (a.payload.order_id !== state.order.id) return;
      state.order.data = a.payload;
      state.order.status = "done";
    },
    orderImageLoaded(state, a: PayloadAction<{ orderId: string; url: string }>) {
      if (a.payload.orderId === state.order.id) state.order.imageUrl = a.payload.url;
    },
    orderFailed(state, a: PayloadAction<Failure>) {
      state.order.status = "error";
      state.order.error = a.payload.message;
    },
    actRequested(state, _a: PayloadAction<ActRequest>) {
      state.act = { status: "sending", done: null, error: null, code: null };
    },
    actDone(state, a: PayloadAction<{ act: OrderAct; order: ConsoleOrder }>) {
      state.act = {
        status: "done",
        done: { act: a.payload.act, number: a.payload.order.order_number },
        error: null,
        code: null,
      };
      if (state.order.id === a.payload.order.order_id) state.order.data = a.payload.order;
      if (state.board.data) {
        state.board.data.orders = state.board.data.orders.map((o) =>
          o.order_id === a.payload.order.order_id ? a.payload.order : o,
        );
      }
    },
    /** An order changed by a move made outside the act flow (assigned to a delivery member). */
    orderUpdated(state, a: PayloadAction<ConsoleOrder>) {
      if (state.order.id === a.payload.order_id) state.order.data = a.payload;
      if (state.board.data) {
        state.board.data.orders = state.board.data.orders.map((o) =>
          o.order_id === a.payload.order_id ? a.payload : o,
        );
      }
    },
    actFailed(state, a: PayloadAction<Failure>) {
      state.act = { status: "error", done: null, error: a.payload.message, code: a.payload.code ?? null };
    },
    actCleared(state) {
      state.act = initialMerchantOrdersState.act;
    },
    dashboardRequested(state, a: PayloadAction<{ quiet?: boolean } | undefined>) {
      if (!a.payload?.quiet) state.dashboard.status = "sending";
      state.dashboard.error = null;
    },
    dashboardLoaded(state, a: PayloadAction<ConsoleDashboard>) {
      state.dashboard.data = a.payload;
      state.dashboard.status = "done";
    },
    dashboardFailed(state, a: PayloadAction<Failure>) {
      state.dashboard.status = "error";
      state.dashboard.error = a.payload.message;
    },
    thresholdRequested(state, _a: PayloadAction<{ shopId: string; threshold: number }>) {
      state.threshold = { status: "sending", error: null };
    },
    thresholdSaved(state) {
      state.threshold = { status: "done", error: null };
    },
    thresholdFailed(state, a: PayloadAction<Failure>) {
      state.threshold = { status: "error", error: a.payload.message };
    },
    /** A page that shows live orders is on screen (pages count themselves in and out). */
    liveFollowStarted(state) {
      state.live.following += 1;
    },
    liveFollowStopped(state) {
      state.live.following = Math.max(0, state.live.following - 1);
    },
    liveEventArrived(state, a: PayloadAction<LiveEvent>) {
      state.live.lastEventId = Math.max(state.live.lastEventId ?? 0, a.payload.id);
      const number = a.payload.data.order_number;
      if (a.payload.type === "order.created" && number && !state.live.arrived.includes(number)) {
        state.live.arrived = [...state.live.arrived.slice(-9), number];
      }
    },
  },
});

export const merchantOrdersActions = slice.actions;
export const {
  boardRequested,
  boardLoaded,
  boardFailed,
  boardMoreRequested,
  boardMoreLoaded,
  boardMoreFailed,
  orderRequested,
  orderLoaded,
  orderImageLoaded,
  orderFailed,
  actRequested,
  actDone,
  orderUpdated,
  actFailed,
  actCleared,
  dashboardRequested,
  dashboardLoaded,
  dashboardFailed,
  thresholdRequested,
  thresholdSaved,
  thresholdFailed,
  liveFollowStarted,
  liveFollowStopped,
  liveEventArrived,
} = slice.actions;
export const merchantOrdersReducer = slice.reducer;
export const merchantOrdersSliceName = slice.name;

type WithOrders = { merchantOrders: MerchantOrdersState };
export const selectMerchantOrders = (s: WithOrders) => s.merchantOrders;
export const selectBoard = (s: WithOrders) => s.merchantOrders.board;
export const selectOpenOrder = (s: WithOrders) => s.merchantOrders.order;
export const selectAct = (s: WithOrders) => s.merchantOrders.act;
export const selectDashboard = (s: WithOrders) => s.merchantOrders.dashboard;
export const selectThreshold = (s: WithOrders) => s.merchantOrders.threshold;
export const selectLive = (s: WithOrders) => s.merchantOrders.live;
/** New orders waiting for acceptance, from whichever of board and dashboard answered last. */
export const selectNewOrderCount = (s: WithOrders): number | null => {
  const tab = s.merchantOrders.board.data?.tabs.find((x) => x.tab === "new");
  return tab?.count ?? s.merchantOrders.dashboard.data?.new_orders ?? null;
};
