// Issuing GST tax invoices and credit notes. A delivered order's invoice and each credit note (one
// per refund of the order after its delivery) are issued once: the row's key ("invoice:<orderId>",
// "credit_note:<refundId>") is unique, and the number comes from the shop's counter for the
// financial year in the same transaction, so two concurrent downloads make one document and burn
// no number (the loser's transaction rolls back and it reads the winner's row). The snapshot
// freezes what the document shows; the buyer is the customer's name and delivery address, never
// the mobile number.
import { metrics } from "../../lib/metrics";
import type { TaxInvoice } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { DELIVERED_STATUSES } from "../../contract/orders-constants";
import { OFFER_TYPE } from "../../contract/promo-constants";
import { percentOf } from "../../lib/money";
import { documentNumber, financialYearOf, INVOICE_KIND, type InvoiceKind } from "../../contract/invoice-constants";
import { orderFacts, parties, type OrderFacts, type Tx } from "./order-facts";

export type InvoiceLine = {
  description: string;
  hsn: string;
  /** Units (an invoice line); null on a credit note's line for part of a line's value. */
  qty: number | null;
  unit: string;
  /** Paise per unit before GST (an invoice line). */
  rate: number | null;
  taxable: number;
  taxPercent: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** A charge's line (packaging, delivery): its name in the document's language. */
  charge?: "packaging" | "delivery";
};

export type InvoiceSnapshot = {
  kind: InvoiceKind;
  number: string;
  financialYear: string;
  /** The document's date: the delivery (an invoice) or the refund (a credit note). */
  date: string;
  orderNo: string;
  orderDate: string;
  seller: { legalName: string; tradeName: string; gstin: string | null; address: string[]; stateCode: string | null };
  buyer: { name: string; address: string[] };
  placeOfSupply: { code: string | null; name: string; nameHi: string };
  interState: boolean;
  lines: InvoiceLine[];
  /**
   * Amounts outside the table: a discount promo as a negative amount; on documents issued before
   * the charges were split (no `chargeLines`), the packaging and delivery charges too.
   */
  charges: { key: "packaging" | "delivery" | "discount"; amount: number }[];
  /**
   * Packaging and delivery charges in the table with their GST: part of one composite supply with
   * the goods, taxed at the order's highest goods rate, the amount paid being tax-inclusive.
   */
  chargeLines?: InvoiceLine[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; charges: number; total: number };
  /** A credit note's invoice and refund. */
  against?: { invoiceNumber: string; refundId: string; reason: string };
};

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === "P2002";

const DELIVERED = [...DELIVERED_STATUSES];

