// One hub per app process: it follows the live event log (the LiveEvent table, written in the
// transaction of each change) and hands every new row to the streams open on this process that may
// see it. Every process reads the same log, so an event committed by any process reaches streams
// on all of them; on PostgreSQL a LISTEN connection (pg-listener.ts) wakes the hub at each commit
// (it reads at once while a stream is open here, else within IDLE_READ_MS), on SQLite (one machine,
// the cluster of `npm start`) the hub polls the table every POLL_MS.
//
// Ids come from a sequence, and on PostgreSQL two transactions may commit out of id order. The hub
// hands rows on strictly in id order: a missing id holds back the rows after it until it commits or
// GAP_MS pass (a rolled-back transaction's id never comes), so a reader's Last-Event-ID never
// skips an event that commits a moment later.
import type { Db } from "../../lib/db";
import { LIVE_REPLAY_HOURS, SHOP_LIVE_EVENTS, type LiveEvent, type LiveEventType } from "../../contract/live";

export type LiveRow = {
  id: number;
  userId: string | null;
  storeId: string | null;
  type: string;
  data: string;
  createdAt: Date;
};

/** A row as the streams use it: parsed once, framed once, whoever reads it. */
export type HubEvent = LiveRow & { orderId: string | null; frame: string };

/** A stream's side of the hub (stream.ts). */
export interface HubSubscriber {
  readonly userId: string | null;
  readonly storeId: string | null;
  /** A stream of several stores (the merchant console's): every one of them. */
  readonly storeIds?: readonly string[];
  deliver(event: HubEvent): void;
  heartbeat(): void;
  close(): void;
  /** Ends it telling the reader to reconnect (a stopping process); close() where absent. */
  endForRestart?(): void;
}

const BATCH = 1000;
/**
 * With no stream open here, a commit's wake-up reads the log at most this often: nobody waits for
 * the rows, and the cursor only has to stay near the log's end so that a stream opened later starts
 * about now (it replays from the log up to the cursor, and the hub hands on what follows). Every
 * process is woken at every commit of every process, so reading at each one cost three processes
 * about a fifth of their orders (bench/pg-checkout.ts).
 */
export const IDLE_READ_MS = 250;
const shopTypes = new Set<string>(SHOP_LIVE_EVENTS);

export function toHubEvent(row: LiveRow): HubEvent {
  const data = JSON.parse(row.data) as LiveEvent["data"];
  const event: LiveEvent = {
    id: row.id,
    type: row.type as LiveEventType,
    created_at: row.createdAt.toISOString(),
    data,
  };
  return {
    ...row,
    orderId: data.order_id ?? null,
    frame: `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(event)}\n\n`,
  };
}

/** Whether a subscriber's stream carries the row. */
export function isFor(
  sub: { userId: string | null; storeId: string | null; storeIds?: readonly string[] },
  row: LiveRow,
): boolean {
  if (sub.userId) return row.userId === sub.userId;
  if (!row.storeId || !shopTypes.has(row.type)) return false;
  return sub.storeIds ? sub.storeIds.includes(row.storeId) : row.storeId === sub.storeId;
}

export type HubOptions = {
  pollMs: number;
  /**
   * With no stream open here, the timer reads the log at most this often (SQLite: every process
   * polls, and a read every pollMs was a steady cost on every hot read; see IDLE_READ_MS).
   * Default: every pollMs.
   */
  idlePollMs?: number;
  gapMs: number;
  heartbeatMs: number;
  /** Deletes rows past the replay window now and then (one process does it). */
  prune: boolean;
  /**
   * Reads up to `take` rows above `after`, in id order (PostgreSQL: plain SQL, index.ts; every
   * process reads at each commit, and Prisma's client costs about a millisecond of CPU a query).
   * Default: through Prisma.
   */
  readAfter?: (after: number, take: number) => Promise<LiveRow[]>;
  /** The first stream opened on this process (true), or the last one closed (false). */
  onStreams?: (open: boolean) => void;
  log: (message: string) => void;
};

export class LiveHub {
  /** Every row with an id up to here has been handed on (or given up as never coming). */
  private cursor = 0;
  private started = false;
  private readonly above = new Map<number, LiveRow>();
  private gapSince: number | null = null;
  private polling: Promise<void> | null = null;
  private again = false;
  private readonly byUser = new Map<string, Set<HubSubscriber>>();
  private readonly byStore = new Map<string, Set<HubSubscriber>>();
  private timers: NodeJS.Timeout[] = [];
  private lastPrune = 0;
  private closed = false;
  private idleRead: NodeJS.Timeout | null = null;
  private readonly streams = new Set<HubSubscriber>();
  private lastRead = 0;

  constructor(
    private readonly db: Db,
    private readonly opts: HubOptions,
  ) {}

  get size(): number {
    return this.all().size;
  }

  /** Every open subscriber once (a stream of several stores is filed under each). */
  private all(): Set<HubSubscriber> {
    const out = new Set<HubSubscriber>();
    for (const map of [this.byUser, this.byStore]) for (const set of map.values()) for (const s of set) out.add(s);
    return out;
  }

  /** The id up to which every event has been handed on: a stream replays up to here from the log. */
  get handedOn(): number {
    return this.cursor;
  }

