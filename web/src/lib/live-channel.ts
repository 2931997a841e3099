// A live event stream as a saga channel: each event, then how it ended (the server's retry hint)
// or why it failed; closing the channel aborts the request. The customer's stream and the merchant
// console's follow theirs with it (features/live/sagas.ts, features/merchant/orders/sagas.ts).
import { eventChannel, END, type EventChannel } from "redux-saga";
import type { LiveEvent } from "@contract/live";
import { readLiveStream } from "./sse-reader";

export type LiveMsg = { event: LiveEvent } | { ended: number | null } | { failed: unknown };

export function liveStreamChannel(url: string, token: string, lastEventId: number | null): EventChannel<LiveMsg> {
  return eventChannel<LiveMsg>((emit) => {
    const abort = new AbortController();
    readLiveStream(url, {
      token,
      lastEventId,
      signal: abort.signal,
      onEvent: (event) => emit({ event }),
    }).then(
      (end) => {
        emit({ ended: end.retryMs });
        emit(END);
      },
      (failed: unknown) => {
        if (!abort.signal.aborted) emit({ failed });
        emit(END);
      },
    );
    return () => abort.abort();
  });
}
