// The shop on a delivery order on the road or coming back (the order's page): no Reject once the
// member has it; "Delivery failed" with a reason; a Manager's "Deliver without code" with a reason;
// goods coming back offer only "Goods are back at the shop", which closes the order by the rule.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ConsoleOrder } from "@contract/console-orders";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { CONSOLE_TOKEN_KEY } from "../console-api";
import { loadMe, signOut } from "../session";
import { consoleOrder, renderOrderPage } from "./test-data";
import { consoleMe } from "../test-data";
import type { ConsoleOrderDelivery } from "./delivery";

const onTheWay = (delivery: ConsoleOrderDelivery, over: Partial<ConsoleOrder> = {}) =>
  ({ ...consoleOrder({ status: 4, status_name: "Shipping", tab: "on_the_way", ...over }), delivery }) as ConsoleOrder;

let role: string;
let order: ConsoleOrder;
let posts: MockRequest[];

beforeEach(async () => {
  localStorage.setItem(CONSOLE_TOKEN_KEY, "last-mile-token");
  role = "manager";
  posts = [];
  order = onTheWay({ state: "Order-picked-up", member: { id: "m-1", name: "Ravi" }, code_required: true });
  mockFetch((r) => {
    if (r.url === "/merchant/api/me") return { body: { success: true, data: consoleMe(role) } };
    if (r.method === "GET" && r.url === "/merchant/api/orders/o-1") return { body: { success: true, data: order } };
    if (r.url.startsWith("/merchant/api/events")) return new Promise(() => {});
    if (r.method === "POST" && r.url.startsWith("/merchant/api/orders/o-1/")) {
      posts.push(r);
      const move = r.url.split("/").pop();
      if (move === "fail")
        order = onTheWay({ state: "RTO-Initiated", member: { id: "m-1", name: "Ravi" }, code_required: true });
      if (move === "return")
        order = {
          ...onTheWay({ state: "RTO-Delivered", member: { id: "m-1", name: "Ravi" }, code_required: false }),
          status: 7,
          status_name: "Cancelled",
          tab: "cancelled",
        } as ConsoleOrder;
      if (move === "deliver")
        order = {
          ...onTheWay({ state: "Order-delivered", member: { id: "m-1", name: "Ravi" }, code_required: false }),
          status: 5,
          status_name: "Delivered",
          tab: "delivered",
        } as ConsoleOrder;
      return { body: { success: true, data: order } };
    }
    return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
  });
  await loadMe();
});
afterEach(async () => {
  await signOut();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open() {
  renderOrderPage();
}

describe("the shop on the last mile", () => {
  it("offers no Reject on the road; a failed delivery, then the goods back, close the order", async () => {
    open();
    await screen.findByText("Delivery: Picked up · Ravi");
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delivery failed" }));
    const dialog = await screen.findByRole("dialog", { name: /Delivery of order GL0000001 failed/ });
    await user.selectOptions(screen.getByLabelText("Reason"), "customer_refused");
    await user.click(screen.getByRole("button", { name: "Mark delivery failed" }));
    expect(dialog).not.toBeInTheDocument();
    expect(await screen.findByText("Delivery: Returning to the shop · Ravi")).toBeTruthy();
    expect(posts.at(-1)!.body).toEqual({ reason: "customer_refused" });
    // Coming back: neither delivered nor rejected, only the goods back.
    expect(screen.queryByRole("button", { name: "Delivered" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Goods are back at the shop" }));
    await user.click(await screen.findByRole("button", { name: "Yes, they are back" }));
    expect(await screen.findByText(/is back at the shop: the stock is restored/)).toBeTruthy();
    expect(posts.at(-1)!.url).toBe("/merchant/api/orders/o-1/return");
  });

  it("lets a Manager deliver without the code, giving a reason", async () => {
    open();
    await screen.findByText("Delivery: Picked up · Ravi");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Deliver without code" }));
    await screen.findByRole("dialog", { name: /without the customer's code/ });
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Please give a reason.")).toBeTruthy();
    await user.type(screen.getByLabelText("Reason"), "Customer's phone is switched off");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Order GL0000001 is delivered.")).toBeTruthy();
    expect(posts.at(-1)!.body).toEqual({ status: 4, override_reason: "Customer's phone is switched off" });
  });

  it("does not offer Staff the delivery without code", async () => {
    role = "staff";
    await loadMe();
    open();
    await screen.findByText("Delivery: Picked up · Ravi");
    expect(screen.getByRole("button", { name: "Delivery failed" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Deliver without code" })).toBeNull();
  });
});
