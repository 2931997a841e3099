// The hub's reads of the log when a commit wakes it: at once while a stream is open on this process,
// at most every IDLE_READ_MS while none is (every process is woken at every commit of every
// process), and at once when the first stream opens; the first stream opened and the last closed are
// told (index.ts keeps its LISTEN connection only in between). On SQLite the timer reads every
// pollMs while a stream is open and every idlePollMs while none is.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../lib/db";
import { IDLE_READ_MS, LiveHub, type HubEvent, type HubSubscriber, type LiveRow } from "./hub";

function hubWithLog(timer: { pollMs: number; idlePollMs?: number } = { pollMs: 60_000 }) {
  const log: LiveRow[] = [];
  const streams: boolean[] = [];
  let reads = 0;
  const db = { liveEvent: { findFirst: async () => null } } as unknown as Db;
  const hub = new LiveHub(db, {
    ...timer,
    gapMs: 1500,
    heartbeatMs: 60_000,
    prune: false,
    log: () => undefined,
    onStreams: (open) => void streams.push(open),
    readAfter: async (after, take) => {
      reads++;
      return log.filter((r) => r.id > after).slice(0, take);
    },
  });
  const commit = (userId: string) =>
    log.push({
      id: log.length + 1,
      userId,
      storeId: null,
      type: "order.updated",
      data: JSON.stringify({ order_id: `o${log.length + 1}` }),
      createdAt: new Date(),
    });
  return { hub, commit, reads: () => reads, streams };
}

const reader = (userId: string) => {
  const got: number[] = [];
  const sub: HubSubscriber = {
    userId,
    storeId: null,
    deliver: (e: HubEvent) => void got.push(e.id),
    heartbeat: () => undefined,
    close: () => undefined,
  };
  return { sub, got };
};

describe("the live hub's reads", () => {
  afterEach(() => void vi.useRealTimers());

  it("with no stream open, many wake-ups read once within IDLE_READ_MS; with one, each reads at once", async () => {
    vi.useFakeTimers();
    const { hub, commit, reads } = hubWithLog();
    await hub.start();
    for (let i = 0; i < 20; i++) {
      commit("u1");
      hub.wake();
    }
    await vi.advanceTimersByTimeAsync(IDLE_READ_MS - 1);
    expect(reads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(1);
    expect(hub.handedOn).toBe(20);

    // The first stream: the cursor catches up at once (one read), then each wake-up reads.
    const { sub, got } = reader("u1");
    hub.subscribe(sub);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(2);
    commit("u1");
    hub.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(3);
    expect(got).toEqual([21]);
    await hub.close();
  });

  it("polls every pollMs while a stream is open, and every idlePollMs while none is (SQLite)", async () => {
    vi.useFakeTimers();
    const { hub, commit, reads } = hubWithLog({ pollMs: 100, idlePollMs: IDLE_READ_MS });
    await hub.start();
    await vi.advanceTimersByTimeAsync(1000);
    // No stream: the 100 ms timer reads once per IDLE_READ_MS (every third tick), not ten times.
    expect(reads()).toBe(Math.ceil(1000 / (Math.ceil(IDLE_READ_MS / 100) * 100)));
    commit("u1");
    await vi.advanceTimersByTimeAsync(IDLE_READ_MS + 100);
    expect(hub.handedOn).toBe(1);

    const { sub, got } = reader("u1");
    hub.subscribe(sub);
    await vi.advanceTimersByTimeAsync(0);
    const before = reads();
    commit("u1");
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads() - before).toBe(10);
    expect(got).toEqual([2]);
    await hub.close();
  });

  it("a stream opened while a read is put off: the read happens at once, and what commits after follows", async () => {
    vi.useFakeTimers();
    const { hub, commit, reads, streams } = hubWithLog();
    await hub.start();
    commit("u2");
    hub.wake();
    const { sub, got } = reader("u2");
    hub.subscribe(sub);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(1);
    expect(hub.handedOn).toBe(1);
    commit("u2");
    hub.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(got).toEqual([1, 2]);
    // Nothing left to read when the put-off time comes.
    await vi.advanceTimersByTimeAsync(IDLE_READ_MS);
    expect(reads()).toBe(2);
    // The first stream opened and the last closed are told (index.ts listens only in between).
    const other = reader("u3");
    hub.subscribe(other.sub);
    hub.unsubscribe(sub);
    expect(streams).toEqual([true]);
    hub.unsubscribe(other.sub);
    expect(streams).toEqual([true, false]);
    await hub.close();
  });
});
