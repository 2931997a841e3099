// The inventory rules: read a store's products by barcode, and run a batch update (dry run,
// idempotent retry, one transaction). Writes go straight to StoreProduct and Product, which the
// catalogue, search and stock checks read, so an update shows to customers as soon as it commits.
import type { Db } from "../../lib/db";
import {
  DRY_RUN_MESSAGE,
  NOTHING_UPDATED_MESSAGE,
  UPDATED_MESSAGE,
  type InventoryProduct,
  type ReadInventoryResponse,
  type UpdateInventoryResponse,
} from "../../contract/inventory";
import type { MerchantCaller, OwnedStore } from "./auth";
import { applyPlan, planUpdate, rowsByCode, valuesOf, type UpdatePlan } from "./plan";
import { findFreshRecord, isUniqueViolation, requestHash, resolveRecord, saveRecord } from "./idempotency";

/** Each requested code once, in request order; codes the store does not sell go to not_found. */
export async function readInventory(db: Db, store: OwnedStore, codes: string[]): Promise<ReadInventoryResponse> {
  const unique = [...new Set(codes)];
  const rows = await rowsByCode(db, store.id, unique);
  const data: InventoryProduct[] = [];
  const notFound: string[] = [];
  for (const code of unique) {
    const row = rows.get(code);
    if (row) data.push({ product_code: code, ...valuesOf(row) });
    else notFound.push(code);
  }
  return { success: true, data, not_found: notFound };
}

export function updateResponse(plan: UpdatePlan, dryRun: boolean): UpdateInventoryResponse {
  const count = plan.items.length;
  if (dryRun) {
    return {
      success: true,
      message: DRY_RUN_MESSAGE,
      Updated: count,
      error: plan.errors,
      dry_run: true,
      changes: plan.items.map((i) => i.change),
    };
  }
  return {
    success: true,
    message: count > 0 ? UPDATED_MESSAGE : NOTHING_UPDATED_MESSAGE,
    Updated: count,
    error: plan.errors,
  };
}

export type UpdateRequest = {
  caller: MerchantCaller;
  store: OwnedStore;
  /** The whole validated body, hashed for idempotency. */
  body: { store_key: string; product_info: unknown[] };
  dryRun: boolean;
  idempotencyKey: string | null;
};
export type UpdateOutcome = { response: UpdateInventoryResponse; replayed: boolean };

export async function updateInventory(db: Db, now: Date, req: UpdateRequest): Promise<UpdateOutcome> {
  const { caller, store, body } = req;
  if (req.dryRun) {
    // A dry run writes nothing, so it neither needs nor consumes an Idempotency-Key.
    const plan = await planUpdate(db, caller.merchantId, store, body.product_info);
    return { response: updateResponse(plan, true), replayed: false };
  }
  const key = req.idempotencyKey;
  const hash = key ? requestHash(body) : "";
  try {
    // Lookup, plan, writes and the idempotency record share one transaction: a retry either sees
    // the committed record and replays it, or the whole first attempt never happened.
    return await db.$transaction(
      async (tx) => {
        if (key) {
          const existing = await findFreshRecord(tx, caller.merchantId, key, now);
          if (existing) return { response: resolveRecord(existing, hash), replayed: true };
        }
        const plan = await planUpdate(tx, caller.merchantId, store, body.product_info);
        await applyPlan(tx, plan, now);
        const response = updateResponse(plan, false);
        if (key) await saveRecord(tx, caller.merchantId, key, hash, response, now);
        return { response, replayed: false };
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
  } catch (err) {
    // Two first attempts raced (possible on PostgreSQL): the loser's writes rolled back; answer
    // with the winner's result.
    if (key && isUniqueViolation(err)) {
      const existing = await findFreshRecord(db, caller.merchantId, key, now);
      if (existing) return { response: resolveRecord(existing, hash), replayed: true };
    }
    throw err;
  }
}
