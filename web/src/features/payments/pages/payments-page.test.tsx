import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ERROR_CODE } from "@contract/errors";
import type { AllTokensData, RazInfoData } from "@contract/payments";
import type { RefundRecord, StatementEntry } from "@contract/wallet";
import { failure, reply } from "@/testing/fake-api";
import { mockFetch } from "@/testing/mock-fetch";
import { setLanguage } from "@/lib/i18n";
import { renderWithApp } from "@/testing/render";
import { customerSession } from "@/testing/mock-fetch";
import type { RootState } from "@/app/store";
import { PaymentsPage } from "./payments-page";

const customer: Partial<RootState> = {
  session: {
    status: "done",
    token: customerSession.token,
    refreshToken: customerSession.refresh_token,
    expiry: customerSession.expiry,
    guest: false,
    userName: "Asha",
    newUser: false,
  },
};

const tokens: AllTokensData = {
  customer_id: "cust_1",
  cards: [
    {
      token: "token_card",
      method: "card",
      card: { last4: "1111", expiry_month: "12", expiry_year: "2030", network: "Visa", name: "Asha" },
      is_preferred: false,
    },
  ],
  upi: [{ token: "token_upi", method: "upi", vpa: { username: "asha", handle: "okhdfc" }, is_preferred: true }],
};
const info: RazInfoData = {
  raz_customer_id: "cust_1",
  raz_pref_Token: null,
  raz_pref_upiToken: "token_upi",
  rzy_pay_key: "rzp_test_galli",
  mode: "emulator",
};

const entry = (n: number, over: Partial<StatementEntry> = {}): StatementEntry => ({
  _id: `w${n}`,
  type: "refund",
  amount: 10,
  balance_after: 123.4,
  note: `Entry ${n}`,
  order: null,
  date: "2026-11-20T04:30:00.000Z",
  ...over,
});
const firstPage: StatementEntry[] = [
  entry(1, {
    type: "refund",
    amount: 484.31,
    note: "Refund for order GL000123",
    order: { _id: "o1", order_id: "GL000123" },
  }),
  entry(2, { type: "order", amount: -360.91, balance_after: -0, note: "Order payment (Sharma Kirana)" }),
  ...Array.from({ length: 18 }, (_, i) => entry(i + 3)),
];
const refunds: RefundRecord[] = [
  {
    _id: "r1",
    amount: 990,
    destination: "bank",
    method: "card",
    status: "initiated",
    failure_reason: null,
    expected_by: "2026-11-30T04:30:00.000Z",
    processed_at: null,
    created_at: "2026-11-20T04:30:00.000Z",
    order: { _id: "o2", order_id: "GL000124" },
    reason: "Cancelled by the customer: Changed my mind",
  },
  {
    _id: "r2",
    amount: 100,
    destination: "wallet",
    method: "wallet",
    status: "processed",
    failure_reason: null,
    expected_by: "2026-11-20T04:30:00.000Z",
    processed_at: "2026-11-20T04:30:00.000Z",
    created_at: "2026-11-20T04:30:00.000Z",
    order: { _id: "o2", order_id: "GL000124" },
    reason: "Cancelled by the customer: Changed my mind",
  },
];

function server(current = { tokens }) {
  return mockFetch((r) => {
    if (r.url.startsWith("/user/wallet/statement")) {
      const skip = Number(new URL(r.url, "http://x").searchParams.get("skip") ?? 0);
      const entries = skip === 0 ? firstPage : [entry(21, { type: "scratch", note: "Oldest" })];
      return reply("GET /wallet/statement", { balance: 123.4, count: 21, entries });
    }
    if (r.url.startsWith("/user/wallet/refunds"))
      return reply("GET /wallet/refunds", { count: refunds.length, refunds });
    switch (r.url) {
      case "/user/order/razor/alltokens":
        return reply("POST /order/razor/alltokens", current.tokens);
      case "/user/order/razor/razInfo":
        return reply("POST /order/razor/razInfo", info);
      case "/user/wallet/bfcash":
        return reply("POST /wallet/bfcash", { balance: 123.4 });
      case "/user/order/razor/savePefToken":
        return reply("POST /order/razor/savePefToken", { ...info, raz_pref_Token: "token_card" });
      case "/user/order/razor/deleteToken":
        current.tokens = { ...current.tokens, cards: [] };
        return reply("POST /order/razor/deleteToken", current.tokens);
      case "/mock/razorpay/v1/checkout/tokens":
        current.tokens = {
          ...current.tokens,
          upi: [
            ...current.tokens.upi,
            { token: "token_new", method: "upi", vpa: { username: "ravi", handle: "okicici" }, is_preferred: false },
          ],
        };
        return { body: { id: "token_new", entity: "token" } };
      default:
        return failure(ERROR_CODE.NOT_FOUND, r.url);
    }
  });
}

