// The ledger's data port (wallet-data.ts) on PostgreSQL: plain SQL in a caller's READ COMMITTED
// transaction (pg-tx.ts), writing the rows its Prisma twin (wallet-data-prisma.ts) writes. The
// balance is read under the customer lock the caller names, so two movements of one customer's
// Galli Cash never both see the old balance; a caller that read it with its first statements
// (the checkout: cart-data-pg.ts) hands it over instead of reading it again.
import { prepared, type PgTx } from "./pg-tx";
import { insertPgRows } from "./pg-rows";
import type { LedgerEntry, WalletData } from "./wallet-data";

/** A customer's balance, in paise: also batched by callers into their first reads. */
export const PG_BALANCE = prepared(
  `SELECT COALESCE(SUM("amount"), 0)::float8 AS "sum" FROM "WalletEntry" WHERE "userId" = $1`,
);

export type PgWalletHooks = {
  /** The balance the caller already read under the customer's lock (undefined: not read). */
  prefetchedBalance(userId: string): number | undefined;
  /** Takes the customer's lock for this transaction (once). */
  lockCustomer(userId: string): unknown;
};

export function pgWalletData(tx: PgTx, clock: () => Date, hooks: PgWalletHooks): WalletData {
  return {
    walletSum: async (userId) => {
      const pre = hooks.prefetchedBalance(userId);
      if (pre !== undefined) return pre;
      await hooks.lockCustomer(userId);
      const [row] = await tx.rows<{ sum: number }>(PG_BALANCE, [userId]);
      return row.sum;
    },
    walletEntry: async (kind, refId) =>
      (
        await tx.rows<LedgerEntry>(`SELECT * FROM "WalletEntry" WHERE "kind" = $1 AND "refId" = $2`, [kind, refId])
      )[0] ?? null,
    createWalletEntry: async (data) => (await insertPgRows<LedgerEntry>(tx, "WalletEntry", [data], clock(), true))[0],
  };
}
