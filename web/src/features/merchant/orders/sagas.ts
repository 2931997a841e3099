// The orders board's side effects: reading the board, an order and the home (takeLatest), making a
// move (takeLeading: a double tap moves once), and, while a page showing orders is on screen,
// following the member's stores' live stream: a new order chimes and refreshes the board and the
// home without a reload. The stream reconnects with the last id seen, so nothing is missed.
import {
  all,
  call,
  cancel,
  cancelled,
  delay,
  fork,
  put,
  select,
  take,
  takeLatest,
  takeMaybe,
  takeLeading,
} from "redux-saga/effects";
import type { END, EventChannel, SagaIterator, Task } from "redux-saga";
import type { ConsoleBoard, ConsoleDashboard, ConsoleOrder } from "@contract/console-orders";
import type { LiveEvent } from "@contract/live";
import { LIVE_RETRY_MS } from "@contract/live-constants";
import { StreamRefused } from "@/lib/sse-reader";
import { liveStreamChannel, type LiveMsg } from "@/lib/live-channel";
import { consoleStreamUrl, consoleToken, ordersApi, failureOf } from "./api";
import { playChime } from "./chime";
import {
  actDone,
  actFailed,
  actRequested,
  boardFailed,
  boardLoaded,
  boardMoreFailed,
  boardMoreLoaded,
  boardMoreRequested,
  boardRequested,
  dashboardFailed,
  dashboardLoaded,
  dashboardRequested,
  liveEventArrived,
  liveFollowStarted,
  liveFollowStopped,
  orderFailed,
  orderImageLoaded,
  orderLoaded,
  orderRequested,
  selectBoard,
  selectDashboard,
  selectLive,
  selectOpenOrder,
  thresholdFailed,
  thresholdRequested,
  thresholdSaved,
  type MerchantOrdersState,
} from "./slice";
import { ERROR_CODE } from "@contract/errors-constants";

type S = { merchantOrders: MerchantOrdersState };
const MAX_BACKOFF_MS = 30_000;
/** Refusals that mean the order is not where the member saw it. */
const MOVED_CODES = new Set<string>([
  ERROR_CODE.ORDER_CHANGED,
  ERROR_CODE.INVALID_TRANSITION,
  ERROR_CODE.NO_OPEN_ESCALATION,
  ERROR_CODE.DELIVERY_STATE_CONFLICT,
]);

/** The tab's first page (the pages shown below it stay: slice.ts, paging.ts). */
export function* loadBoardWorker(): SagaIterator {
  const board: S["merchantOrders"]["board"] = yield select(selectBoard);
  try {
    const data: ConsoleBoard = yield call(ordersApi.board, board.tab, board.storeId);
    yield put(boardLoaded({ board: data, storeId: board.storeId }));
  } catch (err) {
    yield put(boardFailed(failureOf(err)));
  }
}

/** "Show more": the page after the orders shown. */
export function* loadMoreWorker(): SagaIterator {
  const board: S["merchantOrders"]["board"] = yield select(selectBoard);
  const shown = board.data?.tab === board.tab && board.dataStoreId === board.storeId ? board.data.orders.length : 0;
  try {
    const data: ConsoleBoard = yield call(ordersApi.board, board.tab, board.storeId, shown);
    yield put(boardMoreLoaded({ board: data, storeId: board.storeId }));
  } catch (err) {
    yield put(boardMoreFailed(failureOf(err)));
  }
}

export function* loadOrderWorker(a: ReturnType<typeof orderRequested>): SagaIterator {
  try {
    const data: ConsoleOrder = yield call(ordersApi.order, a.payload);
    yield put(orderLoaded(data));
    const open: S["merchantOrders"]["order"] = yield select(selectOpenOrder);
    if (data.has_image && !open.imageUrl) {
      const url: string | null = yield call(ordersApi.imageUrl, data.order_id);
      if (url) yield put(orderImageLoaded({ orderId: data.order_id, url }));
    }
  } catch (err) {
    yield put(orderFailed(failureOf(err)));
  }
}

export function* actWorker(a: ReturnType<typeof actRequested>): SagaIterator {
  const { orderId, act, status, reason, code, overrideReason } = a.payload;
  try {
    const order: ConsoleOrder = yield call(ordersApi.act, orderId, act, status, { reason, code, overrideReason });
    yield put(actDone({ act, order }));
    yield put(boardRequested({ quiet: true }));
  } catch (err) {
    const failure = failureOf(err);
    yield put(actFailed(failure));
    // Another member moved it: show the order as it stands now.
    if (failure.code && MOVED_CODES.has(failure.code)) {
      const open: S["merchantOrders"]["order"] = yield select(selectOpenOrder);
      if (open.id === orderId) yield put(orderRequested(orderId));
      yield put(boardRequested({ quiet: true }));
    }
  }
}

