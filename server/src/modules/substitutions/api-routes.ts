// Substitutions in the merchant order API (Authkey, per store), under /api/stores (path fixed for other tools):
//   POST /:store_key/orders/:order_id/substitutions   { product_id, short_qty, substitute: { product_id, qty } | null }
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { substitutionBody, substitutionCreatedResponse, substitutionParams } from "../../contract/substitutions";
import { readIdempotencyKey } from "../inventory/public";
import { merchantRateLimit, storeCall, withIdempotency } from "../shop-orders-api/public";
import { proposeSubstitution } from "./service";

export const substitutionsApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.post(
    "/:store_key/orders/:order_id/substitutions",
    {
      config: merchantRateLimit,
      schema: {
        tags: ["Merchant orders"],
        summary: "Mark a line short at packing, with a substitute for the customer to accept or none (refunded)",
        description:
          "Before the order ships (status 1-3). short_qty units of the line for product_id are missing; substitute names a product of the same store, in stock, at most short_qty units, costing at most what the short units were charged; null: no substitute, the short units are refunded at once (cash on delivery: the amount to collect is lowered). A proposed substitute's units are held from stock; the customer accepts or declines it within 10 minutes, else the line's rule decides (similar: accepted; refund: declined; call: declined and the shop is asked to call). Bad input answers 400 VALIDATION_FAILED naming the field in errors[]; an order that has shipped 409 SUBSTITUTION_TOO_LATE. Nothing is written when refused. The store's webhook gets order.substitution.",
        params: substitutionParams,
        body: substitutionBody,
        response: { 200: substitutionCreatedResponse },
      },
    },
    async (req, reply) => {
      const idempotencyKey = readIdempotencyKey(req.headers);
      const { caller, store } = await storeCall(db, req);
      const outcome = await withIdempotency(
        db,
        {
          merchantId: caller.merchantId,
          key: idempotencyKey,
          request: { url: req.url, body: req.body },
          now: app.ctx.now(),
        },
        async () => ({
          success: true as const,
          data: await proposeSubstitution(app.ctx, store.id, req.params.order_id, req.body),
        }),
      );
      if (outcome.replayed) reply.header("idempotent-replayed", "true");
      return outcome.response;
    },
  );
};
