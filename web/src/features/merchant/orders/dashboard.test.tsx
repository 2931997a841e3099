// The console's home: today's figures, new orders waiting (the ones past 5 minutes highlighted),
// items running low, and the low stock limit for a member who may set it (and not for one who may not).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router-dom";
import type { ConsoleDashboard } from "@contract/console-orders";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { HomeDashboard } from "../pages/dashboard-page";
import { CONSOLE_TOKEN_KEY } from "../console-api";
import { makeOrdersStore } from "./store";

const dashboard: ConsoleDashboard = {
  day: "2026-11-28",
  orders_today: 4,
  sales_today: 1234.5,
  new_orders: 2,
  waiting: [
    {
      order_id: "o-1",
      order_number: "GL0000001",
      store_name: "Koramangala",
      customer_name: "Asha Rao",
      amount: 120,
      ordered_at: "2026-11-28T06:20:00.000Z",
      minutes_waiting: 9,
      waiting_long: true,
    },
    {
      order_id: "o-2",
      order_number: "GL0000002",
      store_name: "Koramangala",
      customer_name: "Ravi K",
      amount: 80,
      ordered_at: "2026-11-28T06:28:00.000Z",
      minutes_waiting: 1,
      waiting_long: false,
    },
  ],
  low_stock: [
    {
      product_id: "p-1",
      product_name: "Whole Wheat Atta",
      unit: "5 kg",
      store_id: "st-1",
      store_name: "Koramangala",
      stock: 2,
      threshold: 5,
    },
  ],
  shops: [
    {
      shop_id: "shop-1",
      name: "Sharma Kirana",
      low_stock_threshold: 5,
      commission: { online: { percent: 10, minimum: 2 }, cod: null },
      on_time: { delivered: 12, on_time_share: 0.75, median_delay_minutes: -3 },
    },
  ],
};

let puts: MockRequest[];
beforeEach(() => {
  localStorage.setItem(CONSOLE_TOKEN_KEY, "staff-token");
  puts = [];
  mockFetch((r) => {
    if (r.url === "/merchant/api/dashboard") return { body: { success: true, data: dashboard } };
    if (r.url.startsWith("/merchant/api/events")) return new Promise(() => {});
    if (r.method === "PUT") {
      puts.push(r);
      return { body: { success: true, message: "The low stock limit is saved." } };
    }
    return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
  });
});
afterEach(() => {
  localStorage.removeItem(CONSOLE_TOKEN_KEY);
  vi.unstubAllGlobals();
});

const show = (canSetThreshold: boolean) =>
  render(
    <Provider store={makeOrdersStore()}>
      <MemoryRouter>
        <HomeDashboard canSetThreshold={canSetThreshold} />
      </MemoryRouter>
    </Provider>,
  );

describe("home dashboard", () => {
  it("shows today's orders and sales, the waiting orders with the late one flagged, and low stock", async () => {
    show(false);
    expect((await screen.findByTestId("orders-today")).textContent).toBe("4");
    expect(screen.getByTestId("sales-today").textContent).toBe("₹1,234.50");
    const waiting = screen.getAllByTestId("waiting-order");
    expect(waiting).toHaveLength(2);
    expect(within(waiting[0]).getByText("9 minutes").className).toMatch(/warn/);
    expect(within(waiting[1]).getByText("1 minute").className).not.toMatch(/warn/);
    expect(screen.getByTestId("low-stock").textContent).toContain("Whole Wheat Atta");
    expect(screen.getByTestId("low-stock").textContent).toContain("2 left");
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("tells the shop the commission it pays, online and on cash on delivery", async () => {
    show(false);
    expect(await screen.findByRole("heading", { name: "Commission you pay" })).toBeTruthy();
    expect(screen.getByTestId("commission").textContent).toBe(
      "Sharma Kirana: orders paid online, 10% of each order line, at least ₹2.00; cash on delivery, no commission.",
    );
  });

  it("shows each shop's on-time share and median delay of the last 7 days", async () => {
    show(false);
    expect(await screen.findByRole("heading", { name: "Arrivals, last 7 days" })).toBeTruthy();
    expect(screen.getByTestId("on-time").textContent).toBe(
      "Sharma Kirana: 75% on time of 12 deliveries, median 3 min early",
    );
  });

  it("lets a member with the settings privilege set the shop's low stock limit", async () => {
    show(true);
    const field = await screen.findByLabelText("Low stock limit · Sharma Kirana");
    await userEvent.clear(field);
    await userEvent.type(field, "3");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Saved.");
    expect(puts[0].url).toBe("/merchant/api/dashboard/low-stock-threshold");
    expect(puts[0].body).toEqual({ shop_id: "shop-1", threshold: 3 });
    await waitFor(() => expect(puts).toHaveLength(1));
  });
});