  async start(): Promise<void> {
    const last = await this.db.liveEvent.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
    this.cursor = last?.id ?? 0;
    this.started = true;
    this.timers.push(setInterval(() => this.tick(), this.opts.pollMs));
    this.timers.push(setInterval(() => this.heartbeat(), this.opts.heartbeatMs));
    for (const t of this.timers) t.unref();
  }

  /** Where a subscriber is filed: under its customer, or under each of its stores. */
  private keysOf(sub: HubSubscriber): [Map<string, Set<HubSubscriber>>, readonly string[]] {
    if (sub.userId) return [this.byUser, [sub.userId]];
    return [this.byStore, sub.storeIds ?? (sub.storeId ? [sub.storeId] : [])];
  }

  subscribe(sub: HubSubscriber): void {
    const first = this.streams.size === 0;
    this.streams.add(sub);
    // The first stream: the cursor catches up now (a read put off included).
    if (first || this.idleRead) {
      if (this.idleRead) clearTimeout(this.idleRead);
      this.idleRead = null;
      void this.poll();
    }
    if (first) this.opts.onStreams?.(true);
    const [map, keys] = this.keysOf(sub);
    for (const key of keys) {
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(sub);
    }
  }

  unsubscribe(sub: HubSubscriber): void {
    if (this.streams.delete(sub) && this.streams.size === 0) this.opts.onStreams?.(false);
    const [map, keys] = this.keysOf(sub);
    for (const key of keys) {
      const set = map.get(key);
      if (!set) continue;
      set.delete(sub);
      if (set.size === 0) map.delete(key);
    }
  }

  /** A commit was announced (NOTIFY): read now when a stream is open here, else soon (IDLE_READ_MS). */
  wake(): void {
    if (this.streams.size > 0) {
      void this.poll();
      return;
    }
    if (this.idleRead || this.closed) return;
    this.idleRead = setTimeout(() => {
      this.idleRead = null;
      void this.poll();
    }, IDLE_READ_MS);
    this.idleRead.unref();
  }

  /** The poll timer: a read, put off while no stream is open here and idlePollMs has not passed. */
  private tick(): void {
    const idle = this.opts.idlePollMs;
    if (idle && this.streams.size === 0 && Date.now() - this.lastRead < idle) return;
    void this.poll();
  }

  /** Reads the log now (the poll timer fired, or a wake-up); one read at a time. */
  poll(): Promise<void> {
    if (!this.started || this.closed) return Promise.resolve();
    if (this.polling) {
      this.again = true;
      return this.polling;
    }
    this.polling = (async () => {
      try {
        do {
          this.again = false;
          await this.readOnce();
        } while (this.again && !this.closed);
      } catch (err) {
        this.opts.log(`live events: reading the log failed: ${(err as Error).message}`);
      } finally {
        this.polling = null;
      }
      if (this.opts.prune) await this.maybePrune();
    })();
    return this.polling;
  }

  private async readOnce(): Promise<void> {
    this.lastRead = Date.now();
    const rows = this.opts.readAfter
      ? await this.opts.readAfter(this.cursor, BATCH)
      : ((await this.db.liveEvent.findMany({
          where: { id: { gt: this.cursor } },
          orderBy: { id: "asc" },
          take: BATCH,
        })) as LiveRow[]);
    for (const r of rows) this.above.set(r.id, r);
    for (;;) {
      const next = this.above.get(this.cursor + 1);
      if (next) {
        this.above.delete(next.id);
        this.cursor = next.id;
        this.gapSince = null;
        this.handOn(next);
        continue;
      }
      if (this.above.size === 0) {
        this.gapSince = null;
        break;
      }
      // A missing id with rows after it: wait for it a little, then give it up.
      const now = Date.now();
      this.gapSince ??= now;
      if (now - this.gapSince < this.opts.gapMs) break;
      this.cursor = Math.min(...this.above.keys()) - 1;
      this.gapSince = null;
    }
    if (rows.length === BATCH) this.again = true;
  }

  private handOn(row: LiveRow): void {
    const targets: HubSubscriber[] = [];
    if (row.userId) for (const s of this.byUser.get(row.userId) ?? []) targets.push(s);
    if (row.storeId && shopTypes.has(row.type)) for (const s of this.byStore.get(row.storeId) ?? []) targets.push(s);
    if (targets.length === 0) return;
    const event = toHubEvent(row);
    for (const s of targets) s.deliver(event);
  }

  private heartbeat(): void {
    for (const s of this.all()) s.heartbeat();
  }

  private async maybePrune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < 10 * 60_000) return;
    this.lastPrune = now;
    try {
      await this.db.liveEvent.deleteMany({
        where: { createdAt: { lt: new Date(now - LIVE_REPLAY_HOURS * 3_600_000) } },
      });
    } catch (err) {
      this.opts.log(`live events: pruning failed: ${(err as Error).message}`);
    }
  }

  /** Ends every open stream with a reconnect event (their readers reconnect to another process)
   * and stops reading. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.idleRead) clearTimeout(this.idleRead);
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    for (const s of this.all()) (s.endForRestart ?? s.close).call(s);
    await this.polling;
  }
}