function splitTax(tax: number, interState: boolean) {
  if (interState) return { cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

/** A line of goods: `qty` at `rate` (paise before tax) taxed at `taxPercent`, or at `total` when given. */
function goodsLine(
  description: string,
  hsn: string,
  qty: number,
  unit: string,
  rate: number,
  taxPercent: number,
  interState: boolean,
  total?: number,
): InvoiceLine {
  const taxable = rate * qty;
  const tax = total === undefined ? percentOf(taxable, taxPercent) : total - taxable;
  return { description, hsn, qty, unit, rate, taxable, taxPercent, ...splitTax(tax, interState), total: taxable + tax };
}

/** The lines as ordered, one per order item (credit notes take refunds off them by index). */
function invoiceLines(order: OrderFacts, interState: boolean): InvoiceLine[] {
  return order.items.map((i) =>
    goodsLine(i.productName, i.hsn ?? "", i.qty, i.unit, i.netPrice, i.taxPercent, interState),
  );
}

/**
 * The goods delivered (the invoice's table): each line less its units found short at packing (a
 * line wholly short is left out), and each accepted substitute as its own line at the price it was
 * charged (modules/substitutions). Without substitutions: the lines as ordered.
 */
function deliveredLines(order: OrderFacts, interState: boolean): InvoiceLine[] {
  if (order.substitutions.length === 0) return invoiceLines(order, interState);
  const shortOf = new Map<string, number>();
  for (const s of order.substitutions)
    if (s.state !== "proposed") shortOf.set(s.orderItemId, (shortOf.get(s.orderItemId) ?? 0) + s.shortQty);
  const out: InvoiceLine[] = [];
  for (const i of order.items) {
    const qty = i.qty - Math.min(i.qty, shortOf.get(i.id) ?? 0);
    if (qty > 0) out.push(goodsLine(i.productName, i.hsn ?? "", qty, i.unit, i.netPrice, i.taxPercent, interState));
    for (const s of order.substitutions)
      if (s.orderItemId === i.id && s.state === "accepted" && s.subQty && s.subNetPrice !== null)
        out.push(
          goodsLine(
            s.subName ?? "",
            "",
            s.subQty,
            s.subUnit ?? "",
            s.subNetPrice,
            s.subTaxPercent ?? 0,
            interState,
            s.subValue ?? undefined,
          ),
        );
  }
  return out;
}

/**
 * The invoice's discount row, paise: the order's discount promo; on an order with lines short at
 * packing, what the goods and charges invoiced come to beyond what the customer paid after the
 * substitutions' refunds (the short units and a cheaper substitute took their share of the promo
 * back with them, and a substitute worth more was given at the short units' price), so the invoice
 * totals what was paid.
 */
function invoiceDiscount(order: OrderFacts, lines: InvoiceLine[]): number {
  const promo = order.offerType === OFFER_TYPE.discount ? Math.max(0, order.offerAmount) : 0;
  if (!order.substitutions.some((s) => s.state !== "proposed")) return promo;
  const invoiced = lines.reduce((sum, l) => sum + l.total, 0);
  return Math.max(0, invoiced - (order.amount - order.substitutionRefund));
}

/** A charge (paise, tax included) as a table line taxed at `rate` %. */
function chargeLine(charge: "packaging" | "delivery", amount: number, rate: number, interState: boolean): InvoiceLine {
  const taxable = Math.round((amount * 100) / (100 + rate));
  return {
    charge,
    description: charge === "packaging" ? "Packaging charges" : "Delivery charges",
    hsn: "",
    qty: null,
    unit: "",
    rate: null,
    taxable,
    taxPercent: rate,
    ...splitTax(amount - taxable, interState),
    total: amount,
  };
}

function totalsOf(lines: InvoiceLine[], charges: InvoiceSnapshot["charges"]): InvoiceSnapshot["totals"] {
  const sum = (f: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const extra = charges.reduce((s, c) => s + c.amount, 0);
  return {
    taxable: sum((l) => l.taxable),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    charges: extra,
    total: sum((l) => l.total) + extra,
  };
}

/** The next number of a shop's series (in the caller's transaction: it holds the counter's row). */
async function nextNumber(tx: Tx, shopId: string, financialYear: string, kind: InvoiceKind): Promise<string> {
  const counter = await tx.taxInvoiceCounter.upsert({
    where: { shopId_financialYear_kind: { shopId, financialYear, kind } },
    create: { shopId, financialYear, kind, next: 2 },
    update: { next: { increment: 1 } },
  });
  return documentNumber(kind, financialYear, counter.next - 1);
}

/** Creates the document in one transaction, or answers the row a concurrent call already made. */
async function issueOnce(
  db: Db,
  key: string,
  make: (tx: Tx) => Promise<Omit<TaxInvoice, "id" | "issuedAt"> & { issuedAt?: Date }>,
): Promise<TaxInvoice> {
  const existing = await db.taxInvoice.findUnique({ where: { key } });
  if (existing) return existing;
  try {
    let issued = false;
    const row = await db.$transaction(async (tx) => {
      const again = await tx.taxInvoice.findUnique({ where: { key } });
      if (again) return again;
      issued = true;
      return tx.taxInvoice.create({ data: await make(tx) });
    });
    if (issued) metrics.invoicesIssued.inc({ kind: row.kind === INVOICE_KIND.invoice ? "invoice" : "credit_note" });
    return row;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return db.taxInvoice.findUniqueOrThrow({ where: { key } });
  }
}

/** The order's tax invoice, issued now if it has none; the order must be delivered. */
export async function issueInvoice(db: Db, orderId: string, now = new Date()): Promise<TaxInvoice> {
  return issueOnce(db, `invoice:${orderId}`, async (tx) => {
    const order = await orderFacts(tx, orderId);
    if (!DELIVERED.includes(order.status)) throw new AppError(ERROR_CODE.INVOICE_NOT_READY);
    const date = order.deliveredAt ?? now;
    const financialYear = financialYearOf(date);
    const p = parties(order);
    const goods = deliveredLines(order, p.interState);
    const rate = Math.max(0, ...order.items.map((i) => i.taxPercent));
    const chargeLines: InvoiceLine[] = [];
    if (order.packaging > 0) chargeLines.push(chargeLine("packaging", order.packaging, rate, p.interState));
    if (order.delivery > 0) chargeLines.push(chargeLine("delivery", order.delivery, rate, p.interState));
    const lines = [...goods, ...chargeLines];
    const discount = invoiceDiscount(order, lines);
    const charges: InvoiceSnapshot["charges"] = discount > 0 ? [{ key: "discount", amount: -discount }] : [];
    const number = await nextNumber(tx, order.shopId, financialYear, INVOICE_KIND.invoice);
    const snapshot: InvoiceSnapshot = {
      kind: INVOICE_KIND.invoice,
      number,
      financialYear,
      date: date.toISOString(),
      orderNo: order.orderNo,
      orderDate: order.orderedAt.toISOString(),
      ...p,
      lines: goods,
      chargeLines,
      charges,
      totals: totalsOf(lines, charges),
    };
    return {
      key: `invoice:${orderId}`,
      shopId: order.shopId,
      orderId,
      refundId: null,
      kind: INVOICE_KIND.invoice,
      number,
      financialYear,
      issuedAt: now,
      snapshot: JSON.stringify(snapshot),
    };
  });
}

/** The refunds of a delivered order that get a credit note: made at or after its delivery. */
export async function creditableRefunds(db: Db | Tx, orderId: string) {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { deliveredAt: true, status: true } });
  if (!order?.deliveredAt || !DELIVERED.includes(order.status)) return [];
  return db.refund.findMany({
    where: { orderId, createdAt: { gte: order.deliveredAt }, amount: { gt: 0 } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/**
 * The credit note for a refund of a delivered order, issued now if it has none. Its lines take
 * the refunded amount (GST included) off the refunded line, or off every line in proportion when
 * the refund names none; the invoice is issued first when it was not yet.
 */
export async function issueCreditNote(
  db: Db,
  orderId: string,
  refundId: string,
  now = new Date(),
): Promise<TaxInvoice> {
  const refunds = await creditableRefunds(db, orderId);
  const refund = refunds.find((r) => r.id === refundId);
  if (!refund) throw new AppError(ERROR_CODE.CREDIT_NOTE_NOT_FOUND);
  const invoice = await issueInvoice(db, orderId, now);
  return issueOnce(db, `credit_note:${refundId}`, async (tx) => {
    const order = await orderFacts(tx, orderId);
    const p = parties(order);
    const financialYear = financialYearOf(refund.createdAt);
    const base = invoiceLines(order, p.interState).map((l, i) => ({ l, item: order.items[i] }));
    const chosen = refund.orderItemId ? base.filter((b) => b.item.id === refund.orderItemId) : base;
    const pool = chosen.length ? chosen : base;
    const poolTotal = pool.reduce((s, b) => s + b.l.total, 0) || 1;
    let left = refund.amount;
    const lines: InvoiceLine[] = pool.map((b, i) => {
      const gross = i === pool.length - 1 ? left : Math.round((refund.amount * b.l.total) / poolTotal);
      left -= gross;
      const taxable = Math.round((gross * 100) / (100 + b.l.taxPercent));
      return {
        ...b.l,
        qty: null,
        rate: null,
        taxable,
        ...splitTax(gross - taxable, p.interState),
        total: gross,
      };
    });
    const number = await nextNumber(tx, order.shopId, financialYear, INVOICE_KIND.creditNote);
    const snapshot: InvoiceSnapshot = {
      kind: INVOICE_KIND.creditNote,
      number,
      financialYear,
      date: refund.createdAt.toISOString(),
      orderNo: order.orderNo,
      orderDate: order.orderedAt.toISOString(),
      ...p,
      lines,
      charges: [],
      totals: totalsOf(lines, []),
      against: { invoiceNumber: invoice.number, refundId: refund.id, reason: refund.reason },
    };
    return {
      key: `credit_note:${refundId}`,
      shopId: order.shopId,
      orderId,
      refundId,
      kind: INVOICE_KIND.creditNote,
      number,
      financialYear,
      issuedAt: now,
      snapshot: JSON.stringify(snapshot),
    };
  });
}

/**
 * Issues what is missing for orders delivered since `since` (the `tax-invoices` job): each
 * invoice, then each credit note. Answers how many documents it issued.
 */
export async function issueMissing(db: Db, now = new Date(), limit = 200): Promise<number> {
  const orders = await db.order.findMany({
    where: { status: { in: DELIVERED }, deliveredAt: { not: null } },
    select: { id: true },
    orderBy: { deliveredAt: "asc" },
  });
  const issued = new Set(
    (await db.taxInvoice.findMany({ where: { kind: INVOICE_KIND.invoice }, select: { orderId: true } })).map(
      (r) => r.orderId,
    ),
  );
  let made = 0;
  for (const o of orders) {
    if (made >= limit) break;
    if (!issued.has(o.id)) {
      await issueInvoice(db, o.id, now);
      made += 1;
    }
  }
  const refunds = await db.refund.findMany({
    where: { orderId: { not: null }, order: { status: { in: DELIVERED } }, amount: { gt: 0 } },
    select: { id: true, orderId: true, createdAt: true, order: { select: { deliveredAt: true } } },
  });
  const noted = new Set(
    (await db.taxInvoice.findMany({ where: { kind: INVOICE_KIND.creditNote }, select: { refundId: true } })).map(
      (r) => r.refundId,
    ),
  );
  for (const r of refunds) {
    if (made >= limit) break;
    if (noted.has(r.id) || !r.order?.deliveredAt || r.createdAt < r.order.deliveredAt) continue;
    await issueCreditNote(db, r.orderId!, r.id, now);
    made += 1;
  }
  return made;
}

export const snapshotOf = (row: TaxInvoice): InvoiceSnapshot => JSON.parse(row.snapshot) as InvoiceSnapshot;
