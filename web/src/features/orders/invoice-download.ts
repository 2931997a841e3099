// GST tax invoices and credit notes: the order's documents (GET /user/order/invoice/:id/documents)
// and the customer's download of one as a PDF.
import type { InvoiceDocuments } from "@contract/invoices";
import { apiRequest, buildUrl } from "@/app/api-client";
import { currentLanguage } from "@/lib/i18n";
import { savePdf } from "@/lib/save-pdf";
import { storedAccessToken } from "@/lib/storage";

export const invoicePath = (orderId: string) => `/order/invoice/${encodeURIComponent(orderId)}`;

export async function fetchInvoiceDocuments(orderId: string): Promise<InvoiceDocuments> {
  return (await apiRequest<InvoiceDocuments>("GET", `${invoicePath(orderId)}/documents`)).data;
}

/** The customer's invoice (or a credit note with `refundId`) of an order. */
export function downloadInvoice(orderId: string, refundId?: string): Promise<void> {
  const token = storedAccessToken.get();
  const lang = currentLanguage();
  const query = refundId ? { kind: "credit_note", refund_id: refundId, lang } : { lang };
  return savePdf(
    buildUrl(invoicePath(orderId), undefined, query),
    token ? { Authorization: `Bearer ${token}` } : {},
    refundId ? `credit-note-${orderId}.pdf` : `invoice-${orderId}.pdf`,
  );
}
