// Which documents an order has and their PDFs, for the customer and for the shop's members. The
// callers find the order within what the caller may see (the customer's own orders, the member's
// stores' orders): anything else answers 404 exactly like an id that does not exist.
import type { Db } from "../../lib/db";
import type { Language } from "../../lib/language";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { ORDER_STATUS } from "../../contract/orders-constants";
import { toRupees } from "../../lib/money";
import type { InvoiceDocuments, InvoiceQuery } from "../../contract/invoices";
import { creditableRefunds, issueCreditNote, issueInvoice, snapshotOf } from "./issue";
import { renderInvoicePdf } from "./render";

export type OrderScope = { userId: string } | { storeIds: string[] };

/** The order by its id or its order number, within the scope; 404 otherwise. */
export async function scopedOrder(db: Db, orderRef: string, scope: OrderScope) {
  const where = "userId" in scope ? { userId: scope.userId } : { storeId: { in: scope.storeIds } };
  const order =
    (await db.order.findFirst({ where: { id: orderRef, ...where }, select: { id: true, orderNo: true, status: true } })) ??
    (await db.order.findFirst({ where: { orderNo: orderRef, ...where }, select: { id: true, orderNo: true, status: true } }));
  if (!order) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
  return order;
}

const delivered = (status: number) => status === ORDER_STATUS.delivered || status === ORDER_STATUS.verified;

export async function orderDocuments(db: Db, orderRef: string, scope: OrderScope): Promise<InvoiceDocuments> {
  const order = await scopedOrder(db, orderRef, scope);
  const [issued, refunds] = await Promise.all([
    db.taxInvoice.findMany({ where: { orderId: order.id }, select: { kind: true, number: true, refundId: true } }),
    creditableRefunds(db, order.id),
  ]);
  const numberOf = new Map(issued.filter((d) => d.refundId).map((d) => [d.refundId!, d.number]));
  return {
    invoice: delivered(order.status),
    invoice_number: issued.find((d) => d.kind === "invoice")?.number ?? null,
    credit_notes: refunds.map((r) => ({
      refund_id: r.id,
      amount: toRupees(r.amount),
      created_at: r.createdAt.toISOString(),
      number: numberOf.get(r.id) ?? null,
    })),
  };
}

/** The document's PDF (issued first when it was not yet) and a file name for it. */
export async function documentPdf(
  db: Db,
  orderRef: string,
  scope: OrderScope,
  query: InvoiceQuery,
  lang: Language,
  now: Date,
): Promise<{ bytes: Buffer; fileName: string }> {
  const order = await scopedOrder(db, orderRef, scope);
  if (!delivered(order.status)) throw new AppError(ERROR_CODE.INVOICE_NOT_READY);
  const row =
    query.kind === "credit_note"
      ? await issueCreditNote(db, order.id, query.refund_id!, now)
      : await issueInvoice(db, order.id, now);
  const bytes = await renderInvoicePdf(snapshotOf(row), lang);
  const kind = row.kind === "invoice" ? "invoice" : "credit-note";
  return { bytes, fileName: `${kind}-${row.number.replace(/\//g, "-")}-${order.orderNo}.pdf` };
}
