// The customer's grievance tickets: list (also after a support request is sent), one ticket with
// its thread, a reply (takeLeading: a double click sends once).
import { call, put, select, takeLatest, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { TicketDetail, TicketSummary } from "@contract/grievance";
import { ApiError } from "@/app/api-client";
import { callApi } from "@/app/call-api";
import { supportSent } from "./slice";
import {
  ticketFailed,
  ticketLoaded,
  ticketOpened,
  ticketReplied,
  ticketReplyFailed,
  ticketReplySubmitted,
  ticketsFailed,
  ticketsLoaded,
  ticketsRequested,
  selectTickets,
  type TicketsState,
} from "./tickets-slice";

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : null);
const ticketPath = (number: string) => `/order/support/tickets/${encodeURIComponent(number)}`;

export function* listWorker(): SagaIterator {
  try {
    const response = yield* callApi<{ items: TicketSummary[] }>("GET", "/order/support/tickets", { silent: true });
    yield put(ticketsLoaded(response.data.items));
  } catch (error) {
    yield put(ticketsFailed(messageOf(error)));
  }
}

/** A request just sent: the list, when the Support page has shown it, takes the new ticket. */
function* sentWorker(): SagaIterator {
  const state: TicketsState = yield select(selectTickets);
  if (state.items !== null) yield call(listWorker);
}

function* openWorker(action: PayloadAction<string>): SagaIterator {
  try {
    const response = yield* callApi<TicketDetail>("GET", ticketPath(action.payload), { silent: true });
    yield put(ticketLoaded(response.data));
  } catch (error) {
    yield put(ticketFailed(messageOf(error)));
  }
}

function* replyWorker(action: PayloadAction<{ number: string; message: string }>): SagaIterator {
  try {
    const response = yield* callApi<TicketDetail>("POST", `${ticketPath(action.payload.number)}/reply`, {
      body: { message: action.payload.message },
    });
    yield put(ticketReplied(response.data));
  } catch (error) {
    yield put(ticketReplyFailed(messageOf(error)));
  }
}

export function* ticketsSaga(): SagaIterator {
  yield takeLatest(ticketsRequested.type, listWorker);
  yield takeLatest(supportSent.type, sentWorker);
  yield takeLatest(ticketOpened.type, openWorker);
  yield takeLeading(ticketReplySubmitted.type, replyWorker);
}
