// The Galli Cash ledger: append-only entries of signed paise. The balance is the sum of a user's
// entries; every entry records the balance after it. (kind, refId) is unique, so crediting or
// debiting the same thing twice (a scratch card, a refund, an order) leaves one entry.
// Call credit/debit inside a transaction (`db.$transaction(async (tx) => ...)`) so the balance
// read and the new row are one step. The rules are steps over a data port (steps.ts), so the
// checkout's synchronous SQLite transaction posts entries with the same code.
import type { Prisma } from "../generated/prisma/client";
import type { Db } from "./db";
import { AppError } from "./app-error";
import { ERROR_CODE } from "../contract/errors";
import type { SqliteConnection } from "./sqlite-connection";
import { insertRow, readRow } from "./sqlite-rows";
import { runAsync, step, type MaybePromise, type Steps } from "./steps";

export type DbOrTx = Db | Prisma.TransactionClient;

export type LedgerEntry = {
  id: string;
  userId: string;
  amount: number;
  kind: string;
  refId: string;
  orderId: string | null;
  balanceAfter: number;
  note: string;
  createdAt: Date;
};

export type Movement = {
  userId: string;
  /** Paise, positive. */
  amount: number;
  /** What the money is for: refund | scratch | order | adjustment | ... */
  kind: string;
  /** The thing it is for (card id, order id, refund id): one entry per (kind, refId). */
  refId: string;
  /** The order it is for, shown on the statement. */
  orderId?: string | null;
  note?: string;
};

/** A movement's outcome: the entry, and whether this call wrote it (false: it already existed). */
export type Posted = { entry: LedgerEntry; created: boolean };

/** The ledger's data-access port. */
export interface WalletData {
  walletSum(userId: string): MaybePromise<number>;
  walletEntry(kind: string, refId: string): MaybePromise<LedgerEntry | null>;
  createWalletEntry(data: Omit<LedgerEntry, "id" | "createdAt">): MaybePromise<LedgerEntry>;
}

export function prismaWalletData(tx: DbOrTx): WalletData {
  return {
    walletSum: async (userId) =>
      (await tx.walletEntry.aggregate({ where: { userId }, _sum: { amount: true } }))._sum.amount ?? 0,
    walletEntry: (kind, refId) => tx.walletEntry.findUnique({ where: { kind_refId: { kind, refId } } }),
    createWalletEntry: (data) => tx.walletEntry.create({ data }),
  };
}

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

export function* balanceSteps(d: WalletData, userId: string): Steps<number> {
  return yield* step(() => d.walletSum(userId));
}

/** The user's Galli Cash balance in paise. */
export function balance(db: DbOrTx, userId: string): Promise<number> {
  return runAsync(balanceSteps(prismaWalletData(db), userId));
}

function* post(d: WalletData, m: Movement, signed: number): Steps<Posted> {
  if (!Number.isInteger(m.amount) || m.amount <= 0) {
    throw new AppError(ERROR_CODE.INVALID_AMOUNT);
  }
  const existing = yield* step(() => d.walletEntry(m.kind, m.refId));
  if (existing) {
    if (existing.userId !== m.userId || existing.amount !== signed) {
      throw new AppError(ERROR_CODE.WALLET_ENTRY_CONFLICT);
    }
    return { entry: existing, created: false };
  }
  const before = yield* balanceSteps(d, m.userId);
  if (before + signed < 0) {
    throw new AppError(ERROR_CODE.INSUFFICIENT_BALANCE);
  }
  const entry = yield* step(() =>
    d.createWalletEntry({
      userId: m.userId,
      amount: signed,
      kind: m.kind,
      refId: m.refId,
      orderId: m.orderId ?? null,
      balanceAfter: before + signed,
      note: m.note ?? "",
    }),
  );
  return { entry, created: true };
}

/** Adds money to the wallet; a repeated (kind, refId) returns the first entry unchanged. */
export function credit(tx: Prisma.TransactionClient, m: Movement): Promise<Posted> {
  return runAsync(post(prismaWalletData(tx), m, m.amount));
}

/** Takes money from the wallet; refuses (409 INSUFFICIENT_BALANCE) to go below zero. */
export function* debitSteps(d: WalletData, m: Movement): Steps<Posted> {
  return yield* post(d, m, -m.amount);
}

export function debit(tx: Prisma.TransactionClient, m: Movement): Promise<Posted> {
  return runAsync(debitSteps(prismaWalletData(tx), m));
}
