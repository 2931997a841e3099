// The live feature: the SSE parser of the fetch reader, the bell's list (50 kept, unread count,
// no duplicates after a replay), and the screens that refresh when an event about an order arrives.
import { describe, expect, it, vi } from "vitest";
import { runSaga } from "redux-saga";
import { screen } from "@testing-library/react";
import type { LiveEvent } from "@contract/live";
import { liveEventReceived, sessionRestored } from "@/app/events";
import { makeStore } from "@/app/store";
import { reply } from "@/testing/fake-api";
import { customerSession, mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { parseSse } from "./reader";
import { liveReducer, notificationsOpened, NOTIFICATIONS_KEPT } from "./slice";
import { NotificationsBell, notificationText } from "./bell";
import { followStream, LIVE_PATH } from "./sagas";

const ev = (id: number, status = 2): LiveEvent => ({
  id,
  type: "order.status",
  created_at: "2026-11-27T06:00:00.000Z",
  data: { order_id: "o1", order_number: "GL0001", status },
});

describe("the SSE parser", () => {
  it("reads id, event and data lines, skips comments, keeps an unfinished event for the next chunk", () => {
    const got: { id: string | null; event: string; data: string }[] = [];
    let retry = 0;
    const rest = parseSse(
      'retry: 2000\n\n: ping\n\nid: 7\nevent: order.status\ndata: {"a":1}\n\nid: 8\r\nevent: x\r\ndata: {"b"',
      (e) => got.push(e),
      (ms) => (retry = ms),
    );
    expect(retry).toBe(2000);
    expect(got).toEqual([{ id: "7", event: "order.status", data: '{"a":1}' }]);
    parseSse(rest + ":2}\n\n", (e) => got.push(e), () => undefined);
    expect(got[1]).toEqual({ id: "8", event: "x", data: '{"b":2}' });
  });
});

describe("the notifications list", () => {
  it("keeps the last 50, newest first, counts unread until opened and ignores a replayed id", () => {
    let s = liveReducer(undefined, { type: "init" });
    for (let i = 1; i <= 60; i++) s = liveReducer(s, liveEventReceived(ev(i)));
    expect(s.items).toHaveLength(NOTIFICATIONS_KEPT);
    expect(s.items[0].id).toBe(60);
    expect(s.unread).toBe(50);
    s = liveReducer(s, liveEventReceived(ev(60)));
    expect(s.items).toHaveLength(NOTIFICATIONS_KEPT);
    s = liveReducer(s, notificationsOpened());
    expect(s.unread).toBe(0);
    expect(s.lastId).toBe(60);
  });

  it("the bell shows the unread count and reads each event as a sentence", async () => {
    textItem(STORAGE_KEYS.token).set(customerSession.token);
    mockFetch(() => new Promise(() => {}));
    const store = makeStore();
    store.dispatch(sessionRestored(customerSession));
    store.dispatch(liveEventReceived(ev(1, 2)));
    store.dispatch(liveEventReceived(ev(2, 4)));
    renderWithApp(<NotificationsBell />, { store });
    expect(await screen.findByRole("button", { name: "Notifications, 2 new" })).toBeInTheDocument();
  });

  it("reads a bank refund's steps", () => {
    const refund = (refund_status: "initiated" | "processed" | "failed"): LiveEvent => ({
      id: 9,
      type: "refund.updated",
      created_at: "2026-11-27T06:00:00.000Z",
      data: { order_id: "o1", order_number: "GL0001", amount: 40665, refund_status, refund_method: "upi" },
    });
    expect(notificationText(refund("initiated"))).toBe("Refund of ₹406.65 for order GL0001 initiated");
    expect(notificationText(refund("processed"))).toBe("Refund of ₹406.65 for order GL0001 processed by the bank");
    expect(notificationText(refund("failed"))).toBe(
      "The bank could not refund order GL0001; the amount goes to your Galli Cash",
    );
  });
});

describe("screens that update themselves", () => {
  it("an event about an order reads Track Order again (without emptying it) and the orders count", async () => {
    textItem(STORAGE_KEYS.token).set(customerSession.token);
    const fetch = mockFetch((r) => {
      const p = new URL(r.url, "http://x").pathname;
      if (p === "/user/order/track/upcoming/c") return reply("GET /order/track/upcoming/c", { count: 1 });
      if (p === "/user/order/track/upcoming") return reply("GET /order/track/upcoming", []);
      return new Promise(() => {});
    });
    const store = makeStore();
    store.dispatch(sessionRestored(customerSession));
    // The list as shown before (loaded once).
    store.dispatch({ type: "orders/lists/pageLoaded", payload: { list: "track", items: [], total: 0 } });
    const before = fetch.requests.length;
    store.dispatch(liveEventReceived(ev(5, 3)));
    await expect.poll(() => store.getState().orders.lists.menuCount).toBe(1);
    const asked = fetch.requests.slice(before).map((r) => new URL(r.url, "http://x").pathname);
    expect(asked).toContain("/user/order/track/upcoming");
    expect(asked).toContain("/user/order/track/upcoming/c");
    // The stream itself is read from the user API.
    expect(fetch.streams.some((r) => r.url.includes(`/user${LIVE_PATH}`))).toBe(true);
  });
});

describe("a stream whose server stops", () => {
  it("on its reconnect event the stream is left and opened again at once with the last id seen", async () => {
    const streams: { lastEventId: string | undefined; cancelled: boolean }[] = [];
    const encoder = new TextEncoder();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        // Only this saga's stream counts (nothing else may answer while it runs).
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
        if (!url.includes(LIVE_PATH)) return new Promise<Response>(() => {});
        const headers = (init.headers ?? {}) as Record<string, string>;
        const stream = { lastEventId: headers["last-event-id"], cancelled: false };
        streams.push(stream);
        if (streams.length > 1) return new Promise<Response>(() => {});
        // The process's last words: an event, then reconnect; the connection itself stays open.
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(encoder.encode(`retry: 2000\n\nid: 5\nevent: order.status\ndata: ${JSON.stringify(ev(5, 3))}\n\n`));
            c.enqueue(encoder.encode("retry: 10\nevent: reconnect\ndata: {}\n\n"));
          },
          cancel() {
            stream.cancelled = true;
          },
        });
        return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
      }),
    );
    let state = { session: { guest: false, token: "customer-token" }, live: liveReducer(undefined, { type: "init" }) };
    const task = runSaga(
      {
        getState: () => state,
        dispatch: (a: { type: string }) => {
          state = { ...state, live: liveReducer(state.live, a) };
        },
      },
      followStream,
    );
    try {
      await expect.poll(() => streams.length, { timeout: 1500 }).toBe(2);
    } finally {
      task.cancel();
    }
    expect(streams[0].cancelled).toBe(true);
    expect(streams[1].lastEventId).toBe("5");
    // The reconnect event is no notification; the order's event is.
    expect(state.live.items.map((e) => e.id)).toEqual([5]);
  });
});
