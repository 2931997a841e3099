// Reads a server-sent event stream with fetch (not EventSource, which cannot send the bearer
// header; docs/decisions.md, "Live events"): calls onEvent for each event, resolves when the
// stream ends or its server says `reconnect` (a process stopping: the caller reconnects with the
// last id it saw, after the retry delay sent with it), rejects on a refusal or a network failure. The parser follows the SSE format's id:, event:, data:, retry: and comment lines.
import type { LiveEvent } from "@contract/live";
import { LAST_EVENT_ID_HEADER, LIVE_RECONNECT_EVENT } from "@contract/live-constants";

export type StreamEnd = { retryMs: number | null };

export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`The event stream answered ${status}.`);
  }
}

/** Splits SSE text into events; keeps the unfinished tail for the next chunk. */
export function parseSse(
  text: string,
  onEvent: (e: { id: string | null; event: string; data: string }) => void,
  onRetry: (ms: number) => void,
): string {
  let at: number;
  let rest = text.replace(/\r\n?/g, "\n");
  while ((at = rest.indexOf("\n\n")) >= 0) {
    const block = rest.slice(0, at);
    rest = rest.slice(at + 2);
    let id: string | null = null;
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "id") id = value;
      else if (field === "event") event = value;
      else if (field === "data") data.push(value);
      else if (field === "retry" && /^\d+$/.test(value)) onRetry(Number(value));
    }
    if (data.length) onEvent({ id, event, data: data.join("\n") });
  }
  return rest;
}

export async function readLiveStream(
  url: string,
  opts: { token: string; lastEventId: number | null; signal: AbortSignal; onEvent: (e: LiveEvent) => void },
): Promise<StreamEnd> {
  const headers: Record<string, string> = { accept: "text/event-stream", authorization: `Bearer ${opts.token}` };
  if (opts.lastEventId !== null) headers[LAST_EVENT_ID_HEADER] = String(opts.lastEventId);
  const res = await fetch(url, { headers, signal: opts.signal, cache: "no-store" });
  if (!res.ok || !res.body) throw new StreamRefused(res.status);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let retryMs: number | null = null;
  let reconnect = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { retryMs };
    buffer = parseSse(
      buffer + value,
      (e) => {
        if (reconnect) return;
        if (e.event === LIVE_RECONNECT_EVENT) {
          reconnect = true;
          return;
        }
        try {
          opts.onEvent(JSON.parse(e.data) as LiveEvent);
        } catch {
          // A line we cannot read is skipped; the next event carries on.
        }
      },
      (ms) => (retryMs = ms),
    );
    if (reconnect) {
      // Not awaited: a cancelled pipe settles when its source does, which need not be soon.
      reader.cancel().catch(() => undefined);
      return { retryMs };
    }
  }
}
