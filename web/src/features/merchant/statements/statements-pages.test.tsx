// The statements pages against a stand-in of their calls: the by-day table with its total, a new
// date range, the CSV and PDF buttons, the payouts and their own statement, the TCS by month, and
// a refusal shown with the server's message.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import type { DailyStatement, PayoutStatement, TcsSummary } from "@contract/merchant-statements";
import { renderWithApp } from "@/testing/render";
import { statementsApi } from "./statements-api";
import StatementsPage from "../pages/statements-page";
import PayoutStatementPage from "../pages/payout-statement-page";

vi.mock("./statements-api", async (original) => {
  const real = await original<typeof import("./statements-api")>();
  const fns = Object.fromEntries(Object.keys(real.statementsApi).map((k) => [k, vi.fn()]));
  return { ...real, statementsApi: fns };
});
const api = statementsApi as unknown as Record<keyof typeof statementsApi, ReturnType<typeof vi.fn>>;

const money = { gross: 0, refunds: 0, cod_cash: 0, commission: 0, gateway_fee: 0, tcs: 0, net: 0, paid_out: 0 };
const day = (date: string, m: Partial<typeof money> & { orders?: number }) => ({ date, orders: 1, ...money, ...m });
const shop = { shop_id: "sh1", name: "Fresh Mart" };
const daily: DailyStatement = {
  shop,
  shops: [shop, { shop_id: "sh2", name: "Fresh Mart Bakery" }],
  from: "2026-11-01",
  to: "2026-11-30",
  days: [
    day("2026-11-10", { gross: 266, commission: 15, gateway_fee: 3.8, tcs: 1.25, net: 245.95 }),
    day("2026-11-20", { refunds: 56, commission: -5, gateway_fee: -1.32, tcs: -0.25, net: -49.43 }),
  ],
  orders: [
    {
      order_id: "o1",
      order_no: "GL000123",
      date: "2026-11-10",
      gross: 266,
      refunds: 56,
      cod_cash: 0,
      commission: 10,
      gateway_fee: 2.48,
      tcs: 1,
      net: 196.52,
    },
  ],
  totals: {
    orders: 1,
    gross: 266,
    refunds: 56,
    cod_cash: 0,
    commission: 10,
    gateway_fee: 2.48,
    tcs: 1,
    net: 196.52,
    paid_out: 196.52,
  },
  payouts: [
    {
      payout_id: "po1",
      created_at: "2026-11-25T05:00:00.000Z",
      processed_at: "2026-11-25T05:00:00.000Z",
      amount: 196.52,
      status: "processed",
      transfer_id: "trf_0001",
      failure_reason: null,
    },
  ],
  balance: 0,
  cod_with_members: 0,
};
const tcs: TcsSummary = {
  shop,
  months: [
    { month: "2026-11", orders: 2, net_taxable: 320, tcs: 1.6 },
    { month: "2026-10", orders: 0, net_taxable: 0, tcs: 0 },
  ],
};

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.daily.mockResolvedValue(daily);
  api.tcs.mockResolvedValue(tcs);
  api.download.mockResolvedValue(undefined);
});

