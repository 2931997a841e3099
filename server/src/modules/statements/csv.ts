// The statements as CSV: a header row, one row per day (or per order of a payout, or per month of
// the TCS summary), a total row; rupees with 2 decimals and no grouping, so a spreadsheet reads
// them as numbers. English headers whatever the page's language (accounting software maps them).
import type { Money } from "./money";
import type { Daily, PayoutDetail } from "./service";
import type { Tcs } from "./tcs";

/** Paise as rupees with 2 decimals: 123456 -> "1234.56", -5 -> "-0.05". */
export function rupeesText(paise: number): string {
  const abs = Math.abs(Math.round(paise));
  return `${paise < 0 && abs > 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A text cell: quoted when it holds a comma, quote or line break; a leading formula sign is neutralised. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const MONEY_HEADERS = [
  "Paid by customers (INR)",
  "Refunds (INR)",
  "Cash collected on delivery (INR)",
  "Commission (INR)",
  "Gateway fee (INR)",
  "TCS (INR)",
  "Shop's share (INR)",
];
const moneyCells = (m: Money) =>
  [m.gross, m.refunds, m.codCash, m.commission, m.gatewayFee, m.tcs, m.net].map(rupeesText);

const lines = (rows: string[][]) => rows.map((r) => r.join(",")).join("\r\n") + "\r\n";

export function dailyCsv(s: Daily): string {
  return lines([
    ["Date", "Orders", ...MONEY_HEADERS, "Paid out (INR)"],
    ...s.days.map((d) => [d.date, String(d.orders), ...moneyCells(d), rupeesText(d.paidOut)]),
    ["Total", String(s.totals.orders), ...moneyCells(s.totals), rupeesText(s.totals.paidOut)],
    // Cash the shop's delivery members collected and have not yet handed over (as on the PDF).
    ...(s.codWithMembers > 0
      ? [["COD cash with delivery members, not yet handed over (INR)", rupeesText(s.codWithMembers)]]
      : []),
  ]);
}

export function payoutCsv(s: PayoutDetail): string {
  return lines([
    ["Order", "Date", ...MONEY_HEADERS],
    ...s.orders.map((o) => [csvCell(o.orderNo), o.date, ...moneyCells(o)]),
    ["Total", "", ...moneyCells(s.totals)],
  ]);
}

export function tcsCsv(s: Tcs): string {
  const sum = (pick: (m: Tcs["months"][number]) => number) => s.months.reduce((t, m) => t + pick(m), 0);
  return lines([
    ["Month", "Orders", "Net taxable supplies (INR)", "TCS (INR)"],
    ...s.months.map((m) => [m.month, String(m.orders), rupeesText(m.netTaxable), rupeesText(m.tcs)]),
    ["Total", String(sum((m) => m.orders)), rupeesText(sum((m) => m.netTaxable)), rupeesText(sum((m) => m.tcs))],
  ]);
}
