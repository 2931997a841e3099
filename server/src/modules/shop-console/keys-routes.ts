// /merchant/api/keys* and /merchant/api/webhooks/*: the merchant's API keys and each store's
// webhook endpoint, its test event and delivery log (privilege "integrations").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import {
  apiKeyResponse,
  apiKeysResponse,
  consoleDeliveriesQuery,
  consoleDeliveriesResponse,
  consoleWebhookBody,
  consoleWebhookResponse,
  issueKeyBody,
  issuedKeyResponse,
  keyParams,
  labelKeyBody,
  storeParams,
} from "../../contract/console-keys";
import { consoleRateLimit, requireStaff } from "./guard";
import {
  getWebhook,
  issueApiKey,
  labelApiKey,
  listApiKeys,
  removeWebhook,
  revokeApiKey,
  rotateWebhookSecret,
  saveWebhook,
  testWebhook,
  webhookDeliveries,
} from "./keys-service";

const testSentResponse = envelope(z.object({ delivery_id: z.string(), event_id: z.string() }));

const keysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const guard = requireStaff("integrations");
  const allowLocalHttp = config.demoMode || config.env === "test";
  const keyTags = ["Console: API keys"];
  const hookTags = ["Console: webhooks"];
  const limit = consoleRateLimit();
  const writes = consoleRateLimit(30);

  app.get(
    "/keys",
    { config: limit, preHandler: guard, schema: { tags: keyTags, summary: "The merchant's API keys", response: { 200: apiKeysResponse } } },
    async (req) => ({ success: true as const, data: await listApiKeys(db, req.staff) }),
  );

  app.post(
    "/keys",
    {
      config: writes,
      preHandler: guard,
      schema: {
        tags: keyTags,
        summary: "Issue an API key",
        description: "The token is in this answer only; Galli keeps only its digest.",
        body: issueKeyBody,
        response: { 200: issuedKeyResponse },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await issueApiKey(db, req.staff, req.body.label, app.ctx.now()) };
    },
  );

  app.patch(
    "/keys/:key_id",
    {
      config: writes,
      preHandler: guard,
      schema: { tags: keyTags, summary: "Rename an API key", params: keyParams, body: labelKeyBody, response: { 200: apiKeyResponse } },
    },
    async (req) => ({ success: true as const, data: await labelApiKey(db, req.staff, req.params.key_id, req.body.label) }),
  );

  app.post(
    "/keys/:key_id/revoke",
    {
      config: writes,
      preHandler: guard,
      schema: { tags: keyTags, summary: "Revoke an API key (at once)", params: keyParams, response: { 200: apiKeyResponse } },
    },
    async (req) => ({ success: true as const, data: await revokeApiKey(db, req.staff, req.params.key_id, app.ctx.now()) }),
  );

  app.get(
    "/webhooks/:store_id",
    {
      config: limit,
      preHandler: guard,
      schema: { tags: hookTags, summary: "A store's webhook endpoint and secret", params: storeParams, response: { 200: consoleWebhookResponse } },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await getWebhook(db, req.staff, req.params.store_id) };
    },
  );

  app.put(
    "/webhooks/:store_id",
    {
      config: writes,
      preHandler: guard,
      schema: {
        tags: hookTags,
        summary: "Set a store's webhook endpoint",
        params: storeParams,
        body: consoleWebhookBody,
        response: { 200: consoleWebhookResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await saveWebhook(db, req.staff, req.params.store_id, req.body, allowLocalHttp),
    }),
  );

  app.post(
    "/webhooks/:store_id/rotate",
    {
      config: writes,
      preHandler: guard,
      schema: { tags: hookTags, summary: "A new signing secret", params: storeParams, response: { 200: consoleWebhookResponse } },
    },
    async (req) => ({ success: true as const, data: await rotateWebhookSecret(db, req.staff, req.params.store_id, allowLocalHttp) }),
  );

  app.delete(
    "/webhooks/:store_id",
    {
      config: writes,
      preHandler: guard,
      schema: { tags: hookTags, summary: "Stop a store's webhooks", params: storeParams, response: { 200: consoleWebhookResponse } },
    },
    async (req) => ({ success: true as const, data: await removeWebhook(db, req.staff, req.params.store_id) }),
  );

  app.post(
    "/webhooks/:store_id/test",
    {
      config: writes,
      preHandler: guard,
      schema: {
        tags: hookTags,
        summary: "Send a test event",
        description: "Queues a webhook.test event, delivered and signed like an order event.",
        params: storeParams,
        response: { 200: testSentResponse },
      },
    },
    async (req) => ({ success: true as const, data: await testWebhook(db, req.staff, req.params.store_id, app.ctx.now()) }),
  );

  app.get(
    "/webhooks/:store_id/deliveries",
    {
      config: limit,
      preHandler: guard,
      schema: {
        tags: hookTags,
        summary: "The delivery log",
        params: storeParams,
        querystring: consoleDeliveriesQuery,
        response: { 200: consoleDeliveriesResponse },
      },
    },
    async (req) => ({ success: true as const, data: await webhookDeliveries(db, req.staff, req.params.store_id, req.query) }),
  );
};

export default keysRoutes;