describe("statements page", () => {
  it("shows the days, the total, the payouts and the TCS by month", async () => {
    renderWithApp(<StatementsPage />, { path: "/merchant/statements" });
    const table = await screen.findByRole("table", { name: "By day" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => r.querySelector("th")?.textContent)).toEqual(["Date", "10 Nov 2026", "20 Nov 2026", "Total"]);
    const total = rows[rows.length - 1];
    expect(within(total).getByText("₹266.00")).toBeInTheDocument();
    expect(within(total).getAllByText("₹196.52")).toHaveLength(2);
    expect(within(table).getByRole("columnheader", { name: "Commission" })).toBeInTheDocument();

    const orders = screen.getByRole("table", { name: "By order" });
    const order = within(orders).getByRole("row", { name: /#GL000123/ });
    expect(within(order).getByText("₹56.00")).toBeInTheDocument();
    expect(within(orders).queryByRole("columnheader", { name: "Paid out" })).not.toBeInTheDocument();
    expect(screen.getByText("Owed to you, not yet paid out: ₹0.00")).toBeInTheDocument();

    const payout = screen.getByRole("listitem", { name: "₹196.52" });
    expect(within(payout).getByText("trf_0001")).toBeInTheDocument();
    expect(within(payout).getByText("Paid")).toBeInTheDocument();
    expect(within(payout).getByRole("link", { name: "Details" })).toHaveAttribute(
      "href",
      "/merchant/statements/payouts/po1?shop_id=sh1",
    );

    const months = screen.getByRole("table", { name: "TCS by month" });
    expect(within(months).getByText("₹320.00")).toBeInTheDocument();
    expect(within(months).queryByText("2026-10")).not.toBeInTheDocument();
  });

  it("asks for the chosen dates and shop, and downloads the range shown as CSV and PDF", async () => {
    renderWithApp(<StatementsPage />, { path: "/merchant/statements" });
    await screen.findByRole("table", { name: "By day" });
    expect(api.daily).toHaveBeenLastCalledWith({});
    const from = screen.getByLabelText("From");
    expect(from).toHaveValue("2026-11-01");
    await userEvent.clear(from);
    await userEvent.type(from, "2026-11-15");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(api.daily).toHaveBeenLastCalledWith({ from: "2026-11-15", to: "2026-11-30" });

    await userEvent.selectOptions(screen.getByLabelText("Shop"), "sh2");
    expect(api.daily).toHaveBeenLastCalledWith({ from: "2026-11-15", to: "2026-11-30", shop_id: "sh2" });
    expect(api.tcs).toHaveBeenLastCalledWith("sh2");

    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(api.download).toHaveBeenLastCalledWith("csv", { shop_id: "sh1", from: "2026-11-01", to: "2026-11-30" });
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(api.download).toHaveBeenLastCalledWith("pdf", { shop_id: "sh1", from: "2026-11-01", to: "2026-11-30" });
  });

  it("says when nothing was posted, and shows a refusal with the server's message", async () => {
    api.daily.mockResolvedValueOnce({ ...daily, days: [], orders: [], payouts: [], balance: -12.5 });
    const { unmount } = renderWithApp(<StatementsPage />, { path: "/merchant/statements" });
    expect(await screen.findByText("No money was posted in these dates.")).toBeInTheDocument();
    expect(screen.getByText("No payouts in these dates.")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "By order" })).not.toBeInTheDocument();
    expect(screen.getByText("You owe Galli (taken from your next payout): ₹12.50")).toBeInTheDocument();
    unmount();

    api.daily.mockRejectedValueOnce(new Error("The end date must be on or after the start date."));
    renderWithApp(<StatementsPage />, { path: "/merchant/statements" });
    expect(await screen.findByText("The end date must be on or after the start date.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "By day" })).toBeInTheDocument();
  });
});

describe("a payout's statement page", () => {
  const payout: PayoutStatement = {
    shop,
    payout: daily.payouts[0],
    orders: [
      {
        order_id: "o1",
        order_no: "GL000123",
        date: "2026-11-10",
        gross: 266,
        refunds: 56,
        cod_cash: 0,
        commission: 10,
        gateway_fee: 2.48,
        tcs: 1,
        net: 196.52,
      },
    ],
    totals: { orders: 1, gross: 266, refunds: 56, cod_cash: 0, commission: 10, gateway_fee: 2.48, tcs: 1, net: 196.52 },
  };

  it("shows the payout's orders, status and reference, and downloads its files", async () => {
    api.payout.mockResolvedValue(payout);
    renderWithApp(
      <Routes>
        <Route path="/merchant/statements/payouts/:payoutId" element={<PayoutStatementPage />} />
      </Routes>,
      { path: "/merchant/statements/payouts/po1?shop_id=sh1" },
    );
    expect(await screen.findByRole("heading", { name: "Payout of ₹196.52" })).toBeInTheDocument();
    expect(api.payout).toHaveBeenCalledWith("po1", "sh1");
    expect(screen.getByText("trf_0001")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Orders in this payout" });
    expect(within(table).getByRole("rowheader", { name: "#GL000123" })).toBeInTheDocument();
    expect(within(table).queryByRole("columnheader", { name: "Paid out" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(api.download).toHaveBeenLastCalledWith("pdf", { shop_id: "sh1" }, "po1");
    expect(screen.getByRole("link", { name: "Back to statements" })).toHaveAttribute("href", "/merchant/statements");
  });
});
