// Lists, counts, details, help and reason titles: reads, so takeLatest per key.
import { all, call, put, select, takeEvery, takeLatest } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import { eventChannel, type SagaIterator } from "redux-saga";
import type { OrderDetailsData, OrderListItem } from "@contract/orders";
import type { HelpContentData, HelpTitlesData, ReasonTitlesData } from "@contract/orders-actions";
import { callApi } from "@/app/call-api";
import { i18n } from "@/lib/i18n";
import { ApiError } from "@/app/api-client";
import { ordersApi, ORDERS_PAGE } from "./api";
import { readBuzzRecords } from "./buzz-record";
import type { MapTilesData } from "@contract/places";
import {
  listFailed,
  listRequested,
  mapTilesLoaded,
  menuCountLoaded,
  menuCountRequested,
  pageLoaded,
} from "./list-slice";
import {
  buzzRecordsRead,
  detailsFailed,
  detailsLoaded,
  detailsRequested,
  helpContentLoaded,
  helpContentRequested,
  helpLoaded,
  helpRequested,
  reasonTitlesCleared,
  reasonTitlesLoaded,
  reasonTitlesRequested,
} from "./order-slice";
import { selectOrderList } from "./selectors";
import type { OrderListName } from "./status";

type Count = { count: number };

export function* listWorker(action: PayloadAction<{ list: OrderListName; reset?: boolean }>): SagaIterator {
  const { list, reset } = action.payload;
  const state: ReturnType<ReturnType<typeof selectOrderList>> = yield select(selectOrderList(list));
  const skip = reset ? 0 : state.items.length;
  if (list === "track" && reset) yield put(buzzRecordsRead(readBuzzRecords()));
  try {
    const [page, count]: [{ data: OrderListItem[] }, { data: Count }] = yield all([
      call(callApi<OrderListItem[]>, "GET", ordersApi.list(list), { query: { skip, limit: ORDERS_PAGE } }),
      call(callApi<Count>, "GET", ordersApi.count(list), { silent: true }),
    ]);
    yield put(pageLoaded({ list, items: page.data, total: count.data.count }));
  } catch (error) {
    yield put(listFailed({ list, message: error instanceof ApiError ? error.serverMessage : null }));
  }
}

/**
 * The first tracking page with a delivery order asks once which tiles the delivery map may draw
 * under itself (none: the map is drawn without; a failure counts as none).
 */
function* mapTilesWorker(action: ReturnType<typeof pageLoaded>): SagaIterator {
  if (action.payload.list !== "track" || !action.payload.items.some((o) => "delivery" in o && o.delivery)) return;
  const known: MapTilesData | null | undefined = yield select(
    (s: { orders: { lists: { mapTiles?: unknown } } }) => s.orders.lists.mapTiles,
  );
  if (known !== undefined) return;
  try {
    const answer: { data: MapTilesData } = yield call(callApi<MapTilesData>, "GET", ordersApi.mapTiles, { silent: true });
    const { tiles_url, attribution } = answer.data;
    yield put(mapTilesLoaded(tiles_url ? { url: tiles_url, attribution } : null));
  } catch {
    yield put(mapTilesLoaded(null));
  }
}

function* menuCountWorker(): SagaIterator {
  try {
    const res: { data: Count } = yield* callApi<Count>("GET", ordersApi.count("track"), { silent: true });
    yield put(menuCountLoaded(res.data.count));
  } catch {
    // The side menu simply shows no count.
  }
}

function* detailsWorker(action: ReturnType<typeof detailsRequested>): SagaIterator {
  const { orderId, list, storeId, categoryId } = action.payload;
  try {
    const res =
      list === "track"
        ? yield* callApi<OrderDetailsData>("POST", ordersApi.details, {
            body: {
              _id: orderId,
              ...(storeId ? { store_id: storeId } : {}),
              ...(categoryId ? { category_id: categoryId } : {}),
            },
          })
        : yield* callApi<OrderDetailsData>("POST", ordersApi.viewProducts(list), { body: { order_id: orderId } });
    yield put(detailsLoaded(res.data));
  } catch {
    yield put(detailsFailed(orderId));
  }
}

function* helpWorker(action: PayloadAction<string>): SagaIterator {
  try {
    const res = yield* callApi<HelpTitlesData>("GET", ordersApi.helpTitles, { query: { _id: action.payload } });
    yield put(helpLoaded({ orderId: action.payload, data: res.data }));
  } catch {
    // The generic dialog told the customer.
  }
}

function* helpContentWorker(action: PayloadAction<string>): SagaIterator {
  try {
    const res = yield* callApi<HelpContentData>("GET", ordersApi.helpContent, { query: { _id: action.payload } });
    yield put(helpContentLoaded(res.data));
  } catch {
    // The generic dialog told the customer.
  }
}

function* reasonTitlesWorker(action: PayloadAction<"cancel" | "replacement">): SagaIterator {
  try {
    const res = yield* callApi<ReasonTitlesData>("GET", ordersApi.reasonTitles(action.payload));
    yield put(reasonTitlesLoaded({ kind: action.payload, titles: res.data.titles }));
  } catch {
    // The generic dialog told the customer.
  }
}

/** The server answers the titles in the reader's language: a switch drops those already fetched. */
function* clearTitlesOnLanguageSwitch(): SagaIterator {
  const switches = eventChannel<string>((emit) => {
    i18n.on("languageChanged", emit);
    return () => i18n.off("languageChanged", emit);
  });
  yield takeEvery(switches, function* () {
    yield put(reasonTitlesCleared());
  });
}

const listOf = (list: OrderListName) => (a: { type: string; payload?: unknown }) =>
  a.type === listRequested.type && (a.payload as { list: OrderListName }).list === list;

export function* listSagas(): SagaIterator {
  yield takeLatest(listOf("track"), listWorker);
  yield takeLatest(listOf("history"), listWorker);
  yield takeLatest(menuCountRequested.type, menuCountWorker);
  yield takeLatest(pageLoaded.type, mapTilesWorker);
  yield takeEvery(detailsRequested.type, detailsWorker);
  yield takeLatest(helpRequested.type, helpWorker);
  yield takeEvery(helpContentRequested.type, helpContentWorker);
  yield takeEvery(reasonTitlesRequested.type, reasonTitlesWorker);
  yield call(clearTitlesOnLanguageSwitch);
}
