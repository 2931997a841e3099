// The orders board in the browser: the spec's tabs with counts, a move sends the status the member
// saw, a 409 from another member's move shows the server's message and reloads the board, a live
// new order chimes and refreshes the board, and the tab title counts the new orders.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router-dom";
import { configureStore } from "@reduxjs/toolkit";
import createSagaMiddleware, { runSaga } from "redux-saga";
import type { ConsoleBoard, ConsoleOrder } from "@contract/console-orders";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { OrdersBoard } from "../pages/orders-page";
import { merchantOrdersReducer } from "./slice";
import { liveEventWorker, merchantOrdersSaga } from "./sagas";
import { CONSOLE_TOKEN_KEY } from "../console-api";
import * as chime from "./chime";
import { consoleOrder as order } from "./test-data";

const board = (orders: ConsoleOrder[], newCount: number): ConsoleBoard => ({
  tab: "new",
  total: orders.length,
  orders,
  stores: [{ store_id: "st-1", store_key: "GALLI-STORE-0001", name: "Koramangala" }],
  tabs: [
    { tab: "new", count: newCount },
    { tab: "packaging", count: 2 },
    { tab: "dispatched", count: 0 },
    { tab: "on_the_way", count: 0 },
    { tab: "delivered", count: 7 },
    { tab: "replace_refund", count: 1 },
    { tab: "cancelled", count: 0 },
  ],
});

function setup() {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { merchantOrders: merchantOrdersReducer },
    middleware: (d) => d({ thunk: false }).concat(saga),
  });
  saga.run(merchantOrdersSaga);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={["/merchant/orders"]}>
        <OrdersBoard />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

let boards: ConsoleBoard[];
let moves: MockRequest[];
let moveReply: { status: number; body: unknown };
beforeEach(() => {
  localStorage.setItem(CONSOLE_TOKEN_KEY, "staff-token");
  boards = [board([order()], 1)];
  moves = [];
  moveReply = { status: 200, body: { success: true, data: order({ status: 2, tab: "packaging" }) } };
  mockFetch((r) => {
    if (r.url.startsWith("/merchant/api/orders?")) return { body: { success: true, data: boards[0] } };
    if (r.url.startsWith("/merchant/api/events")) return new Promise(() => {});
    if (r.method === "POST") {
      moves.push(r);
      // The answer takes a moment, as over a phone network: a second tap lands while it is on its way.
      return new Promise((done) => setTimeout(() => done(moveReply), 100));
    }
    return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
  });
});
afterEach(() => {
  localStorage.removeItem(CONSOLE_TOKEN_KEY);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("orders board", () => {
  it("shows the spec's tabs with counts and the title with the new orders", async () => {
    setup();
    await screen.findByText("GL0000001");
    for (const name of [
      "New Orders",
      "Packaging",
      "Dispatched",
      "On the way",
      "Delivered",
      "Replace/Refund",
      "Cancelled",
    ]) {
      expect(screen.getByRole("tab", { name: new RegExp(`^${name.replace("/", "\\/")}`) })).toBeTruthy();
    }
    expect(screen.getByTestId("count-packaging").textContent).toBe("2");
    expect(screen.getByTestId("count-delivered").textContent).toBe("7");
    expect(screen.getByText("Amount to collect:", { exact: false })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^\(1\) New orders/));
  });

  it("accepts with the status seen, once for a double tap", async () => {
    setup();
    const accept = await screen.findByRole("button", { name: "Accept GL0000001" });
    await userEvent.dblClick(accept);
    await screen.findByText("Order GL0000001 accepted.");
    expect(moves).toHaveLength(1);
    expect(moves[0].url).toBe("/merchant/api/orders/o-1/accept");
    expect(moves[0].body).toEqual({ status: 1 });
    expect(moves[0].headers.authorization).toBe("Bearer staff-token");
  });

  it("shows the server's message when another member moved the order first, and reads the board again", async () => {
    moveReply = {
      status: 409,
      body: {
        success: false,
        code: "ORDER_CHANGED",
        message: "This order changed meanwhile. Please refresh and try again.",
        current_status: 2,
      },
    };
    setup();
    const accept = await screen.findByRole("button", { name: "Accept GL0000001" });
    boards = [board([], 0)];
    await userEvent.click(accept);
    await screen.findByText("This order changed meanwhile. Please refresh and try again.");
    await screen.findByText("No orders here.");
  });

  it("asks for a reason before rejecting", async () => {
    setup();
    await userEvent.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject order GL0000001?" });
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Please give a reason.")).toBeTruthy();
    expect(moves).toHaveLength(0);
    await userEvent.type(screen.getByLabelText("Reason"), "Out of stock");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0].body).toEqual({ status: 1, reason: "Out of stock" });
    expect(dialog).toBeTruthy();
  });

  it("a live new order chimes and the board is read again without a reload", async () => {
    const played = vi.spyOn(chime, "playChime").mockReturnValue(true);
    const store = setup();
    await screen.findByText("GL0000001");
    boards = [board([order(), order({ order_id: "o-2", order_number: "GL0000002" })], 2)];
    // The worker as the stream saga runs it for each event, against the page's store.
    await act(async () => {
      await runSaga({ dispatch: store.dispatch, getState: store.getState }, liveEventWorker, {
        id: 10,
        type: "order.created",
        created_at: "2026-11-28T06:31:00.000Z",
        data: { order_id: "o-2", order_number: "GL0000002", status: 1 },
      }).toPromise();
    });
    expect(played).toHaveBeenCalledTimes(1);
    await screen.findByText("GL0000002");
    expect(screen.getByText("New order GL0000002")).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^\(2\) New orders/));
  });
});

describe("chime", () => {
  it("plays two notes with the Web Audio API, and nothing without it", () => {
    chime.resetChime();
    const started: number[] = [];
    class FakeContext {
      state = "running";
      currentTime = 0;
      destination = {};
      createOscillator() {
        return {
          type: "",
          frequency: { value: 0 },
          connect: (n: unknown) => n,
          start: (at: number) => started.push(at),
          stop: () => undefined,
        };
      }
      createGain() {
        const gain = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
        return { gain, connect: (n: unknown) => n };
      }
      resume() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal("AudioContext", FakeContext);
    expect(chime.playChime()).toBe(true);
    expect(started).toEqual(chime.CHIME_NOTES.map((n) => n.at));
    chime.resetChime();
    vi.stubGlobal("AudioContext", undefined);
    expect(chime.playChime()).toBe(false);
  });
});
