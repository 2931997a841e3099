// The board's pages: "Show more" reads the next page with skip and keeps what is shown, the tab's
// count stays the tab's total, and a live refresh reads only the first page again without dropping
// the pages below it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router-dom";
import { runSaga } from "redux-saga";
import type { ConsoleBoard, ConsoleOrder, ConsoleTab } from "@contract/console-orders";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { OrdersBoard } from "../pages/orders-page";
import { CONSOLE_TOKEN_KEY } from "../console-api";
import { BOARD_PAGE_SIZE } from "./api";
import { makeOrdersStore } from "./store";
import { liveEventWorker } from "./sagas";
import { withFirstPage, withNextPage } from "./paging";
import * as chime from "./chime";
import { consoleOrder } from "./test-data";

const T0 = Date.parse("2026-11-20T12:00:00.000Z");
/** The n-th delivered order, an hour older than the one before (the tab is newest first). */
const delivered = (n: number): ConsoleOrder =>
  consoleOrder({
    order_id: `o-${String(n).padStart(4, "0")}`,
    order_number: `GL${String(n).padStart(7, "0")}`,
    status: 5,
    tab: "delivered",
    ordered_at: new Date(T0 - n * 3_600_000).toISOString(),
  });

const boardOf = (tab: ConsoleTab, all: ConsoleOrder[], skip: number, limit: number): ConsoleBoard => ({
  tab,
  total: all.length,
  orders: all.slice(skip, skip + limit),
  stores: [{ store_id: "st-1", store_key: "GALLI-STORE-0001", name: "Koramangala" }],
  tabs: [
    { tab: "new", count: 0 },
    { tab: "packaging", count: 0 },
    { tab: "dispatched", count: 0 },
    { tab: "on_the_way", count: 0 },
    { tab: "delivered", count: all.length },
    { tab: "replace_refund", count: 0 },
    { tab: "cancelled", count: 0 },
  ],
});

describe("board pages (paging.ts)", () => {
  const all = Array.from({ length: 120 }, (_, i) => delivered(i + 1));
  const shown = withNextPage(boardOf("delivered", all, 0, 50), boardOf("delivered", all, 50, 50));

  it("appends the next page without repeating an order", () => {
    expect(shown.orders.map((o) => o.order_id)).toEqual(all.slice(0, 100).map((o) => o.order_id));
    // A new order on top pushed the list down by one: the next page repeats the last one shown.
    const later = [delivered(0), ...all];
    const next = withNextPage(shown, boardOf("delivered", later, 100, 50));
    expect(next.orders).toHaveLength(120);
    expect(new Set(next.orders.map((o) => o.order_id)).size).toBe(120);
    expect(next.total).toBe(121);
  });

  it("a first page read again keeps the pages below it, and drops what left the first page's range", () => {
    // Order 3 left the tab, a new one arrived on top.
    const now = [delivered(0), ...all.filter((o) => o.order_id !== delivered(3).order_id)];
    const merged = withFirstPage(shown, boardOf("delivered", now, 0, 50));
    expect(merged.orders[0].order_id).toBe(delivered(0).order_id);
    expect(merged.orders.map((o) => o.order_id)).not.toContain(delivered(3).order_id);
    expect(merged.orders.map((o) => o.order_id)).toEqual(now.slice(0, 100).map((o) => o.order_id));
    expect(merged.total).toBe(120);
  });

  it("a first page that holds the whole tab is the list", () => {
    const few = all.slice(0, 3);
    expect(withFirstPage(shown, boardOf("delivered", few, 0, 50)).orders).toEqual(few);
  });

  it("New Orders runs oldest first: what is kept is what sorts after the first page", () => {
    const oldestFirst = Array.from({ length: 60 }, (_, i) =>
      consoleOrder({ order_id: `n-${i}`, ordered_at: new Date(T0 + i * 60_000).toISOString() }),
    );
    const both = withNextPage(boardOf("new", oldestFirst, 0, 50), boardOf("new", oldestFirst, 50, 50));
    const accepted = oldestFirst.slice(1);
    const merged = withFirstPage(both, boardOf("new", accepted, 0, 50));
    expect(merged.orders.map((o) => o.order_id)).toEqual(accepted.map((o) => o.order_id));
  });
});

