// Screens that update themselves: an event of the customer's live stream (app/events.ts) about an
// order reads again what the screens show of it: the Track Order and Purchase History lists (from
// their first page, as many orders as are shown), the open order's products view and the header's
// orders count. Nothing is emptied meanwhile, so the page does not flicker.
import { all, call, put, select, takeEvery } from "redux-saga/effects";
import type { SagaIterator } from "redux-saga";
import type { OrderListItem } from "@contract/orders";
import { callApi } from "@/app/call-api";
import { liveEventReceived } from "@/app/events";
import { ordersApi, ORDERS_PAGE } from "./api";
import { listReplaced, menuCountRequested } from "./list-slice";
import { detailsRequested } from "./order-slice";
import { selectOpenOrder, selectOrderList } from "./selectors";
import type { OrderListName } from "./status";

function* refreshList(list: OrderListName): SagaIterator {
  const state: ReturnType<ReturnType<typeof selectOrderList>> = yield select(selectOrderList(list));
  if (state.total === null) return; // never shown: it loads fresh when opened
  const limit = Math.min(50, Math.max(ORDERS_PAGE, state.items.length));
  try {
    const [page, count]: [{ data: OrderListItem[] }, { data: { count: number } }] = yield all([
      call(callApi<OrderListItem[]>, "GET", ordersApi.list(list), { query: { skip: 0, limit }, silent: true }),
      call(callApi<{ count: number }>, "GET", ordersApi.count(list), { silent: true }),
    ]);
    yield put(listReplaced({ list, items: page.data, total: count.data.count }));
  } catch {
    // The list stays as it was; the next event or a reload reads it again.
  }
}

function* onLiveEvent(action: ReturnType<typeof liveEventReceived>): SagaIterator {
  const orderId = action.payload.data.order_id;
  if (!orderId) return;
  yield put(menuCountRequested());
  yield all([call(refreshList, "track"), call(refreshList, "history")]);
  const open: ReturnType<typeof selectOpenOrder> = yield select(selectOpenOrder);
  if (open?.orderId === orderId) yield put(detailsRequested({ orderId, list: open.list }));
}

export function* liveSagas(): SagaIterator {
  yield takeEvery(liveEventReceived.type, onLiveEvent);
}
