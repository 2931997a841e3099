// What other modules may use of GST tax invoices: the merchant console's routes (the shop's copy),
// issuing (the statements and the ledger may name a document) and the PDF renderer (the bench).
export { default as invoiceConsoleRoutes } from "./console-routes";
export { issueInvoice, issueCreditNote, issueMissing, snapshotOf, type InvoiceSnapshot } from "./issue";
export { renderInvoicePdf } from "./render";