let orders: ConsoleOrder[];
let reads: MockRequest[];
beforeEach(() => {
  localStorage.setItem(CONSOLE_TOKEN_KEY, "staff-token");
  orders = Array.from({ length: 120 }, (_, i) => delivered(i + 1));
  reads = [];
  mockFetch((r) => {
    if (r.url.startsWith("/merchant/api/orders?")) {
      reads.push(r);
      const q = new URL(r.url, "http://x").searchParams;
      const tab = (q.get("tab") ?? "new") as ConsoleTab;
      const list = tab === "delivered" ? orders : [];
      const body = boardOf(tab, list, Number(q.get("skip") ?? 0), Number(q.get("limit") ?? 20));
      return { body: { success: true, data: body } };
    }
    if (r.url.startsWith("/merchant/api/events")) return new Promise(() => {});
    return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
  });
});
afterEach(() => {
  localStorage.removeItem(CONSOLE_TOKEN_KEY);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const query = (r: MockRequest) => Object.fromEntries(new URL(r.url, "http://x").searchParams);
const cards = () => screen.queryAllByTestId("console-order");

describe("orders board: Show more", () => {
  it("adds the next page, keeps the tab's total, and a live refresh keeps the pages shown", async () => {
    vi.spyOn(chime, "playChime").mockReturnValue(true);
    const store = makeOrdersStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={["/merchant/orders"]}>
          <OrdersBoard />
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(await screen.findByRole("tab", { name: /^Delivered/ }));
    await waitFor(() => expect(cards()).toHaveLength(BOARD_PAGE_SIZE));
    expect(query(reads.at(-1)!)).toEqual({ tab: "delivered", limit: "50" });
    expect(screen.getByTestId("count-delivered").textContent).toBe("120");
    expect(screen.getByText("Showing 50 of 120 orders")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(cards()).toHaveLength(100));
    expect(query(reads.at(-1)!)).toEqual({ tab: "delivered", skip: "50", limit: "50" });
    expect(screen.getByTestId("count-delivered").textContent).toBe("120");
    expect(screen.getByText("Showing 100 of 120 orders")).toBeInTheDocument();

    // Another order is delivered: the live event reads the first page again, and only it.
    orders = [delivered(0), ...orders];
    const before = reads.length;
    await act(async () => {
      await runSaga({ dispatch: store.dispatch, getState: store.getState }, liveEventWorker, {
        id: 11,
        type: "order.cancelled",
        created_at: "2026-11-28T06:31:00.000Z",
        data: { order_id: "o-x", order_number: "GL9999999", status: 7 },
      }).toPromise();
    });
    await waitFor(() => expect(screen.getByTestId("count-delivered").textContent).toBe("121"));
    expect(reads.slice(before).map(query)).toEqual([{ tab: "delivered", limit: "50" }]);
    // The new one on top, and every order of the second page still shown.
    await waitFor(() => expect(cards()).toHaveLength(101));
    expect(cards()[0].dataset.orderNumber).toBe(delivered(0).order_number);
    expect(cards()[100].dataset.orderNumber).toBe(delivered(100).order_number);

    // The last page: nothing shown twice, and no more button.
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(cards()).toHaveLength(121));
    expect(query(reads.at(-1)!)).toEqual({ tab: "delivered", skip: "101", limit: "50" });
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("another tab starts again at its first page", async () => {
    const store = makeOrdersStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={["/merchant/orders"]}>
          <OrdersBoard />
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(await screen.findByRole("tab", { name: /^Delivered/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Show more" }));
    await waitFor(() => expect(cards()).toHaveLength(100));
    await userEvent.click(screen.getByRole("tab", { name: /^New Orders/ }));
    await screen.findByText("No orders here.");
    await userEvent.click(screen.getByRole("tab", { name: /^Delivered/ }));
    await waitFor(() => expect(cards()).toHaveLength(BOARD_PAGE_SIZE));
  });
});
