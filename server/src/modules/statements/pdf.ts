// The statements as PDF (A4 landscape), in English or Hindi: the shop, the period, the table of
// days (or of a payout's orders) with its total row, the payouts and the balance. Amounts in rupees
// with Indian digit grouping; pdftotext reads every figure back.
import { INDIA_OFFSET_MS } from "../../lib/india-time";
import type { Language } from "../../lib/language";
import { cellText, newPdf, paragraph, pdfBytes, type Pdf as Doc } from "../../lib/pdf";
import type { Money } from "./money";
import type { Daily, PayoutDetail, PayoutRow } from "./service";
import type { Tcs } from "./tcs";

const TEXTS = {
  en: {
    title: "Galli statement",
    payoutTitle: "Galli payout statement",
    tcsTitle: "Galli TCS summary",
    shop: "Shop",
    period: (from: string, to: string) => `From ${from} to ${to} (India time)`,
    amounts: "Amounts in ₹",
    date: "Date",
    order: "Order",
    orders: "Orders",
    gross: "Paid by customers",
    refunds: "Refunds",
    codCash: "COD cash you collected",
    commission: "Commission",
    gatewayFee: "Gateway fee",
    tcs: "TCS",
    net: "Your share",
    paidOut: "Paid out",
    total: "Total",
    noRows: "No money was posted in these dates.",
    byDay: "By day",
    byOrder: "By order",
    payouts: "Payouts",
    noPayouts: "No payouts in these dates.",
    balance: "Owed to you, not yet paid out",
    codWithMembers: "COD cash with your delivery members, not yet handed over",
    payout: "Payout",
    status: "Status",
    reference: "Transfer reference",
    created: "Created",
    processed: "Paid",
    month: "Month",
    netTaxable: "Net taxable supplies",
    tcsNote: "TCS of 0.5% of net taxable supplies, collected by Galli under section 52 of the CGST Act.",
    status_created: "Sending",
    status_on_hold: "On hold",
    status_processed: "Paid",
    status_reversed: "Reversed",
    status_failed: "Failed",
  },
  hi: {
    title: "Galli विवरण",
    payoutTitle: "Galli पेआउट विवरण",
    tcsTitle: "Galli TCS सारांश",
    shop: "दुकान",
    period: (from: string, to: string) => `${from} से ${to} तक (भारतीय समय)`,
    amounts: "रकम ₹ में",
    date: "तारीख़",
    order: "ऑर्डर",
    orders: "ऑर्डर",
    gross: "ग्राहकों ने दिया",
    refunds: "रिफ़ंड",
    codCash: "आपने नकद लिया",
    commission: "कमीशन",
    gatewayFee: "गेटवे शुल्क",
    tcs: "TCS",
    net: "आपका हिस्सा",
    paidOut: "भेजा गया",
    total: "कुल",
    noRows: "इन तारीख़ों में कोई रकम दर्ज नहीं हुई।",
    byDay: "दिन के अनुसार",
    byOrder: "ऑर्डर के अनुसार",
    payouts: "पेआउट",
    noPayouts: "इन तारीख़ों में कोई पेआउट नहीं।",
    balance: "आपको मिलना है, अभी भेजा नहीं गया",
    codWithMembers: "डिलीवरी सदस्यों के पास नकद (COD), अभी दुकान को नहीं सौंपा गया",
    payout: "पेआउट",
    status: "स्थिति",
    reference: "ट्रांसफ़र संदर्भ",
    created: "बनाया गया",
    processed: "भेजा गया",
    month: "महीना",
    netTaxable: "शुद्ध कर योग्य आपूर्ति",
    tcsNote: "शुद्ध कर योग्य आपूर्ति का 0.5% TCS, CGST अधिनियम की धारा 52 के तहत Galli द्वारा लिया गया।",
    status_created: "भेजा जा रहा है",
    status_on_hold: "रोका गया",
    status_processed: "भेज दिया गया",
    status_reversed: "वापस लिया गया",
    status_failed: "विफल",
  },
} satisfies Record<Language, unknown>;
type Texts = (typeof TEXTS)["en"];

