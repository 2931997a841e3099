// The shop's copy of its GST tax invoices and credit notes, in the merchant console (privilege
// orders), under /merchant/api:
//   GET /orders/:order_id/invoice             the order's invoice (or ?kind=credit_note&refund_id=) as a PDF
//   GET /orders/:order_id/invoice/documents   which documents the order has
// Another merchant's order answers 404.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { languageOf } from "../../lib/language";
import { invoiceDocumentsResponse, invoiceParams, invoicePdf, invoiceQuery } from "../../contract/invoices";
import { consoleRateLimit, requireStaff } from "../shop-console/public";
import { documentPdf, orderDocuments } from "./service";

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Console orders"];
  const orders = requireStaff("orders");
  const rateLimit = consoleRateLimit();

  app.get(
    "/orders/:order_id/invoice",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "The order's GST tax invoice, or a credit note of a refund after delivery, as a PDF",
        description:
          "A PDF (application/pdf) in English or Hindi (lang, else Accept-Language). Issued once the order is delivered (409 INVOICE_NOT_READY before).",
        params: invoiceParams,
        querystring: invoiceQuery,
        produces: ["application/pdf"],
        response: { 200: invoicePdf },
      },
    },
    async (req, reply) => {
      const lang = req.query.lang ?? languageOf(req.headers["accept-language"]);
      const { bytes, fileName } = await documentPdf(
        db,
        req.params.order_id,
        { storeIds: req.staff.storeIds },
        req.query,
        lang,
        app.ctx.now(),
      );
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        // The bytes as they are: the 200 schema only documents the PDF (fastify never serializes a Buffer).
        .send(bytes as unknown as string);
    },
  );
  app.get(
    "/orders/:order_id/invoice/documents",
    {
      config: rateLimit,
      preHandler: orders,
      schema: {
        tags,
        summary: "The order's tax documents: the invoice once delivered, a credit note per refund after delivery",
        params: invoiceParams,
        response: { 200: invoiceDocumentsResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await orderDocuments(db, req.params.order_id, { storeIds: req.staff.storeIds }),
    }),
  );
};

export default routes;
