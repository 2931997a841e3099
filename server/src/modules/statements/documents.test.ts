// The statements' pure parts: rupees in CSV, safe CSV cells, the PDF's script runs, month lists,
// and a row's money from journals balancing like the journals do.
import { describe, expect, it } from "vitest";
import { LEDGER_KIND } from "../../contract/ledger-constants";
import { csvCell, rupeesText } from "./csv";
import { moneyOf } from "./money";
import { scriptRuns } from "../../lib/pdf";
import { rupeesPdf } from "./pdf";
import { monthsBetween } from "./tcs";

describe("statement documents", () => {
  it("write paise as rupees with 2 decimals, without grouping in CSV and with Indian grouping in PDF", () => {
    expect([123456, 5, -5, 0, -123400].map(rupeesText)).toEqual(["1234.56", "0.05", "-0.05", "0.00", "-1234.00"]);
    expect(rupeesPdf(123456789)).toBe("12,34,567.89");
  });

  it("quote CSV cells that need it and neutralise a leading formula sign", () => {
    expect(csvCell("GL000123")).toBe("GL000123");
    expect(csvCell('Ravi "Fresh", Mart')).toBe('"Ravi ""Fresh"", Mart"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
  });

  it("cut mixed Hindi and English into runs of one font subset, the rupee sign with Devanagari", () => {
    expect(scriptRuns("कुल: ₹ 12.50 Fresh")).toEqual([
      { text: "कुल", deva: true },
      { text: ": ", deva: false },
      { text: "₹ ", deva: true },
      { text: "12.50 Fresh", deva: false },
    ]);
  });

  it("list the months of a range across a year's end", () => {
    expect(monthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("split the customer's money by journal kind, keep payouts out of the share, and balance", () => {
    const at = new Date("2026-11-10T06:00:00Z");
    const m = moneyOf([
      {
        kind: LEDGER_KIND.sale,
        orderId: "o1",
        createdAt: at,
        entries: [
          { account: "customer", amount: -10_000 },
          { account: "shop", amount: 8_700 },
          { account: "commission", amount: 1_000 },
          { account: "gateway_fee", amount: 250 },
          { account: "tcs", amount: 50 },
        ],
      },
      {
        kind: LEDGER_KIND.codCash,
        orderId: "o2",
        createdAt: at,
        entries: [
          { account: "shop", amount: -3_000 },
          { account: "customer", amount: 3_000 },
        ],
      },
      {
        kind: LEDGER_KIND.sale,
        orderId: "o2",
        createdAt: at,
        entries: [
          { account: "customer", amount: -3_000 },
          { account: "shop", amount: 2_835 },
          { account: "commission", amount: 150 },
          { account: "tcs", amount: 15 },
        ],
      },
      {
        kind: LEDGER_KIND.refund,
        orderId: "o1",
        createdAt: at,
        entries: [
          { account: "customer", amount: 1_000 },
          { account: "shop", amount: -870 },
          { account: "commission", amount: -100 },
          { account: "gateway_fee", amount: -25 },
          { account: "tcs", amount: -5 },
        ],
      },
      {
        kind: LEDGER_KIND.payout,
        orderId: null,
        createdAt: at,
        entries: [
          { account: "shop", amount: -7_665 },
          { account: "payout", amount: 7_665 },
        ],
      },
    ]);
    expect(m).toEqual({
      orders: 2,
      gross: 13_000,
      refunds: 1_000,
      codCash: 3_000,
      commission: 1_050,
      gatewayFee: 225,
      tcs: 60,
      net: 7_665,
      paidOut: 7_665,
    });
    expect(m.gross - m.refunds - m.codCash).toBe(m.commission + m.gatewayFee + m.tcs + m.net);
  });
});
