// The path an operator follows (docs/operations.md): PostgreSQL, three app processes and nginx with
// deploy/nginx.conf in front. A customer shops through nginx (cart, cash on delivery, the order in
// Track Order), watches the order's live stream through nginx while the shop moves it, and a
// checkout load through nginx survives `kill -9` of one process: every acknowledged order is in the
// database with its lines, no stock below zero, and nginx keeps answering from the others.
// Runs in the server-pg project only; skipped where nginx is not installed (CI installs it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../testing/app";
import { testPgServerUrl } from "../testing/pg-databases";
import { startAppProcesses, stopAppProcesses, type AppProcess } from "../testing/processes";
import { nginxPath, startNginx, type Nginx } from "../testing/nginx";
import { openSse, type SseReader } from "../testing/sse";
import { addToCart, checkoutWorld, customer, placeInputs, stockOf, W, type Auth } from "../modules/checkout/test-helpers";
import { merchantKey, MERCHANT_TOKEN, STORE_KEY } from "../modules/shop-orders-api/test-helpers";

const NOW = new Date("2026-11-21T06:30:00Z"); // 12:00 noon in India, inside delivery hours
let t: TestApp;
let procs: AppProcess[] = [];
let nginx: Nginx | null = null;
const readers: SseReader[] = [];

type Answer = { status: number; body: { success?: boolean; code?: string; data?: unknown } };

async function call(method: string, path: string, auth: Record<string, string>, body?: unknown): Promise<Answer> {
  const r = await fetch(`${nginx!.url}${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, body: text.startsWith("{") ? JSON.parse(text) : { code: text.slice(0, 80) } };
}

function placeCod(auth: Auth, inputs: Record<string, unknown> = placeInputs()): Promise<Answer> {
  const form = new FormData();
  form.set("inputs", JSON.stringify(inputs));
  return fetch(`${nginx!.url}/user/order/place/cashOnDelivery/shop`, { method: "POST", headers: auth, body: form }).then(
    async (r) => {
      const text = await r.text();
      return { status: r.status, body: text.startsWith("{") ? JSON.parse(text) : { code: text.slice(0, 80) } };
    },
  );
}

describe.runIf(testPgServerUrl() && nginxPath())(
  "PostgreSQL, three app processes and nginx with deploy/nginx.conf",
  { timeout: 180_000 },
  () => {
    beforeAll(async () => {
      t = await checkoutWorld({ now: () => NOW });
      await merchantKey(t);
      procs = await startAppProcesses(3, {
        DATABASE_URL: t.config.databaseUrl,
        DATA_DIR: t.dir,
        GALLI_TEST_NOW: NOW.toISOString(),
        TRUST_PROXY: "true",
      });
      nginx = await startNginx(procs.map((p) => new URL(p.url).host));
    }, 170_000);
    afterAll(async () => {
      for (const r of readers) r.close();
      await nginx?.stop();
      await stopAppProcesses(procs);
      await t?.close();
    });

    it("a customer shops through nginx and watches the shop move the order on the live stream", async () => {
      await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 50 } });
      const c = await customer(t);
      const add = await call("POST", "/user/cart/add", c.auth, {
        _id: W.shopA,
        product_id: W.rice,
        is_private: false,
        stores: [],
        qty: 2,
      });
      expect(add.status, JSON.stringify(add.body)).toBe(200);
      const placed = await placeCod(c.auth);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const order = await t.db.order.findFirstOrThrow({ where: { userId: c.id } });

      const upcoming = await call("GET", "/user/order/track/upcoming", c.auth);
      expect(upcoming.status).toBe(200);
      expect((upcoming.body.data as { _id: string }[]).map((o) => o._id)).toContain(order.id);

      // The stream through nginx: unbuffered, so each status arrives as the shop makes the move.
      const stream = await openSse(`${nginx!.url}/user/live/events`, c.auth);
      readers.push(stream);
      expect(stream.status).toBe(200);
      const statuses = () =>
        stream.events
          .filter((e) => e.event === "order.status")
          .map((e) => (JSON.parse(e.data) as { data: { status: number } }).data.status);
      for (const [action, status] of [
        ["accept", 2],
        ["ready", 3],
        ["ship", 4],
      ] as const) {
        const started = Date.now();
        const moved = await call("POST", `/api/stores/${STORE_KEY}/orders/${order.id}/${action}`, {
          authkey: MERCHANT_TOKEN,
        }, {});
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        await stream.waitFor(() => statuses().includes(status), 5_000);
        expect(Date.now() - started).toBeLessThan(2_000);
      }
    });

    it("kill -9 of one process during a checkout load: every acknowledged order is kept, stock never negative", async () => {
      await t.db.storeProduct.update({
        where: { storeId_productId: { storeId: W.b1, productId: W.oil } },
        data: { stock: 1000 },
      });
      const buyers: { id: string; auth: Auth }[] = [];
      for (let i = 0; i < 60; i++) {
        const c = await customer(t);
        await addToCart(t, c.auth, W.oil, 1, W.shopB);
        buyers.push(c);
      }
      const victim = procs[1];
      const results = await Promise.all(
        buyers.map(async (b, i) => {
          await new Promise((r) => setTimeout(r, i * 15));
          if (i === 20) victim.child.kill("SIGKILL");
          return placeCod(b.auth, placeInputs({ _id: W.shopB }));
        }),
      );
      const acknowledged = buyers.filter((_, i) => results[i].status === 200);
      const others = results.filter((r) => r.status !== 200);
      // A request in flight on the killed process gets nginx's 502 (a POST is not sent twice);
      // nothing else fails, and most buyers are served by the two processes left.
      expect(others.every((r) => r.status === 502), JSON.stringify(others)).toBe(true);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      const orders = await t.db.order.findMany({
        where: { userId: { in: acknowledged.map((b) => b.id) } },
        select: { userId: true, items: { select: { qty: true, netPrice: true } } },
      });
      expect(new Set(orders.map((o) => o.userId)).size).toBe(acknowledged.length);
      for (const o of orders) {
        expect(o.items.length).toBeGreaterThan(0);
        expect(o.items.every((i) => i.qty === 1 && i.netPrice > 0)).toBe(true);
      }
      const everyOrder = await t.db.order.count({ where: { userId: { in: buyers.map((b) => b.id) } } });
      expect(await stockOf(t, W.b1, W.oil)).toBe(1000 - everyOrder);
      expect(await t.db.storeProduct.count({ where: { stock: { lt: 0 } } })).toBe(0);

      // nginx still answers from the processes left.
      const health = await fetch(`${nginx!.url}/healthz`);
      expect(health.status).toBe(200);
    });
  },
);
