// GET /api/stores/:store_key/orders, GET .../orders/:order_id, POST .../orders/:order_id/<action>
// and POST .../orders/:order_id/escalations/<approve|refuse>.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ESCALATION_ACTIONS,
  ORDER_ACTIONS,
  deliverOrderBody,
  emptyActionBody,
  merchantOrderList,
  merchantOrderParams,
  merchantOrderResponse,
  merchantOrdersQuery,
  rejectOrderBody,
  storeKeyParams,
  type EscalationAction,
  type OrderAction,
} from "../../contract/merchant-orders";
import { readIdempotencyKey } from "../inventory/public";
import { merchantRateLimit, storeCall } from "./auth-http";
import { withIdempotency } from "./idempotency";
import { answerEscalation, listStoreOrders, moveStoreOrder, viewStoreOrder, type ActionResult } from "./service";

const SUMMARY: Record<OrderAction | EscalationAction, string> = {
  accept: "Accept a new order (1 New -> 2 Packaging)",
  ready: "Mark an order ready to ship (2 Packaging -> 3 Dispatched)",
  ship: "Hand an order to delivery (3 Dispatched -> 4 Shipping)",
  deliver:
    "Mark an order delivered (4 Shipping -> 5 Delivered) with the customer's 4-digit code (required for a delivery or self-pickup order; a wrong one is 422 DELIVERY_CODE_WRONG)",
  reject: "Reject an order before delivery (-> 8 Rejected; stock back, the customer refunded to Galli Cash)",
  approve: "Approve the order's open replacement or undelivered requests (escalation -> 4 Accepted)",
  refuse: "Refuse the order's open requests (escalation 1 -> 2 Escalated by store, for Galli support)",
};

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Merchant orders"];

  app.get(
    "/:store_key/orders",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "List a store's orders",
        description:
          "Newest first. Without status: new and open orders (1-4). status takes one status or a list such as 1,2.",
        params: storeKeyParams,
        querystring: merchantOrdersQuery,
        response: { 200: merchantOrderList },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      return { success: true as const, data: await listStoreOrders(db, store, req.query) };
    },
  );

  app.get(
    "/:store_key/orders/:order_id",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "View one order",
        params: merchantOrderParams,
        response: { 200: merchantOrderResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      return { success: true as const, data: await viewStoreOrder(db, store, req.params.order_id) };
    },
  );

  const action = (
    path: string,
    name: OrderAction | EscalationAction,
    body: z.ZodType,
    run: (store: { id: string; storeKey: string }, orderId: string, reqBody: unknown) => Promise<ActionResult>,
  ) =>
    app.post(
      path,
      {
        config: merchantRateLimit,
        schema: {
          tags,
          summary: SUMMARY[name],
          params: merchantOrderParams,
          body,
          response: { 200: merchantOrderResponse },
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
            request: { url: req.url, body: req.body ?? {} },
            now: app.ctx.now(),
          },
          async () => {
            const r = await run(store, req.params.order_id, req.body);
            return { success: true as const, message: r.message, data: r.data };
          },
        );
        if (outcome.replayed) reply.header("idempotent-replayed", "true");
        return outcome.response;
      },
    );

  for (const name of Object.keys(ORDER_ACTIONS) as OrderAction[]) {
    action(
      `/:store_key/orders/:order_id/${name}`,
      name,
      name === "reject" ? rejectOrderBody : name === "deliver" ? deliverOrderBody : emptyActionBody,
      (store, id, body) =>
        moveStoreOrder(db, store, id, name, {
          now: app.ctx.now(),
          reason: name === "reject" ? (body as { reason: string }).reason : undefined,
          code: name === "deliver" ? ((body as { code?: string } | null | undefined)?.code ?? null) : undefined,
        }),
    );
  }
  for (const name of Object.keys(ESCALATION_ACTIONS) as EscalationAction[]) {
    action(`/:store_key/orders/:order_id/escalations/${name}`, name, emptyActionBody, (store, id) =>
      answerEscalation(app.ctx, store, id, name),
    );
  }
};

export default routes;
