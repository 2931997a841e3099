// The desk's pages against a stand-in API: orders search by mobile, open, deny with a reason (the
// refusal's message shown); escalations decided with a note; a shop suspended with a reason.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import type { OpsEscalation, OpsOrderDetail, OpsOrderSummary, OpsShop } from "@contract/ops-desk";
import { mockFetch } from "@/testing/mock-fetch";
import OpsOrdersPage from "./orders-page";
import OpsEscalationsPage from "./escalations-page";
import OpsShopsPage from "./shops-page";

const ok = (data: unknown, message?: string) => ({ body: { success: true, data, ...(message ? { message } : {}) } });

const summary: OpsOrderSummary = {
  id: "o1",
  order_no: "GL0001",
  status: 2,
  status_name: "Packaging",
  ordered_at: "2026-11-27T05:00:00.000Z",
  amount: 90.08,
  payment_type: 1,
  mode_name: "Online",
  customer_id: "u1",
  customer_name: "Deepa Rao",
  customer_mobile: "9876500000",
  shop_id: "s1",
  shop_name: "Sharma Kirana Store",
  store_name: "Koramangala",
  store_key: "GALLI-STORE-0001",
};
const times = {
  ordered_at: summary.ordered_at,
  accepted_at: null,
  ready_to_ship_at: null,
  shipping_at: null,
  delivered_at: null,
  verified_at: null,
  cancelled_at: null,
  rejected_at: null,
  denied_at: null,
};
const detail: OpsOrderDetail = {
  ...summary,
  delivery_type: 1,
  wallet_amount: 0,
  online_amount: 90.08,
  cancel_reason: null,
  store_refusal_reason: null,
  shop_status: "live",
  customer_suspended: false,
  deniable: true,
  on_desk: false,
  shop_mobile: "9811100000",
  times,
  items: [],
  refunds: [],
};

