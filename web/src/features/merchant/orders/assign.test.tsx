// Assigning a delivery order on the orders board: a Manager sees "Assign" on a delivery order in
// Dispatched, picks a member by open trips, and the card shows the delivery state and member from
// the answer; Staff, self-pickup orders and orders on the road get no control; a refusal shows the
// server's message.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router-dom";
import { configureStore } from "@reduxjs/toolkit";
import createSagaMiddleware from "redux-saga";
import { ERROR_CODE } from "@contract/errors";
import type { ConsoleBoard, ConsoleOrder } from "@contract/console-orders";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { OrdersBoard } from "../pages/orders-page";
import { CONSOLE_TOKEN_KEY } from "../console-api";
import { loadMe, signOut } from "../session";
import { merchantOrdersReducer } from "./slice";
import { merchantOrdersSaga } from "./sagas";
import { consoleOrder, renderOrderPage } from "./test-data";
import { consoleMe } from "../test-data";
import type { ConsoleOrderDelivery } from "./delivery";

const withDelivery = (over: Partial<ConsoleOrder>, delivery: ConsoleOrderDelivery | null) =>
  ({ ...consoleOrder({ status: 3, status_name: "Dispatched", tab: "dispatched", ...over }), delivery }) as ConsoleOrder;

const board = (orders: ConsoleOrder[]): ConsoleBoard => ({
  tab: "new",
  total: orders.length,
  orders,
  stores: [{ store_id: "st-1", store_key: "GALLI-STORE-0001", name: "Koramangala" }],
  tabs: [
    { tab: "new", count: 0 },
    { tab: "packaging", count: 0 },
    { tab: "dispatched", count: orders.length },
    { tab: "on_the_way", count: 0 },
    { tab: "delivered", count: 0 },
    { tab: "replace_refund", count: 0 },
    { tab: "cancelled", count: 0 },
  ],
});

let role: string;
let orders: ConsoleOrder[];
let assigns: MockRequest[];
let refuse: boolean;

beforeEach(async () => {
  localStorage.setItem(CONSOLE_TOKEN_KEY, "assign-token");
  role = "manager";
  refuse = false;
  assigns = [];
  orders = [
    withDelivery({}, { state: null, member: null, code_required: true }),
    withDelivery({ order_id: "o-2", order_number: "GL0000002", delivery_type: 3 }, null),
    withDelivery(
      { order_id: "o-3", order_number: "GL0000003", status: 4, tab: "on_the_way" },
      { state: "Order-picked-up", member: { id: "m-2", name: "Suresh" }, code_required: true },
    ),
  ];
  mockFetch((r) => {
    if (r.url === "/merchant/api/me") return { body: { success: true, data: consoleMe(role) } };
    if (r.url.startsWith("/merchant/api/orders?")) return { body: { success: true, data: board(orders) } };
    if (r.method === "GET" && r.url === "/merchant/api/orders/o-1") return { body: { success: true, data: orders[0] } };
    if (r.url.startsWith("/merchant/api/events")) return new Promise(() => {});
    if (r.url === "/merchant/api/delivery-members") {
      return {
        body: {
          success: true,
          data: {
            members: [
              { id: "m-1", name: "Ravi", open_trips: 2 },
              { id: "m-2", name: "Suresh", open_trips: 0 },
            ],
          },
        },
      };
    }
    if (r.method === "POST" && r.url === "/merchant/api/orders/o-1/assign") {
      assigns.push(r);
      if (refuse)
        return {
          status: 409,
          body: { success: false, code: ERROR_CODE.ORDER_CHANGED, message: "The order has moved on." },
        };
      const member =
        (r.body as { member_id: string }).member_id === "m-2"
          ? { id: "m-2", name: "Suresh" }
          : { id: "m-1", name: "Ravi" };
      orders = [withDelivery({}, { state: "Agent-assigned", member, code_required: true }), ...orders.slice(1)];
      return { body: { success: true, data: orders[0] } };
    }
    return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
  });
  await loadMe();
});
afterEach(async () => {
  // The console's session outlives a file in the shared test process.
  await signOut();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
}

const card = (n: string) => screen.getAllByTestId("console-order").find((li) => li.dataset.orderNumber === n)!;

describe("assigning a delivery", () => {
  it("lets a Manager assign a Dispatched delivery order to a member by open trips; the card shows state and member", async () => {
    setup();
    await screen.findByText("GL0000001");
    expect(within(card("GL0000001")).getByTestId("delivery-state").textContent).toBe("Delivery: Not assigned");
    expect(within(card("GL0000003")).getByTestId("delivery-state").textContent).toBe("Delivery: Picked up · Suresh");
    // Self pickup: no delivery line and no control; on the road: no control.
    expect(within(card("GL0000002")).queryByTestId("delivery-state")).toBeNull();
    expect(within(card("GL0000002")).queryByRole("button", { name: /Assign/ })).toBeNull();
    expect(within(card("GL0000003")).queryByRole("button", { name: /Assign|Reassign/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(card("GL0000001")).getByRole("button", { name: "Assign a delivery person GL0000001" }));
    const select = await within(card("GL0000001")).findByLabelText("Choose a member");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Ravi (2 open trips)", "Suresh (0 open trips)"]);
    await user.selectOptions(select, "m-2");
    await user.click(within(card("GL0000001")).getByRole("button", { name: "Assign" }));
    expect(await within(card("GL0000001")).findByText("Delivery: Assigned · Suresh")).toBeTruthy();
    expect(assigns).toHaveLength(1);
    expect(assigns[0].body).toEqual({ member_id: "m-2" });
    expect(within(card("GL0000001")).getByRole("button", { name: "Reassign GL0000001" })).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    refuse = true;
    setup();
    await screen.findByText("GL0000001");
    const user = userEvent.setup();
    await user.click(within(card("GL0000001")).getByRole("button", { name: "Assign a delivery person GL0000001" }));
    await within(card("GL0000001")).findByLabelText("Choose a member");
    await user.click(within(card("GL0000001")).getByRole("button", { name: "Assign" }));
    expect(await within(card("GL0000001")).findByRole("alert")).toHaveTextContent("The order has moved on.");
  });

  it("is not offered to Staff", async () => {
    role = "staff";
    await loadMe();
    setup();
    await screen.findByText("GL0000001");
    expect(screen.queryByRole("button", { name: /Assign a delivery person/ })).toBeNull();
  });

  it("is on the order's own page too, with the delivery state", async () => {
    renderOrderPage();
    expect(await screen.findByText("Delivery: Not assigned")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Assign a delivery person GL0000001" }));
    await user.click(await screen.findByRole("button", { name: "Assign" }));
    expect(await screen.findByText("Delivery: Assigned · Ravi")).toBeTruthy();
    expect(assigns[0].body).toEqual({ member_id: "m-1" });
  });
});
