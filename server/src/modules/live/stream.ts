// One open event stream (server-sent events) on a hijacked response. It first replays from the log
// what the reader missed (after its Last-Event-ID, within the replay window), holding the hub's new
// events meanwhile, then writes each event as the hub hands it on. A reader that does not keep up
// is dropped, not waited for: once more than MAX_BUFFERED bytes wait in the socket (or its queue
// during the replay overflows) the connection is closed and the reader reconnects with its
// Last-Event-ID, catching up from the log.
import type { ServerResponse } from "node:http";
import type { Db } from "../../lib/db";
import {
  LIVE_RECONNECT_EVENT,
  LIVE_REPLAY_HOURS,
  LIVE_RESTART_RETRY_MS,
  LIVE_RETRY_MS,
  SHOP_LIVE_EVENTS,
} from "../../contract/live";
import { isFor, toHubEvent, type HubEvent, type HubSubscriber, type LiveHub, type LiveRow } from "./hub";

export const MAX_BUFFERED_BYTES = 256 * 1024;
const MAX_QUEUED = 2000;
const REPLAY_PAGE = 500;
const REPLAY_MAX = 5000;

export type StreamAudience = { userId: string; orderId?: string } | { storeId: string } | { storeIds: string[] };

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  // nginx (deploy/nginx.conf) and other proxies pass the stream on unbuffered.
  "x-accel-buffering": "no",
};

export class LiveStream implements HubSubscriber {
  readonly userId: string | null;
  readonly storeId: string | null;
  readonly storeIds?: readonly string[];
  private readonly orderId: string | null;
  private replaying = true;
  private queue: HubEvent[] = [];
  private lastSent = 0;
  private closed = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly hub: LiveHub,
    audience: StreamAudience,
  ) {
    this.userId = "userId" in audience ? audience.userId : null;
    this.storeId = "storeId" in audience ? audience.storeId : null;
    if ("storeIds" in audience) this.storeIds = audience.storeIds;
    this.orderId = "userId" in audience ? (audience.orderId ?? null) : null;
    res.on("close", () => this.close());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends the headers, replays after `lastEventId` (when given), then follows the hub. */
  async open(db: Db, lastEventId: number | null, headers: Record<string, string> = {}): Promise<void> {
    if (this.closed) return; // the reader left before the stream began
    this.res.writeHead(200, { ...SSE_HEADERS, ...headers });
    this.res.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    this.hub.subscribe(this);
    try {
      if (lastEventId !== null) await this.replay(db, lastEventId, this.hub.handedOn);
    } catch {
      this.close();
      return;
    }
    this.replaying = false;
    const queued = this.queue;
    this.queue = [];
    for (const e of queued) this.write(e);
  }

  private async replay(db: Db, after: number, upTo: number): Promise<void> {
    const since = new Date(Date.now() - LIVE_REPLAY_HOURS * 3_600_000);
    const audience = this.userId
      ? { userId: this.userId }
      : { storeId: this.storeIds ? { in: [...this.storeIds] } : this.storeId!, type: { in: [...SHOP_LIVE_EVENTS] } };
    let from = after;
    for (let sent = 0; sent < REPLAY_MAX && !this.closed; ) {
      const rows = (await db.liveEvent.findMany({
        where: { ...audience, id: { gt: from, lte: upTo }, createdAt: { gte: since } },
        orderBy: { id: "asc" },
        take: REPLAY_PAGE,
      })) as LiveRow[];
      for (const r of rows) this.write(toHubEvent(r));
      sent += rows.length;
      if (rows.length < REPLAY_PAGE) break;
      from = rows[rows.length - 1].id;
    }
  }

  deliver(event: HubEvent): void {
    if (this.closed || !isFor(this, event)) return;
    if (this.replaying) {
      if (this.queue.length >= MAX_QUEUED) return this.close();
      this.queue.push(event);
      return;
    }
    this.write(event);
  }

  private write(event: HubEvent): void {
    if (this.closed || event.id <= this.lastSent) return;
    if (this.orderId && event.orderId !== this.orderId) return;
    this.lastSent = event.id;
    this.send(event.frame);
  }

  heartbeat(): void {
    if (!this.closed) this.send(": ping\n\n");
  }

  private send(text: string): void {
    this.res.write(text);
    if (this.res.writableLength > MAX_BUFFERED_BYTES) this.close();
  }

  /** Ends the stream as its process stops: a `reconnect` event with a short retry delay (spread so
   * a process's readers do not all come back in the same instant), then the response's proper end. */
  endForRestart(): void {
    if (this.closed) return;
    if (!this.res.headersSent || this.res.destroyed) return this.close();
    const retryMs = Math.floor(Math.random() * LIVE_RESTART_RETRY_MS);
    this.res.write(`retry: ${retryMs}\nevent: ${LIVE_RECONNECT_EVENT}\ndata: {}\n\n`);
    this.closed = true;
    this.hub.unsubscribe(this);
    this.queue = [];
    this.res.end();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.hub.unsubscribe(this);
    this.queue = [];
    if (!this.res.destroyed) this.res.destroy();
  }
}
