// The Support queue's pages against a stand-in API: filters sent as the API reads them, a ticket
// opened, assigned, answered and resolved (the reply box goes once resolved).
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { OpsTicketDetail, OpsTicketSummary } from "@contract/grievance";
import { mockFetch } from "@/testing/mock-fetch";
import OpsTicketsPage from "./tickets-page";
import OpsTicketDetailPage from "./ticket-detail-page";

const ok = (data: unknown) => ({ body: { success: true, data } });

const summary: OpsTicketSummary = {
  _id: "t1",
  number: "GT-2611-000001",
  subject: "Late delivery",
  status: "acknowledged",
  created_at: "2026-11-20T10:00:00.000Z",
  acknowledged_at: "2026-11-20T10:00:00.000Z",
  due_at: "2026-12-20T10:00:00.000Z",
  resolved_at: null,
  overdue: true,
  customer_id: "u1",
  customer_name: "Asha Rao",
  assigned_ops_id: null,
  assigned_ops_name: null,
  order_id: null,
  order_number: null,
};
const detail: OpsTicketDetail = {
  ...summary,
  email: "asha@example.in",
  phone: "9000000401",
  messages: [
    { _id: "m1", author: "customer", author_name: null, body: "Order came late.", at: "2026-11-20T10:00:00.000Z" },
  ],
};

describe("the Support queue", () => {
  it("lists tickets and sends the filters", async () => {
    const { requests } = mockFetch(() => ok({ items: [summary], total: 1 }));
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <OpsTicketsPage />
      </MemoryRouter>,
    );
    const link = await screen.findByRole("link", { name: "Open ticket GT-2611-000001" });
    expect(link).toHaveAttribute("href", "/ops/tickets/GT-2611-000001");
    expect(screen.getByRole("listitem", { name: "GT-2611-000001" })).toHaveTextContent("Overdue");
    await user.click(screen.getByRole("checkbox", { name: "Assigned to me" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "in_progress");
    await user.click(screen.getByRole("checkbox", { name: "Overdue only" }));
    expect(requests.at(-1)?.url).toBe("/ops/api/tickets?page=1&status=in_progress&overdue=true&mine=true");
  });

  it("links a ticket's order number to the order's page", async () => {
    mockFetch(() =>
      ok({
        items: [
          summary,
          { ...summary, _id: "t2", number: "GT-2611-000002", order_id: "o 1", order_number: "GL2611000123" },
        ],
        total: 2,
      }),
    );
    render(
      <MemoryRouter>
        <OpsTicketsPage />
      </MemoryRouter>,
    );
    const link = await screen.findByRole("link", { name: "GL2611000123" });
    expect(link).toHaveAttribute("href", "/ops/orders?order=o%201");
    expect(screen.getByRole("listitem", { name: "GT-2611-000002" })).toContainElement(link);
    expect(screen.getByRole("listitem", { name: "GT-2611-000001" })).not.toHaveTextContent("Order:");
  });

  it("assigns, replies and resolves a ticket", async () => {
    let current = detail;
    const { requests } = mockFetch(({ method, url, body }) => {
      const message = (body as { message?: string } | undefined)?.message ?? "";
      if (method === "GET") return ok(current);
      if (url.endsWith("/assign"))
        current = { ...current, status: "in_progress", assigned_ops_id: "o1", assigned_ops_name: "Sunita" };
      const said = {
        _id: `m${current.messages.length + 1}`,
        author: "ops" as const,
        author_name: "Sunita",
        body: message,
        at: "2026-11-21T10:00:00.000Z",
      };
      if (url.endsWith("/reply"))
        current = { ...current, status: "in_progress", messages: [...current.messages, said] };
      if (url.endsWith("/resolve"))
        current = {
          ...current,
          status: "resolved",
          resolved_at: "2026-11-22T10:00:00.000Z",
          messages: [...current.messages, said],
        };
      return ok(current);
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/ops/tickets/GT-2611-000001"]}>
        <Routes>
          <Route path="/ops/tickets/:ticketId" element={<OpsTicketDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText("Order came late.")).toBeTruthy();
    expect(screen.getByText(/asha@example.in/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Assign to me" }));
    expect(await screen.findByText(/Assigned to: Sunita/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Please write a message.")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Reply to the customer" }), "Checking with the shop.");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Checking with the shop.")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Reply to the customer" }), "Refunded the delivery charge.");
    await user.click(screen.getByRole("button", { name: "Resolve with this answer" }));
    expect(await screen.findByText("Refunded the delivery charge.")).toBeTruthy();
    expect(screen.getAllByText("Resolved").length).toBeGreaterThan(0);
    expect(screen.queryByRole("textbox", { name: "Reply to the customer" })).toBeNull();
    expect(requests.filter((r) => r.method === "POST").map((r) => [r.url, r.body])).toEqual([
      ["/ops/api/tickets/GT-2611-000001/assign", {}],
      ["/ops/api/tickets/GT-2611-000001/reply", { message: "Checking with the shop." }],
      ["/ops/api/tickets/GT-2611-000001/resolve", { message: "Refunded the delivery charge." }],
    ]);
  });

  it("links the ticket's order by its number to the desk's order page", async () => {
    mockFetch(() => ok({ ...detail, order_id: "o1", order_number: "GL2611000123" }));
    render(
      <MemoryRouter initialEntries={["/ops/tickets/GT-2611-000001"]}>
        <Routes>
          <Route path="/ops/tickets/:ticketId" element={<OpsTicketDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("link", { name: "GL2611000123" })).toHaveAttribute("href", "/ops/orders?order=o1");
  });
});
