// POST /api/read and POST /api/update. Order of checks per call: rate limit (per token), Authkey
// (before the body is even read), batch size (413), body shape (400), store ownership (404/403).
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { sha256 } from "../../lib/tokens";
import {
  INVENTORY_BATCH_LIMIT,
  INVENTORY_BODY_LIMIT_BYTES,
  RATE_LIMIT_PER_MINUTE,
  readInventoryBody,
  readInventoryResponse,
  updateInventoryEnvelope,
  updateInventoryQuery,
  updateInventoryResponse,
} from "../../contract/inventory";
import { authenticate, ownedStore, readAuthkey, type MerchantCaller } from "./auth";
import { readIdempotencyKey } from "./idempotency";
import { readInventory, updateInventory } from "./service";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the inventory routes' Authkey hook. */
    merchantCaller: MerchantCaller | null;
  }
}

/** Counted per token (its digest, never the token itself); calls without one per address. */
function rateLimitKey(req: FastifyRequest): string {
  const token = readAuthkey(req.headers);
  return token ? `authkey:${sha256(token)}` : `ip:${req.ip}`;
}

/** Over 1,000 items is a whole-call 413 with its own message, checked before the shape. */
function batchLimit(field: "prod_codes" | "product_info", noun: string) {
  return async (req: FastifyRequest) => {
    const list = (req.body as Record<string, unknown> | null | undefined)?.[field];
    if (Array.isArray(list) && list.length > INVENTORY_BATCH_LIMIT) {
      throw new AppError(
        ERROR_CODE.BATCH_TOO_LARGE,
        `${field} holds ${list.length} ${noun}; one call takes at most ${INVENTORY_BATCH_LIMIT}. Split the batch into several calls.`,
      );
    }
  };
}

function caller(req: FastifyRequest): MerchantCaller {
  if (!req.merchantCaller) throw new AppError(ERROR_CODE.AUTHKEY_MISSING);
  return req.merchantCaller;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.decorateRequest("merchantCaller", null);

  // preParsing: an unauthenticated caller is turned away before its body is read.
  const authHook = async (req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    req.merchantCaller = await authenticate(db, readAuthkey(req.headers), new Date(), app.readEpochs);
    return payload;
  };
  const common = {
    bodyLimit: INVENTORY_BODY_LIMIT_BYTES,
    config: { rateLimit: { max: RATE_LIMIT_PER_MINUTE, timeWindow: 60_000, keyGenerator: rateLimitKey } },
    preParsing: authHook,
  };

  app.post(
    "/read",
    {
      ...common,
      preValidation: batchLimit("prod_codes", "codes"),
      schema: { body: readInventoryBody, response: { 200: readInventoryResponse } },
    },
    async (req) => {
      const store = await ownedStore(db, caller(req), req.body.store_key, app.readEpochs);
      return readInventory(db, store, req.body.prod_codes);
    },
  );

  app.post(
    "/update",
    {
      ...common,
      preValidation: batchLimit("product_info", "items"),
      schema: {
        body: updateInventoryEnvelope,
        querystring: updateInventoryQuery,
        response: { 200: updateInventoryResponse },
      },
    },
    async (req, reply) => {
      const who = caller(req);
      const idempotencyKey = readIdempotencyKey(req.headers);
      const store = await ownedStore(db, who, req.body.store_key, app.readEpochs);
      const dryRun = req.query.dryRun === "1" || req.query.dryRun === "true";
      const outcome = await updateInventory(db, app.ctx.now(), {
        caller: who,
        store,
        body: req.body,
        dryRun,
        idempotencyKey,
      });
      if (outcome.replayed) reply.header("idempotent-replayed", "true");
      return outcome.response;
    },
  );
};

export default routes;
