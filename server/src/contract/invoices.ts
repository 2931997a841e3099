// GST tax invoices and credit notes, as PDFs: the customer's (GET /user/order/invoice/:order_id)
// and the shop's copy (GET /merchant/api/orders/:order_id/invoice), and the list of an order's
// documents (GET /user/order/invoice/:order_id/documents, and the console's twin) that the
// download buttons read. `kind=credit_note` with `refund_id` picks a credit note; `lang` the
// language (else the request's: Accept-Language, then the customer's saved one).
import { z } from "zod";
import { envelope } from "./common";
export * from "./invoice-constants";

const INVALID_KIND = "kind must be invoice or credit_note.";
const REFUND_NEEDED = "A credit note needs refund_id.";

export const invoiceParams = z.object({ order_id: z.string().trim().min(1).max(64) });

export const invoiceQuery = z
  .object({
    kind: z.enum(["invoice", "credit_note"], { message: INVALID_KIND }).default("invoice"),
    refund_id: z.string().trim().min(1).max(64).optional(),
    lang: z.enum(["en", "hi"], { message: "lang must be en or hi." }).optional(),
  })
  .refine((q) => q.kind !== "credit_note" || !!q.refund_id, { message: REFUND_NEEDED, path: ["refund_id"] });
export type InvoiceQuery = z.infer<typeof invoiceQuery>;

/** An order's documents: the invoice once the order is delivered, a credit note per refund after delivery. */
export const invoiceDocuments = z.object({
  /** True when the order is delivered: its invoice can be downloaded. */
  invoice: z.boolean(),
  /** The invoice's number once issued, else null. */
  invoice_number: z.string().nullable(),
  credit_notes: z.array(
    z.object({
      refund_id: z.string(),
      /** Rupees. */
      amount: z.number(),
      created_at: z.string(),
      number: z.string().nullable(),
    }),
  ),
});
export type InvoiceDocuments = z.infer<typeof invoiceDocuments>;
export const invoiceDocumentsResponse = envelope(invoiceDocuments);

/** The PDF bytes (documented as application/pdf). */
export const invoicePdf = z.string().describe("The document as a PDF (application/pdf).");
