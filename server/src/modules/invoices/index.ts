// GST tax invoices and credit notes for customers, under /user/order:
//   GET /invoice/:order_id             the order's tax invoice (or ?kind=credit_note&refund_id=) as a PDF
//   GET /invoice/:order_id/documents   which documents the order has (the download buttons)
// The shop's copy is the console's (console-routes.ts). The `tax-invoices` job issues what a
// delivered order or a refund after delivery is still missing, so every one has its document
// even when nobody downloads it.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../lib/language";
import { invoiceDocumentsResponse, invoiceParams, invoicePdf, invoiceQuery } from "../../contract/invoices";
import { documentPdf, orderDocuments } from "./service";
import { failure } from "../../contract/common";
import { issueMissing } from "./issue";

const PDF_NOTE =
  "A PDF (application/pdf), in English or Hindi (lang, else Accept-Language, else the customer's saved language). The invoice exists once the order is delivered (409 INVOICE_NOT_READY before); another customer's order answers 404.";

const invoices: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ["Orders"];
  app.get(
    "/invoice/:order_id",
    {
      preHandler: app.requireCustomer,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "The order's GST tax invoice, or a credit note of a refund after delivery, as a PDF",
        description: PDF_NOTE,
        params: invoiceParams,
        querystring: invoiceQuery,
        produces: ["application/pdf"],
        // 409 INVOICE_NOT_READY: the order is not delivered yet.
        response: { 200: invoicePdf, 409: failure },
      },
    },
    async (req, reply) => {
      const lang = req.query.lang ?? (await requestLanguage(req, ctx.db));
      const { bytes, fileName } = await documentPdf(
        ctx.db,
        req.params.order_id,
        { userId: req.auth.userId! },
        req.query,
        lang,
        ctx.now(),
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
    "/invoice/:order_id/documents",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: "The order's tax documents: the invoice once delivered, a credit note per refund after delivery",
        params: invoiceParams,
        response: { 200: invoiceDocumentsResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await orderDocuments(ctx.db, req.params.order_id, { userId: req.auth.userId! }),
    }),
  );

  app.jobs.register({
    name: "tax-invoices",
    everyMs: 5 * 60_000,
    run: async (at) => {
      const made = await issueMissing(ctx.db, at);
      if (made) app.log.info(`tax-invoices: issued ${made} documents`);
    },
  });
};

export default invoices;
