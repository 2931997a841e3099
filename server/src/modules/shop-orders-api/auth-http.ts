// The merchant API's caller for the order and webhook routes: the same Authkey tokens, store
// ownership rules (401, 404, 403) and per-token rate limit as /api/read and /api/update.
import type { FastifyRequest } from "fastify";
import type { Db } from "../../lib/db";
import { sha256 } from "../../lib/tokens";
import { authenticate, ownedStore, readAuthkey, type MerchantCaller, type OwnedStore } from "../inventory/public";
import { RATE_LIMIT_PER_MINUTE } from "../../contract/inventory";

export type StoreCall = { caller: MerchantCaller; store: OwnedStore };

/** Authkey first (401), then the store of the path (404 unknown, 403 another merchant's). */
export async function storeCall(
  db: Db,
  req: { headers: FastifyRequest["headers"]; params: { store_key: string }; server?: FastifyRequest["server"] },
): Promise<StoreCall> {
  const epochs = req.server?.readEpochs ?? null;
  const caller = await authenticate(db, readAuthkey(req.headers), new Date(), epochs);
  return { caller, store: await ownedStore(db, caller, req.params.store_key, epochs) };
}

export const merchantRateLimit = {
  rateLimit: {
    max: RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => {
      const token = readAuthkey(req.headers);
      return token ? `authkey:${sha256(token)}` : `ip:${req.ip}`;
    },
  },
};