describe("PaymentsPage", () => {
  it("shows saved cards (last 4, expiry), UPI ids and the Galli Cash balance to 2 decimals", async () => {
    server();
    renderWithApp(<PaymentsPage />, { preloadedState: customer, path: "/payments" });
    const card = await screen.findByRole("listitem", { name: "Visa •••• 1111" });
    expect(within(card).getByText("Expires 12/30")).toBeInTheDocument();
    const upi = screen.getByRole("listitem", { name: "asha@okhdfc" });
    expect(within(upi).getByText("Preferred")).toBeInTheDocument();
    expect(screen.getByLabelText("Galli Cash balance")).toHaveTextContent("₹123.40");
    expect(screen.getByRole("button", { name: "Add Payment Method" })).toBeInTheDocument();
  });

  it("speaks Hindi: saved methods, the Galli Cash statement and the refunds", async () => {
    await setLanguage("hi");
    try {
      server();
      renderWithApp(<PaymentsPage />, { preloadedState: customer, path: "/payments" });
      expect(await screen.findByRole("heading", { name: "पेमेंट", level: 1 })).toBeVisible();
      const card = await screen.findByRole("listitem", { name: "Visa •••• 1111" });
      expect(within(card).getByText("12/30 तक मान्य")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "पेमेंट का तरीका जोड़ें" })).toBeInTheDocument();
      expect(screen.getByLabelText("Galli Cash बैलेंस")).toHaveTextContent("₹123.40");
      expect((await screen.findAllByText("रिफ़ंड")).length).toBeGreaterThan(0);
      expect(await screen.findByText("₹100.00 Galli Cash में रिफ़ंड हो गए")).toBeVisible();
    } finally {
      await setLanguage("en");
      window.localStorage.removeItem("galli:language");
    }
  });

  it("marks a card preferred and deletes one after 'Delete Card' / 'Yes'", async () => {
    const { requests } = server({ tokens });
    const user = userEvent.setup();
    renderWithApp(<PaymentsPage />, { preloadedState: customer });
    await user.click(await screen.findByRole("button", { name: "Mark as preferred: Visa •••• 1111" }));
    await waitFor(() =>
      expect(requests.find((r) => r.url === "/user/order/razor/savePefToken")?.body).toEqual({
        id: "token_card",
        kind: 1,
      }),
    );
    await user.click(screen.getByRole("button", { name: "Delete Visa •••• 1111" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Card" });
    expect(within(dialog).getByText("Do you want to delete the Saved Card?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Visa •••• 1111" })).not.toBeInTheDocument());
    expect(requests.find((r) => r.url === "/user/order/razor/deleteToken")?.body).toEqual({
      ids: ["token_card"],
      type: 1,
    });
  });

  it("asks 'Delete Upi' for a UPI id", async () => {
    server();
    const user = userEvent.setup();
    renderWithApp(<PaymentsPage />, { preloadedState: customer });
    await user.click(await screen.findByRole("button", { name: "Delete asha@okhdfc" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Upi" });
    expect(within(dialog).getByText("Do you want to delete the Saved Upi?")).toBeInTheDocument();
  });

  it("adds a UPI id through the provider, not the /user API", async () => {
    const { requests } = server({ tokens });
    const user = userEvent.setup();
    renderWithApp(<PaymentsPage />, { preloadedState: customer });
    await user.click(await screen.findByRole("button", { name: "Add New UPI ID" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New UPI ID" });
    await user.click(within(dialog).getByRole("button", { name: "Save UPI ID" }));
    expect(within(dialog).getByText("Please enter your UPI ID")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("UPI ID"), "ravi@okicici");
    await user.click(within(dialog).getByRole("button", { name: "Save UPI ID" }));
    expect(await screen.findByRole("listitem", { name: "ravi@okicici" })).toBeInTheDocument();
    expect(requests.find((r) => r.url === "/mock/razorpay/v1/checkout/tokens")?.body).toEqual({
      key_id: "rzp_test_galli",
      customer_id: "cust_1",
      method: "upi",
      vpa: "ravi@okicici",
    });
  });

  it("lists the Galli Cash statement, newest first with each entry's order, and shows more on demand", async () => {
    server();
    renderWithApp(<PaymentsPage />, { preloadedState: customer, path: "/payments" });
    const list = await screen.findByRole("list", { name: "Statement" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent("Refund · Order ID GL000123");
    expect(items[0]).toHaveTextContent("+₹484.31");
    expect(items[1]).toHaveTextContent("Order payment");
    expect(items[1]).toHaveTextContent("-₹360.91");
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(21));
    expect(within(list).getAllByRole("listitem")[20]).toHaveTextContent("Scratch card reward");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("lists refunds with where they go, their state and the expected date", async () => {
    server();
    renderWithApp(<PaymentsPage />, { preloadedState: customer, path: "/payments" });
    const list = await screen.findByRole("list", { name: "Refunds" });
    const [bank, wallet] = within(list).getAllByRole("listitem");
    expect(bank).toHaveTextContent("Refund of ₹990.00 to your card: expected by 30/11/2026");
    expect(bank).toHaveTextContent("Initiated");
    expect(bank).toHaveTextContent("Order ID GL000124");
    expect(wallet).toHaveTextContent("Refunded ₹100.00 to Galli Cash");
    expect(wallet).toHaveTextContent("Processed");
  });
});
