// Cash with delivery members on the Deliveries page: a Manager sees each member's cash not yet
// handed over and confirms a handover (asked first; the orders shown and their amount are sent); a
// refusal shows the server's message; Staff see the cash without the button; a Delivery member sees
// the cash they hold; in Hindi too.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { MeData } from "@contract/console-auth";
import type { DeliveryCash } from "@contract/delivery";
import { ERROR_CODE } from "@contract/errors";
import { setLanguage } from "@/lib/i18n";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { MerchantConsole } from "../console";
import { CONSOLE_TOKEN_KEY } from "../console-api";
import { loadMe, signOut } from "../session";
import { consoleMe } from "../test-data";

const me = (role: string, privileges: MeData["privileges"]) => consoleMe(role, privileges);

const held = (): DeliveryCash => ({
  total: 32_050,
  members: [
    {
      member_id: "staff_9",
      name: "Suresh",
      total: 32_050,
      orders: [
        { order_id: "o-1", order_no: "GL0000001", amount: 12_050, delivered_at: "2026-11-28T06:30:00.000Z" },
        { order_id: "o-2", order_no: "GL0000002", amount: 20_000, delivered_at: "2026-11-28T07:30:00.000Z" },
      ],
    },
  ],
});

let requests: MockRequest[];
let cash: DeliveryCash;
let who: MeData;
let refuse = false;

function serve() {
  ({ requests } = mockFetch((r) => {
    if (r.url === "/merchant/api/me") return { body: { success: true, data: who } };
    if (r.url === "/merchant/api/delivery-cash") return { body: { success: true, data: cash } };
    if (r.url === "/merchant/api/deliveries") return { body: { success: true, data: { trips: [] } } };
    if (r.url === "/merchant/api/deliveries/cash") return { body: { success: true, data: cash } };
    if (r.url === "/merchant/api/delivery-cash/staff_9/handover" && r.method === "POST") {
      if (refuse)
        return {
          status: 409,
          body: {
            success: false,
            code: ERROR_CODE.DELIVERY_CASH_HANDED_OVER,
            message: "This cash was already handed over to the shop.",
          },
        };
      cash = { total: 0, members: [] };
      return {
        body: {
          success: true,
          data: { handover_id: "h1", member_id: "staff_9", amount: 32_050, order_ids: ["o-1", "o-2"], still_held: 0 },
        },
      };
    }
    return { status: 404, body: { success: false, code: "NOT_FOUND", message: "Not found." } };
  }));
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/merchant/*" element={<MerchantConsole />} />
      </Routes>
    </MemoryRouter>,
  );

async function signedIn(role: string, privileges: MeData["privileges"]) {
  localStorage.setItem(CONSOLE_TOKEN_KEY, "staff-token");
  who = me(role, privileges);
  serve();
  await loadMe();
}

beforeEach(() => {
  localStorage.setItem(CONSOLE_TOKEN_KEY, "staff-token");
  cash = held();
  refuse = false;
});
afterEach(async () => {
  await signOut();
  localStorage.clear();
  await setLanguage("en");
});

describe("cash with delivery members", () => {
  it("lets a Manager confirm a member's handover after asking, sending the orders shown and their amount", async () => {
    await signedIn("manager", ["orders", "catalogue", "settings", "integrations", "money"]);
    renderAt("/merchant/deliveries");
    expect(await screen.findByRole("heading", { name: "Cash with delivery members" })).toBeTruthy();
    const member = await screen.findByRole("listitem", { name: "Suresh" });
    expect(within(member).getByText("₹320.50")).toBeTruthy();
    expect(within(member).getByText("2 orders: GL0000001, GL0000002")).toBeTruthy();
    expect(screen.getByText("Not yet handed over: ₹320.50")).toBeTruthy();

    await userEvent.click(within(member).getByRole("button", { name: "Confirm handover" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm the cash handover?" });
    expect(within(dialog).getByText(/Suresh handed over ₹320.50 for 2 orders/)).toBeTruthy();
    // Cancel sends nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);

    await userEvent.click(within(member).getByRole("button", { name: "Confirm handover" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes, confirm" }));
    expect(await screen.findByText("Handover from Suresh confirmed: ₹320.50.")).toBeTruthy();
    const post = requests.find((r) => r.method === "POST")!;
    expect(post.body).toEqual({ amount: 32_050, order_ids: ["o-1", "o-2"] });
    expect(await screen.findByText("No delivery member holds cash for the shop.")).toBeTruthy();
  });

  it("shows the server's refusal, and no button to Staff", async () => {
    await signedIn("manager", ["orders"]);
    refuse = true;
    const view = renderAt("/merchant/deliveries");
    const member = await screen.findByRole("listitem", { name: "Suresh" });
    await userEvent.click(within(member).getByRole("button", { name: "Confirm handover" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes, confirm" }));
    expect(await screen.findByText("This cash was already handed over to the shop.")).toBeTruthy();
    view.unmount();
    await signOut();

    await signedIn("staff", ["orders", "catalogue"]);
    renderAt("/merchant/deliveries");
    const seen = await screen.findByRole("listitem", { name: "Suresh" });
    expect(within(seen).queryByRole("button", { name: "Confirm handover" })).toBeNull();
  });

  it("shows a Delivery member the cash they hold, in Hindi too", async () => {
    await signedIn("delivery", ["deliveries"]);
    renderAt("/merchant/deliveries");
    expect(await screen.findByRole("heading", { name: "Cash you hold" })).toBeTruthy();
    expect(await screen.findByText("₹320.50 for 2 orders. Hand it over at the shop.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Cash with delivery members" })).toBeNull();
    await setLanguage("hi");
    await waitFor(() => expect(screen.getByRole("heading", { name: "आपके पास नकद" })).toBeTruthy());
  });
});
