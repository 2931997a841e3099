// Live events across three app processes on one PostgreSQL database: an event committed by
// process A reaches a stream held open on process C (woken by LISTEN/NOTIFY: the fallback poll is
// set to a minute here, so only the notification can be in time), and when a process dies with
// kill -9 while its streams are open, its readers reconnect to another process with their
// Last-Event-ID and receive every event committed meanwhile, each once. A process keeps no LISTEN
// connection until a stream opens on it.
// Runs in the server-pg project only (it needs a database server the processes share).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../testing/app";
import { customerAuth } from "../testing/app";
import { testPgServerUrl } from "../testing/pg-databases";
import { startAppProcesses, stopAppProcesses, type AppProcess } from "../testing/processes";
import { openSse, type SseReader } from "../testing/sse";
import { checkoutWorld } from "../modules/checkout/test-helpers";
import { merchantKey, MERCHANT_TOKEN, placeCodOrder, STORE_KEY } from "../modules/shop-orders-api/test-helpers";
import { doorCode } from "../testing/door-code";

const NOW = new Date("2026-11-21T06:30:00Z"); // 12:00 noon in India, inside delivery hours
let t: TestApp;
let procs: AppProcess[] = [];
const readers: SseReader[] = [];

async function move(p: AppProcess, orderId: string, action: string) {
  const body = action === "deliver" ? { code: await doorCode(t.db, orderId) } : {};
  const r = await fetch(`${p.url}/api/stores/${STORE_KEY}/orders/${orderId}/${action}`, {
    method: "POST",
    headers: { authkey: MERCHANT_TOKEN, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(r.status, await r.clone().text()).toBe(200);
}

async function stream(p: AppProcess, headers: Record<string, string>) {
  const r = await openSse(`${p.url}/user/live/events`, headers);
  readers.push(r);
  expect(r.status).toBe(200);
  return r;
}

const statusesOf = (r: SseReader) =>
  r.events.map((e) => JSON.parse(e.data) as { id: number; data: { order_id: string; status: number } });

describe.runIf(testPgServerUrl())("live events across three app processes on PostgreSQL", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    t = await checkoutWorld({ now: () => NOW });
    await merchantKey(t);
    procs = await startAppProcesses(3, {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.dir,
      GALLI_TEST_NOW: NOW.toISOString(),
      LIVE_POLL_MS: "60000",
    });
  }, 170_000);
  afterAll(async () => {
    for (const r of readers) r.close();
    await stopAppProcesses(procs);
    await t?.close();
  });

  it("a process LISTENs only once a stream is open on it", async () => {
    const sql = new pg.Client({ connectionString: t.config.databaseUrl });
    await sql.connect();
    try {
      const listening = async () =>
        Number(
          (
            await sql.query<{ n: string }>(
              `SELECT count(*) AS n FROM pg_stat_activity
                WHERE application_name = 'galli-live-listener' AND datname = current_database()`,
            )
          ).rows[0].n,
        );
      // Every order NOTIFYs, and PostgreSQL signals every listening connection: none while idle.
      expect(await listening()).toBe(0);
      const { customer } = await placeCodOrder(t);
      await stream(procs[0], customerAuth(t.app, customer.id));
      const until = Date.now() + 5000;
      while ((await listening()) !== 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(await listening()).toBe(1);
    } finally {
      await sql.end();
    }
  });

  it("an event raised on process A reaches a stream held open on process C", async () => {
    const [a, , c] = procs;
    const { customer, order } = await placeCodOrder(t);
    const onC = await stream(c, customerAuth(t.app, customer.id));
    const shopOnC = await openSse(`${c.url}/api/stores/${STORE_KEY}/events`, { authkey: MERCHANT_TOKEN });
    readers.push(shopOnC);
    const started = Date.now();
    await move(a, order.id, "accept");
    // (order.created may come too: a stream starts at what its process has handed on.)
    const isStatus = (e: { event: string }) => e.event === "order.status";
    await onC.waitFor((e) => e.some(isStatus), 5000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(JSON.parse(onC.events.find(isStatus)!.data).data).toMatchObject({ order_id: order.id, status: 2 });

    // A new order placed through process A reaches the shop's stream on C.
    const placedAt = Date.now();
    const second = await placeCodOrder(t);
    await shopOnC.waitFor((e) => e.some((x) => JSON.parse(x.data).data.order_id === second.order.id), 5000);
    expect(Date.now() - placedAt).toBeLessThan(5000);
  });

  it("kill -9 with streams open: readers reconnect elsewhere and receive every event committed meanwhile", async () => {
    const [a, b, c] = procs;
    const placed = [await placeCodOrder(t), await placeCodOrder(t), await placeCodOrder(t)];
    const readersOnB = await Promise.all(placed.map((p) => stream(b, customerAuth(t.app, p.customer.id))));
    // One event each while B is alive.
    for (const p of placed) await move(a, p.order.id, "accept");
    await Promise.all(readersOnB.map((r) => r.waitFor((e) => e.some((x) => x.event === "order.status"), 5000)));

    b.child.kill("SIGKILL");
    await Promise.all(readersOnB.map((r) => r.waitFor(() => r.ended, 5000)));
    // Committed while the readers have no stream: 3 orders x 3 moves.
    for (const action of ["ready", "ship", "deliver"]) for (const p of placed) await move(a, p.order.id, action);

    const again = await Promise.all(
      placed.map((p, i) =>
        stream(c, { ...customerAuth(t.app, p.customer.id), "last-event-id": readersOnB[i].events.at(-1)!.id! }),
      ),
    );
    await Promise.all(again.map((r) => r.waitFor((e) => e.length === 3, 5000)));
    for (const [i, r] of again.entries()) {
      expect(statusesOf(r).map((e) => e.data.status)).toEqual([3, 4, 5]);
      expect(statusesOf(r).every((e) => e.data.order_id === placed[i].order.id)).toBe(true);
    }
    const counted = again.reduce((n, r) => n + r.events.length, 0);
    expect(counted).toBe(9);
    // Nothing more arrives (no duplicates) after a moment.
    await new Promise((r) => setTimeout(r, 300));
    expect(again.reduce((n, r) => n + r.events.length, 0)).toBe(9);
  });
});
