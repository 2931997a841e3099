import { describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TicketDetail, TicketSummary } from "@contract/grievance";
import { ERROR_CODE } from "@contract/errors";
import { sessionRestored } from "@/app/events";
import { STORAGE_KEYS, textItem } from "@/lib/storage";
import { failure, reply } from "@/testing/fake-api";
import { customerSession, mockFetch, type MockReply, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { SupportPage } from "./pages/support-page";

const summary: TicketSummary = {
  _id: "t1",
  number: "GT-2611-000001",
  subject: "Late delivery",
  status: "in_progress",
  created_at: "2026-11-20T10:00:00.000Z",
  acknowledged_at: "2026-11-20T10:00:00.000Z",
  due_at: "2026-12-20T10:00:00.000Z",
  resolved_at: null,
  overdue: false,
};
const detail: TicketDetail = {
  ...summary,
  messages: [
    { _id: "m1", author: "customer", author_name: null, body: "Order came late.", at: "2026-11-20T10:00:00.000Z" },
    { _id: "m2", author: "system", author_name: null, body: "We have received your request GT-2611-000001.", at: "2026-11-20T10:00:01.000Z" },
    { _id: "m3", author: "ops", author_name: "Sunita", body: "We are checking with the shop.", at: "2026-11-21T10:00:00.000Z" },
  ],
};

function open(handler: (r: MockRequest) => MockReply) {
  const fetch = mockFetch(handler);
  textItem(STORAGE_KEYS.token).set(customerSession.token);
  const view = renderWithApp(<SupportPage />, { path: "/support" });
  act(() => {
    view.store.dispatch(sessionRestored(customerSession));
  });
  return { ...view, requests: () => fetch.requests.filter((r) => r.url.startsWith("/user/order/support")) };
}

describe("the Support page", () => {
  it("lists the customer's tickets with number, status and due date, and opens the thread", async () => {
    open((r) => {
      if (r.url === "/user/order/support/tickets") return reply("GET /order/support/tickets", { items: [summary] });
      if (r.url === "/user/order/support/tickets/GT-2611-000001") return reply("GET /order/support/tickets/:number", detail);
      return failure(ERROR_CODE.NOT_FOUND);
    });
    const card = await screen.findByRole("listitem", { name: "GT-2611-000001" });
    expect(card).toHaveTextContent("Late delivery");
    expect(card).toHaveTextContent("In progress");
    expect(card).toHaveTextContent("20 Dec 2026");
    await userEvent.click(within(card).getByRole("button", { name: "Open ticket GT-2611-000001" }));
    expect(await screen.findByText("We are checking with the shop.")).toBeVisible();
    expect(screen.getByText(/Sunita \(Galli support\)/)).toBeVisible();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("GT-2611-000001 · Late delivery");
  });

  it("sends a reply and shows the thread the server answers; a resolved ticket takes none", async () => {
    const { requests } = open((r) => {
      if (r.url === "/user/order/support/tickets") return reply("GET /order/support/tickets", { items: [summary] });
      if (r.url === "/user/order/support/tickets/GT-2611-000001") return reply("GET /order/support/tickets/:number", detail);
      if (r.url === "/user/order/support/tickets/GT-2611-000001/reply")
        return reply("POST /order/support/tickets/:number/reply", {
          ...detail,
          status: "resolved",
          messages: [...detail.messages, { _id: "m4", author: "customer", author_name: null, body: "Thanks!", at: "2026-11-22T10:00:00.000Z" }],
        });
      return failure(ERROR_CODE.NOT_FOUND);
    });
    await userEvent.click(await screen.findByRole("button", { name: "Open ticket GT-2611-000001" }));
    const box = await screen.findByRole("textbox", { name: "Your reply" });
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please write a message.")).toBeVisible();
    await userEvent.type(box, "Thanks!");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Thanks!")).toBeVisible();
    const sent = requests().find((r) => r.method === "POST");
    expect(sent?.body).toEqual({ message: "Thanks!" });
    expect(await screen.findByText("This ticket is resolved. To ask something more, raise a new request.")).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Your reply" })).toBeNull();
  });

  it("says so when there are no tickets", async () => {
    open(() => reply("GET /order/support/tickets", { items: [] }));
    expect(await screen.findByText("You have not raised any support request yet.")).toBeVisible();
  });
});
