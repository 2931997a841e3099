// /user/order/payment, /user/order/razor/payment and /user/order/refund/orderIssue (customers only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope } from "../../contract/common";
import { orderIssueBody, orderIssueData, paymentOrderBody, paymentOrderData } from "../../contract/checkout";
import { createPaymentOrder } from "./payment-order";
import { refundAfterIssue } from "./refund";
import { perCustomer } from "./rate-limits-http";

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook("onRequest", app.requireCustomer);
  const paymentOrder = {
    config: { rateLimit: perCustomer(60) },
    schema: { body: paymentOrderBody, response: { 200: envelope(paymentOrderData) } },
  };
  for (const path of ["/order/payment", "/order/razor/payment"]) {
    app.post(path, paymentOrder, async (req) => ({
      success: true as const,
      data: await createPaymentOrder(ctx, req.auth.sub, req.body),
    }));
  }
  app.post(
    "/order/refund/orderIssue",
    {
      config: { rateLimit: perCustomer(20) },
      schema: { body: orderIssueBody, response: { 200: envelope(orderIssueData) } },
    },
    async (req) => {
      const { message, data } = await refundAfterIssue(ctx, req.auth.sub, req.body);
      return { success: true as const, message, data };
    },
  );
};

export default routes;
