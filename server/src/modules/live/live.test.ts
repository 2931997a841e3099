// The live event streams: a customer's stream carries their own order's moves as the shop makes
// them (through the merchant order API), a shop's stream its new orders and cancellations; a
// reconnect with Last-Event-ID replays what was missed; refusals (401, 403, 400) answer the usual
// envelope before any stream opens; a slow reader is dropped without holding up the others.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import type { TestApp } from "../../testing/app";
import { customerAuth } from "../../testing/app";
import { checkoutWorld } from "../checkout/test-helpers";
import { api, merchantKey, MERCHANT_TOKEN, placeCodOrder, STORE_KEY } from "../shop-orders-api/test-helpers";
import { openSse, type SseReader } from "../../testing/sse";
import { newCustomer } from "../cart/test-world";
import { LiveStream, MAX_BUFFERED_BYTES } from "./stream";
import { doorCode } from "../../testing/door-code";

let t: TestApp;
let base: string;
const open: SseReader[] = [];
const sse = async (path: string, headers: Record<string, string> = {}) => {
  const r = await openSse(`${base}${path}`, headers);
  open.push(r);
  return r;
};
const parsed = (r: SseReader) => r.events.map((e) => ({ id: Number(e.id), type: e.event, ...JSON.parse(e.data) }));

beforeAll(async () => {
  t = await checkoutWorld({ env: { LIVE_POLL_MS: "20", LIVE_HEARTBEAT_MS: "200" } });
  await merchantKey(t);
  await t.db.merchant.create({ data: { id: "m-2", name: "Other", email: "o@test.in" } });
  await merchantKey(t, "galli_other_merchant_token", "m-2");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const r of open) r.close();
  await t?.close();
});