describe("the desk's orders page", () => {
  it("finds an order by mobile, opens it and denies it with a reason", async () => {
    let denies = 0;
    const { requests } = mockFetch(({ method, url }) => {
      if (url.startsWith("/ops/api/orders?")) return ok({ items: url.includes("q=9876500000") ? [summary] : [], total: 1 });
      if (method === "GET" && url === "/ops/api/orders/o1") return ok(detail);
      if (method === "POST" && url === "/ops/api/orders/o1/deny") {
        denies += 1;
        if (denies === 1)
          return { status: 400, body: { success: false, code: "VALIDATION_FAILED", message: "Please write the reason (3 to 500 characters)." } };
        return ok(
          {
            ...detail,
            status: 9,
            status_name: "Denied",
            deniable: false,
            times: { ...times, denied_at: "2026-11-27T06:00:00.000Z" },
            refunds: [{ amount: 90.08, destination: "wallet", method: "wallet", status: "processed", reason: "Denied", created_at: "2026-11-27T06:00:00.000Z" }],
          },
          "The order is denied and its refund is on its way.",
        );
      }
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <OpsOrdersPage />
      </MemoryRouter>,
    );
    await user.type(screen.getByRole("searchbox", { name: "Search orders" }), "9876500000");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.click(await screen.findByRole("button", { name: "Open order GL0001" }));
    const region = await screen.findByRole("region", { name: "GL0001" });
    await user.click(within(region).getByRole("button", { name: "Deny order" }));
    expect(await within(region).findByText("Please write the reason (3 to 500 characters).")).toBeTruthy();
    await user.type(within(region).getByRole("textbox", { name: /Reason/ }), "Shop closed for a week");
    await user.click(within(region).getByRole("button", { name: "Deny order" }));
    expect(await within(region).findByText("The order is denied and its refund is on its way.")).toBeTruthy();
    expect(within(region).getAllByText("Denied").length).toBeGreaterThan(0);
    expect(within(region).queryByRole("button", { name: "Deny order" })).toBeNull();
    expect(requests.filter((r) => r.url === "/ops/api/orders/o1/deny").map((r) => r.body)).toEqual([
      { reason: "" },
      { reason: "Shop closed for a week" },
    ]);
  });
});

describe("an order opened from a link (a ticket's order)", () => {
  it("opens ?order=<id> at once, with India times and each request named in words", async () => {
    const line = {
      id: "l1",
      product_name: "Amul Butter",
      unit: "100 g",
      qty: 2,
      net_price: 56,
      verify_status: 3,
      escalated_qty: 1,
      escalation_status: 2,
      escalation_reason: null,
      escalation_message: null,
      escalated_at: null,
    };
    mockFetch(({ url }) => {
      if (url.startsWith("/ops/api/orders?")) return ok({ items: [], total: 0 });
      if (url === "/ops/api/orders/o1") return ok({ ...detail, items: [line] });
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    render(
      <MemoryRouter initialEntries={["/ops/orders?order=o1"]}>
        <OpsOrdersPage />
      </MemoryRouter>,
    );
    const region = await screen.findByRole("region", { name: "GL0001" });
    // Placed 05:00 UTC: 10:30 am in India.
    expect(region).toHaveTextContent(/10:30\s?am/i);
    const requests = within(region).getByRole("region", { name: "Requests" });
    expect(requests).toHaveTextContent("Amul Butter (100 g) — Replacement: 1 unit of the 2 ordered · Escalated by store");
    expect(region).not.toHaveTextContent(/\d · \d/);
  });
});

describe("the desk's actions on the order page", () => {
  const line = {
    id: "l1",
    product_name: "Amul Butter",
    unit: "100 g",
    qty: 2,
    net_price: 56,
    verify_status: 3,
    escalated_qty: 1,
    escalation_status: 2,
    escalation_reason: "Damaged pack",
    escalation_message: "The butter was melted",
    escalated_at: "2026-11-28T05:00:00.000Z",
  };
  const refused: OpsOrderDetail = {
    ...detail,
    status: 6,
    status_name: "Verified",
    deniable: false,
    on_desk: true,
    store_refusal_reason: "It was fine when sent",
    items: [line],
  };

  it("calls the customer and the shop, shows the request's words, and refunds a refused request with a note", async () => {
    let current = refused;
    const { requests } = mockFetch(({ method, url }) => {
      if (url.startsWith("/ops/api/orders?")) return ok({ items: [], total: 0 });
      if (method === "GET" && url === "/ops/api/orders/o1") return ok(current);
      if (method === "POST" && url === "/ops/api/escalations/o1/decision") {
        current = { ...refused, on_desk: false, items: [{ ...line, escalation_status: 6 }] };
        return ok({ order_no: "GL0001", escalation_status: 6, products: 1, refunded: 5600 });
      }
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/ops/orders?order=o1"]}>
        <OpsOrdersPage />
      </MemoryRouter>,
    );
    const region = await screen.findByRole("region", { name: "GL0001" });
    expect(within(region).getByRole("link", { name: "Call Deepa Rao (customer)" })).toHaveAttribute("href", "tel:+919876500000");
    expect(within(region).getByRole("link", { name: "Call Sharma Kirana Store (shop)" })).toHaveAttribute("href", "tel:+919811100000");
    const box = within(region).getByRole("region", { name: "Requests" });
    expect(box).toHaveTextContent("Customer's reason: Damaged pack");
    expect(box).toHaveTextContent("Customer's message: The butter was melted");
    expect(box).toHaveTextContent("Shop's reason: It was fine when sent");
    await user.type(within(box).getByRole("textbox", { name: /Decision note/ }), "Photo shows a melted pack");
    await user.click(within(box).getByRole("button", { name: "Refund" }));
    expect(await within(box).findByText("The requests are refunded.")).toBeTruthy();
    expect(box).toHaveTextContent("Refund initiated");
    expect(within(box).queryByRole("button", { name: "Refund" })).toBeNull();
    expect(requests.filter((r) => r.method === "POST").map((r) => [r.url, r.body])).toEqual([
      ["/ops/api/escalations/o1/decision", { decision: "refund", note: "Photo shows a melted pack" }],
    ]);
  });

  it("offers no decision for requests not on the desk", async () => {
    mockFetch(({ url }) => {
      if (url.startsWith("/ops/api/orders?")) return ok({ items: [], total: 0 });
      if (url === "/ops/api/orders/o1") return ok({ ...refused, on_desk: false, items: [{ ...line, escalation_status: 1 }] });
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    render(
      <MemoryRouter initialEntries={["/ops/orders?order=o1"]}>
        <OpsOrdersPage />
      </MemoryRouter>,
    );
    const box = await screen.findByRole("region", { name: "Requests" });
    expect(within(box).queryByRole("button", { name: "Refund" })).toBeNull();
  });
});

describe("the desk's escalations page", () => {
  it("refunds an order's requests with a note and reloads the list", async () => {
    const item: OpsEscalation = {
      order_id: "o2",
      order_no: "GL0002",
      order_status: 6,
      shop_name: "Sharma Kirana Store",
      customer_name: "Deepa Rao",
      customer_mobile: "9876500000",
      refused: true,
      refusal_reason: "Customer got it",
      waiting_since: "2026-11-25T06:00:00.000Z",
      lines: [
        {
          id: "l1",
          product_name: "Atta",
          unit: "5 kg",
          qty: 2,
          net_price: 300,
          verify_status: 2,
          escalated_qty: 1,
          escalation_status: 2,
          escalation_reason: null,
          escalation_message: null,
          escalated_at: null,
        },
      ],
    };
    let decided = false;
    const { requests } = mockFetch(({ method, url }) => {
      if (url.startsWith("/ops/api/escalations?")) return ok({ items: decided ? [] : [item], total: decided ? 0 : 1 });
      if (method === "POST" && url === "/ops/api/escalations/o2/decision") {
        decided = true;
        return ok({ order_no: "GL0002", escalation_status: 6, products: 1, refunded: 1 });
      }
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    const user = userEvent.setup();
    render(<OpsEscalationsPage />);
    expect(await screen.findByText("Refused by the shop")).toBeTruthy();
    expect(screen.getByText("Shop's reason: Customer got it")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /Decision note/ }), "Photo shows one packet");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Nothing is waiting for Galli's decision.")).toBeTruthy();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ decision: "refund", note: "Photo shows one packet" });
  });
});

describe("the desk's shops page", () => {
  it("suspends a shop with a reason", async () => {
    const shop: OpsShop = {
      id: "s9",
      name: "Green Basket",
      city: "Bengaluru",
      group: "public",
      status: "live",
      store_keys: ["GB-1"],
      on_time: { delivered: 3, on_time_share: 0.67, median_delay_minutes: 4 },
      suspended_at: null,
      suspend_reason: null,
    };
    const { requests } = mockFetch(({ method, url }) => {
      if (url.startsWith("/ops/api/shops?")) return ok({ items: [shop], total: 1 });
      if (method === "POST" && url === "/ops/api/shops/s9/suspend")
        return ok({ ...shop, status: "suspended", suspended_at: "2026-11-27T06:00:00.000Z", suspend_reason: "Expired stock" });
      return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
    });
    const user = userEvent.setup();
    render(<OpsShopsPage />);
    const card = await screen.findByRole("listitem", { name: "Green Basket" });
    expect(within(card).getByTestId("on-time").textContent).toBe(
      "Arrivals, last 7 days: Green Basket: 67% on time of 3 deliveries, median 4 min late",
    );
    await user.type(within(card).getByRole("textbox", { name: /Reason/ }), "Expired stock");
    await user.click(within(card).getByRole("button", { name: "Suspend shop" }));
    expect(await within(card).findByText("Suspended")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Make live again" })).toBeTruthy();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ reason: "Expired stock" });
  });
});