const grouping = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Paise as rupees with Indian grouping: 123456789 -> "12,34,567.89". */
export const rupeesPdf = (paise: number) => grouping.format(Math.round(paise) / 100);
/** India time: 2026-11-27 14:05. */
const when = (d: Date) => new Date(d.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

type Column = { head: string; width: number; value: (m: Money) => string };
const moneyColumns = (t: Texts, width: number, paidOut: boolean): Column[] => [
  { head: t.gross, width, value: (m) => rupeesPdf(m.gross) },
  { head: t.refunds, width, value: (m) => rupeesPdf(m.refunds) },
  { head: t.codCash, width, value: (m) => rupeesPdf(m.codCash) },
  { head: t.commission, width, value: (m) => rupeesPdf(m.commission) },
  { head: t.gatewayFee, width, value: (m) => rupeesPdf(m.gatewayFee) },
  { head: t.tcs, width, value: (m) => rupeesPdf(m.tcs) },
  { head: t.net, width, value: (m) => rupeesPdf(m.net) },
  ...(paidOut ? [{ head: t.paidOut, width, value: (m: Money) => rupeesPdf(m.paidOut) }] : []),
];

const ROW = 15;
/** A table with a header row (repeated on each new page; headings may take two lines) and a bold last row. */
function table(doc: Doc, heads: { head: string; width: number }[], rows: string[][], total: string[] | null) {
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const draw = (cells: string[], bold: boolean, lines = 1) => {
    let x = left;
    const y = doc.y;
    cells.forEach((text, i) => {
      const align = i === 0 ? "left" : "right";
      cellText(doc, text, x, y, { width: heads[i].width - 6, align, bold, size: 8.5, wrap: lines > 1 });
      x += heads[i].width;
    });
    doc.x = left;
    doc.y = y + ROW * lines;
  };
  const rule = () => {
    const width = heads.reduce((s, h) => s + h.width, 0);
    doc
      .moveTo(left, doc.y - 3)
      .lineTo(left + width, doc.y - 3)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
  };
  const header = () => {
    draw(
      heads.map((h) => h.head),
      true,
      2,
    );
    rule();
  };
  header();
  for (const row of rows) {
    if (doc.y + ROW > bottom()) {
      doc.addPage();
      header();
    }
    draw(row, false);
  }
  if (total) {
    rule();
    draw(total, true);
  }
  doc.moveDown(0.5);
}

function heading(doc: Doc, title: string, lines: string[]) {
  paragraph(doc, title, { size: 16, bold: true, gap: 0.3 });
  for (const line of lines) paragraph(doc, line, { size: 10 });
  doc.moveDown(0.6);
}

export async function dailyPdf(s: Daily, language: Language): Promise<Buffer> {
  const t = TEXTS[language];
  const doc = newPdf({ landscape: true, margin: 36, title: `${t.title} ${s.from} ${s.to}` });
  heading(doc, t.title, [`${t.shop}: ${s.shop.name}`, t.period(s.from, s.to), t.amounts]);
  const money = moneyColumns(t, 76, true);
  const heads = [{ head: t.date, width: 68 }, { head: t.orders, width: 44 }, ...money];
  paragraph(doc, t.byDay, { size: 12, bold: true, gap: 0.2 });
  if (!s.days.length) paragraph(doc, t.noRows, { gap: 0.5 });
  else
    table(
      doc,
      heads,
      s.days.map((d) => [d.date, String(d.orders), ...money.map((c) => c.value(d))]),
      [t.total, String(s.totals.orders), ...money.map((c) => c.value(s.totals))],
    );
  if (s.orders.length) {
    paragraph(doc, t.byOrder, { size: 12, bold: true, gap: 0.2 });
    const perOrder = moneyColumns(t, 76, false);
    table(
      doc,
      [{ head: t.order, width: 88 }, { head: t.date, width: 68 }, ...perOrder],
      s.orders.map((o) => [`#${o.orderNo}`, o.date, ...perOrder.map((c) => c.value(o))]),
      null,
    );
  }
  paragraph(doc, `${t.balance}: ₹ ${rupeesPdf(s.balance)}`, { bold: true, gap: 0.6 });
  if (s.codWithMembers > 0)
    paragraph(doc, `${t.codWithMembers}: ₹ ${rupeesPdf(s.codWithMembers)}`, { bold: true, gap: 0.6 });
  paragraph(doc, t.payouts, { size: 12, bold: true, gap: 0.2 });
  if (!s.payouts.length) paragraph(doc, t.noPayouts);
  else
    table(
      doc,
      [
        { head: t.created, width: 110 },
        { head: t.payout, width: 100 },
        { head: t.status, width: 110 },
        { head: t.reference, width: 200 },
      ],
      s.payouts.map((p) => [when(p.createdAt), rupeesPdf(p.amount), statusText(t, p), p.transferId ?? "—"]),
      null,
    );
  return pdfBytes(doc);
}

const statusText = (t: Texts, p: PayoutRow) =>
  ((t as Record<string, unknown>)[`status_${p.status}`] as string | undefined) ?? p.status;

export async function payoutPdf(s: PayoutDetail, language: Language): Promise<Buffer> {
  const t = TEXTS[language];
  const p = s.payout;
  const doc = newPdf({ landscape: true, margin: 36, title: `${t.payoutTitle} ${p.id}` });
  heading(doc, t.payoutTitle, [
    `${t.shop}: ${s.shop.name}`,
    `${t.payout}: ₹ ${rupeesPdf(p.amount)} · ${t.status}: ${statusText(t, p)}`,
    `${t.reference}: ${p.transferId ?? "—"}`,
    `${t.created}: ${when(p.createdAt)}${p.processedAt ? ` · ${t.processed}: ${when(p.processedAt)}` : ""}`,
    t.amounts,
  ]);
  const money = moneyColumns(t, 80, false);
  table(
    doc,
    [{ head: t.order, width: 96 }, { head: t.date, width: 68 }, ...money],
    s.orders.map((o) => [`#${o.orderNo}`, o.date, ...money.map((c) => c.value(o))]),
    [t.total, "", ...money.map((c) => c.value(s.totals))],
  );
  return pdfBytes(doc);
}

export async function tcsPdf(s: Tcs, language: Language): Promise<Buffer> {
  const t = TEXTS[language];
  const doc = newPdf({ title: t.tcsTitle, margin: 36 });
  heading(doc, t.tcsTitle, [`${t.shop}: ${s.shop.name}`, t.tcsNote, t.amounts]);
  table(
    doc,
    [
      { head: t.month, width: 90 },
      { head: t.orders, width: 70 },
      { head: t.netTaxable, width: 160 },
      { head: t.tcs, width: 120 },
    ],
    s.months.map((m) => [m.month, String(m.orders), rupeesPdf(m.netTaxable), rupeesPdf(m.tcs)]),
    null,
  );
  return pdfBytes(doc);
}
