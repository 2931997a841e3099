// Keeps the customer's live stream open while a customer is logged in: reads it with fetch
// (reader.ts), puts each event as liveEventReceived (app/events.ts), and when the stream ends or
// fails reconnects after the server's retry delay with the last id seen, so nothing is missed. A
// guest has no stream; logging out closes it.
import { call, cancelled, delay, fork, put, select, take, takeMaybe, cancel } from "redux-saga/effects";
import type { END, EventChannel, SagaIterator, Task } from "redux-saga";
import { LIVE_RETRY_MS } from "@contract/live-constants";
import { buildUrl } from "@/app/api-client";
import { liveEventReceived } from "@/app/events";
import { selectCustomerToken } from "@/features/session/selectors";
import { StreamRefused } from "./reader";
import { liveStreamChannel, type LiveMsg } from "@/lib/live-channel";
import { selectLastEventId } from "./slice";

export const LIVE_PATH = "/live/events";
const MAX_BACKOFF_MS = 30_000;

/** One connection after another while the customer stays logged in. */
export function* followStream(): SagaIterator {
  let backoff = LIVE_RETRY_MS;
  for (;;) {
    const token: string | null = yield select(selectCustomerToken);
    if (!token) return;
    const lastId: number | null = yield select(selectLastEventId);
    const channel: EventChannel<LiveMsg> = yield call(liveStreamChannel, buildUrl(LIVE_PATH), token, lastId);
    let retryMs = backoff;
    try {
      for (;;) {
        // takeMaybe: a plain take ends this saga at the channel's END (the stream's end), and
        // nothing would reconnect.
        const msg: LiveMsg | END = yield takeMaybe(channel);
        if ("type" in msg) break; // END
        if ("event" in msg) {
          backoff = LIVE_RETRY_MS;
          yield put(liveEventReceived(msg.event));
        } else if ("ended" in msg) {
          retryMs = msg.ended ?? LIVE_RETRY_MS;
        } else {
          // A refused stream (an expired token: the session saga refreshes it) or a lost network.
          retryMs = backoff;
          backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
          if (msg.failed instanceof StreamRefused && msg.failed.status === 400) return;
        }
      }
    } finally {
      if ((yield cancelled()) as boolean) channel.close();
    }
    yield delay(retryMs);
  }
}

const isSessionStart = (a: { type: string }) =>
  a.type === "session/established" || a.type === "session/restored" || a.type === "session/loggedIn";
const isSessionEnd = (a: { type: string }) => a.type === "session/loggedOut" || a.type === "session/expired";

export function* liveSaga(): SagaIterator {
  let task: Task | null = null;
  for (;;) {
    const action: { type: string } = yield take((a: { type: string }) => isSessionStart(a) || isSessionEnd(a));
    const token: string | null = yield select(selectCustomerToken);
    if (isSessionEnd(action) || !token) {
      if (task) yield cancel(task);
      task = null;
      continue;
    }
    if (!task || !task.isRunning()) task = yield fork(followStream);
  }
}
