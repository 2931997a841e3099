// The ledger's data port (wallet-data.ts) on SQLite's prepared statements, run synchronously
// inside one transaction (transact.ts); writes the rows its Prisma twin (wallet-data-prisma.ts) writes.
import type { SqliteConnection } from "./sqlite-connection";
import { insertRow, readRow } from "./sqlite-rows";
import type { LedgerEntry, WalletData } from "./wallet-data";

export function sqliteWalletData(c: SqliteConnection, clock: () => Date = () => new Date()): WalletData {
  return {
    walletSum: (userId) =>
      (
        c.statement(`SELECT COALESCE(SUM("amount"), 0) AS "sum" FROM "WalletEntry" WHERE "userId" = ?`).get(userId) as {
          sum: number;
        }
      ).sum,
    walletEntry: (kind, refId) => {
      const row = c.statement(`SELECT * FROM "WalletEntry" WHERE "kind" = ? AND "refId" = ?`).get(kind, refId);
      return row ? readRow<LedgerEntry>(c, "WalletEntry", row as Record<string, unknown>) : null;
    },
    createWalletEntry: (data) => insertRow<LedgerEntry>(c, "WalletEntry", data, clock()),
  };
}