describe("live event streams", () => {
  it("carry a customer's order from placed to delivered, and the shop's new order, as they commit", async () => {
    const shop = await sse(`/api/stores/${STORE_KEY}/events`, { authkey: MERCHANT_TOKEN });
    expect(shop.status).toBe(200);
    expect(shop.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(shop.headers["x-accel-buffering"]).toBe("no");
    expect(shop.headers["cache-control"]).toContain("no-cache");

    const { customer, order } = await placeCodOrder(t);
    const mine = await sse(`/user/live/events`, customerAuth(t.app, customer.id));
    expect(mine.status).toBe(200);
    expect(mine.retry).toBe(2000);
    const other = await sse(`/user/live/events`, customerAuth(t.app, await newCustomer(t.db)));

    await shop.waitFor((e) => e.some((x) => x.event === "order.created"));
    expect(parsed(shop)[0]).toMatchObject({
      type: "order.created",
      data: { order_id: order.id, order_number: order.orderNo, status: 1 },
    });

    for (const action of ["accept", "ready", "ship", "deliver"]) {
      const body = action === "deliver" ? { code: await doorCode(t.db, order.id) } : {};
      const res = await api(t).post(`/api/stores/${STORE_KEY}/orders/${order.id}/${action}`).send(body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await mine.waitFor((e) => e.filter((x) => x.event === "order.status").length === 4);
    const statuses = parsed(mine).filter((e) => e.type === "order.status");
    expect(statuses.map((e) => e.data.status)).toEqual([2, 3, 4, 5]);
    expect(statuses.every((e) => e.data.order_id === order.id)).toBe(true);
    // Ids increase; each event's id is the SSE id.
    const ids = parsed(mine).map((e) => e.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    // Heartbeats keep the streams alive; nobody else's stream heard any of it; the shop hears
    // only its kinds of events (not the status moves it made itself).
    await mine.waitFor(() => mine.comments > 0);
    expect(other.events).toEqual([]);
    expect(shop.events.map((e) => e.event)).toEqual(["order.created"]);
  });

  it("replays what a reconnecting reader missed after its Last-Event-ID", async () => {
    const { customer, order } = await placeCodOrder(t);
    const auth = customerAuth(t.app, customer.id);
    const first = await sse(`/user/live/events`, auth);
    await api(t).post(`/api/stores/${STORE_KEY}/orders/${order.id}/accept`).send({}).expect(200);
    // (order.created may come first: the stream starts at what the hub has handed on, not the request's time.)
    await first.waitFor((e) => e.some((x) => x.event === "order.status"));
    first.close();
    const lastId = first.events.at(-1)!.id!;
    // Committed while nobody listened:
    await api(t).post(`/api/stores/${STORE_KEY}/orders/${order.id}/ready`).send({}).expect(200);
    await api(t).post(`/api/stores/${STORE_KEY}/orders/${order.id}/ship`).send({}).expect(200);
    const again = await sse(`/user/live/events`, { ...auth, "last-event-id": lastId });
    await again.waitFor((e) => e.length === 2);
    expect(parsed(again).map((e) => e.data.status)).toEqual([3, 4]);
    // And the stream goes on live after the replay.
    await api(t)
      .post(`/api/stores/${STORE_KEY}/orders/${order.id}/deliver`)
      .send({ code: await doorCode(t.db, order.id) })
      .expect(200);
    await again.waitFor((e) => e.length === 3);
    expect(parsed(again).map((e) => e.data.status)).toEqual([3, 4, 5]);

    // With order_id: only that order's events, from the start when asked from 0.
    const one = await sse(`/user/live/events?order_id=${order.id}`, { ...auth, "last-event-id": "0" });
    await one.waitFor((e) => e.length === 5);
    expect(parsed(one).map((e) => e.type)).toEqual([
      "order.created",
      "order.status",
      "order.status",
      "order.status",
      "order.status",
    ]);
  });

  it("refuse without a token (401), another party's store or order (403), a garbage Last-Event-ID (400)", async () => {
    const { customer, order } = await placeCodOrder(t);
    const noToken = await sse(`/user/live/events`);
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ success: false, code: "UNAUTHORIZED" });
    const noKey = await sse(`/api/stores/${STORE_KEY}/events`);
    expect(noKey.status).toBe(401);
    expect(noKey.body).toMatchObject({ success: false });

    const stranger = customerAuth(t.app, await newCustomer(t.db));
    const theirs = await sse(`/user/live/events?order_id=${order.id}`, stranger);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toMatchObject({ success: false, code: "FORBIDDEN" });
    const otherShop = await sse(`/api/stores/${STORE_KEY}/events`, { authkey: "galli_other_merchant_token" });
    expect(otherShop.status).toBe(403);
    expect(otherShop.body).toMatchObject({ success: false, code: "STORE_FORBIDDEN" });

    for (const bad of ["abc", "-1", "1.5", "99999999999999999999"]) {
      const garbage = await sse(`/user/live/events`, { ...customerAuth(t.app, customer.id), "last-event-id": bad });
      expect(garbage.status, bad).toBe(400);
      expect(garbage.body).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
      expect((garbage.body as { message: string }).message).toMatch(/Last-Event-ID/);
    }
    const garbageShop = await sse(`/api/stores/${STORE_KEY}/events`, { authkey: MERCHANT_TOKEN, "last-event-id": "x" });
    expect(garbageShop.status).toBe(400);
  });

  it("drop a reader whose buffer fills instead of waiting for it; the others go on", async () => {
    const { customer, order } = await placeCodOrder(t);
    const fast = await sse(`/user/live/events`, customerAuth(t.app, customer.id));
    // A stream whose socket never drains: its writes pile up in the response's buffer.
    let destroyed = false;
    const pending: string[] = [];
    const stuck = {
      writableLength: 0,
      destroyed: false,
      on: () => undefined,
      writeHead: () => undefined,
      write(chunk: string) {
        pending.push(chunk);
        this.writableLength += chunk.length;
        return false;
      },
      destroy() {
        destroyed = true;
        this.destroyed = true;
      },
    };
    const slow = new LiveStream(stuck as never, t.app.liveHub, { userId: customer.id });
    await slow.open(t.db, null);
    for (let i = 0; i < MAX_BUFFERED_BYTES / 8 + 10 && !slow.isClosed; i++) slow.heartbeat();
    expect(pending.join("").length).toBeGreaterThan(MAX_BUFFERED_BYTES);
    expect(destroyed).toBe(true);
    expect(slow.isClosed).toBe(true);
    await api(t).post(`/api/stores/${STORE_KEY}/orders/${order.id}/accept`).send({}).expect(200);
    await fast.waitFor((e) => e.some((x) => x.event === "order.status"));
  });
});
