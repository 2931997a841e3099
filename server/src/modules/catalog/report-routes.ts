// Report a product: the reasons, and the report itself (customers only, once per product).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, messageEnvelope } from "../../contract/common";
import { CATALOG_MESSAGES, productReportBody, REPORT_TYPES, reportTypesData } from "../../contract/catalog";
import { reportProduct } from "./reports";

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/product/view/reporttype",
    { preHandler: app.requireToken, schema: { response: { 200: envelope(reportTypesData) } } },
    async () => ({ success: true as const, data: { type: [...REPORT_TYPES] } }),
  );

  app.post(
    "/product/update/productReport",
    {
      preHandler: app.requireCustomer,
      schema: { body: productReportBody, response: { 200: messageEnvelope } },
      config: { rateLimit: { max: 30, timeWindow: "1 hour" } },
    },
    async (req) => {
      await reportProduct(app.ctx.db, req.auth.userId!, req.body);
      return { success: true as const, message: CATALOG_MESSAGES.reportSaved };
    },
  );
};

export default reportRoutes;
