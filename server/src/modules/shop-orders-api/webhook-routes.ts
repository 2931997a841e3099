// PUT/GET/DELETE /api/stores/:store_key/webhook and GET .../webhook/deliveries (the delivery log).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageEnvelope } from "../../contract/common";
import { storeKeyParams } from "../../contract/merchant-orders";
import {
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookEndpointBody,
  webhookEndpointResponse,
} from "../../contract/webhooks";
import { getEndpoint, listDeliveries, putEndpoint, removeEndpoint } from "../webhooks/public";
import { merchantRateLimit, storeCall } from "./auth-http";

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const tags = ["Merchant webhooks"];
  const allowLocalHttp = config.demoMode || config.env === "test";

  app.put(
    "/:store_key/webhook",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "Register or change the store's webhook endpoint",
        description: "Answers the signing secret. Events default to all three.",
        params: storeKeyParams,
        body: webhookEndpointBody,
        response: { 200: webhookEndpointResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      return { success: true as const, data: await putEndpoint(db, store, req.body, allowLocalHttp) };
    },
  );

  app.get(
    "/:store_key/webhook",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "The store's webhook endpoint",
        params: storeKeyParams,
        response: { 200: webhookEndpointResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      return { success: true as const, data: await getEndpoint(db, store) };
    },
  );

  app.delete(
    "/:store_key/webhook",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "Stop the store's webhooks",
        params: storeKeyParams,
        response: { 200: messageEnvelope },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      await removeEndpoint(db, store);
      return { success: true as const, message: "Webhooks for this store are off." };
    },
  );

  app.get(
    "/:store_key/webhook/deliveries",
    {
      config: merchantRateLimit,
      schema: {
        tags,
        summary: "The delivery log",
        description: "Every event for the store, newest first, with its attempts and the last answer.",
        params: storeKeyParams,
        querystring: webhookDeliveriesQuery,
        response: { 200: webhookDeliveriesResponse },
      },
    },
    async (req) => {
      const { store } = await storeCall(db, req);
      return { success: true as const, data: await listDeliveries(db, store, req.query) };
    },
  );
};

export default webhookRoutes;