export function* loadDashboardWorker(): SagaIterator {
  try {
    const data: ConsoleDashboard = yield call(ordersApi.dashboard);
    yield put(dashboardLoaded(data));
  } catch (err) {
    yield put(dashboardFailed(failureOf(err)));
  }
}

export function* thresholdWorker(a: ReturnType<typeof thresholdRequested>): SagaIterator {
  try {
    yield call(ordersApi.setThreshold, a.payload.shopId, a.payload.threshold);
    yield put(thresholdSaved());
    yield put(dashboardRequested({ quiet: true }));
  } catch (err) {
    yield put(thresholdFailed(failureOf(err)));
  }
}

/** What a live event changes on screen: a new order chimes; any event refreshes what is shown. */
export function* liveEventWorker(event: LiveEvent): SagaIterator {
  yield put(liveEventArrived(event));
  if (event.type === "order.created") yield call(playChime);
  const board: S["merchantOrders"]["board"] = yield select(selectBoard);
  if (board.data) yield put(boardRequested({ quiet: true }));
  const dashboard: S["merchantOrders"]["dashboard"] = yield select(selectDashboard);
  if (dashboard.data) yield put(dashboardRequested({ quiet: true }));
  const open: S["merchantOrders"]["order"] = yield select(selectOpenOrder);
  if (open.id && event.data.order_id === open.id) yield put(orderRequested(open.id));
}

export function* followConsoleStream(): SagaIterator {
  let backoff = LIVE_RETRY_MS;
  for (;;) {
    const token: string | null = yield call(consoleToken);
    if (!token) return;
    const live: S["merchantOrders"]["live"] = yield select(selectLive);
    const channel: EventChannel<LiveMsg> = yield call(liveStreamChannel, consoleStreamUrl(), token, live.lastEventId);
    let retryMs = backoff;
    try {
      for (;;) {
        // takeMaybe: a plain take ends this saga at the channel's END (the stream's end), and
        // nothing would reconnect.
        const msg: LiveMsg | END = yield takeMaybe(channel);
        if ("type" in msg) break; // END
        if ("event" in msg) {
          backoff = LIVE_RETRY_MS;
          yield fork(liveEventWorker, msg.event);
        } else if ("ended" in msg) {
          retryMs = msg.ended ?? LIVE_RETRY_MS;
        } else {
          retryMs = backoff;
          backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
          // Signed out or no orders privilege: nothing to follow.
          if (msg.failed instanceof StreamRefused && [400, 401, 403].includes(msg.failed.status)) return;
        }
      }
    } finally {
      if ((yield cancelled()) as boolean) channel.close();
    }
    // Whatever arrived while the stream was down shows after the reconnect; the board is read again too.
    yield delay(retryMs);
  }
}

/**
 * Moves other members make are not shop events (the stream carries new orders, cancellations and
 * requests): what is on screen is read again now and then, quietly, while it is shown.
 */
export const REFRESH_MS = 30_000;
export function* refreshShown(): SagaIterator {
  for (;;) {
    yield delay(REFRESH_MS);
    const board: S["merchantOrders"]["board"] = yield select(selectBoard);
    if (board.data) yield put(boardRequested({ quiet: true }));
    const dashboard: S["merchantOrders"]["dashboard"] = yield select(selectDashboard);
    if (dashboard.data) yield put(dashboardRequested({ quiet: true }));
  }
}

/** Keeps the stream open (and the quiet refresh going) while a page that shows orders is on screen. */
export function* liveFollowSaga(): SagaIterator {
  let tasks: Task[] = [];
  for (;;) {
    yield take([liveFollowStarted.type, liveFollowStopped.type]);
    const live: S["merchantOrders"]["live"] = yield select(selectLive);
    if (live.following > 0 && !tasks.some((t) => t.isRunning())) {
      tasks = [yield fork(followConsoleStream), yield fork(refreshShown)];
    }
    if (live.following === 0 && tasks.length) {
      for (const t of tasks) yield cancel(t);
      tasks = [];
    }
  }
}

export function* merchantOrdersSaga(): SagaIterator {
  yield all([
    takeLatest(boardRequested.type, loadBoardWorker),
    takeLeading(boardMoreRequested.type, loadMoreWorker),
    takeLatest(orderRequested.type, loadOrderWorker),
    takeLeading(actRequested.type, actWorker),
    takeLatest(dashboardRequested.type, loadDashboardWorker),
    takeLeading(thresholdRequested.type, thresholdWorker),
    fork(liveFollowSaga),
  ]);
}
