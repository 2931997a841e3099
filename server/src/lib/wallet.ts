// The Galli Cash ledger: append-only entries of signed paise. The balance is the sum of a user's
// entries; every entry records the balance after it. (kind, refId) is unique, so crediting or
// debiting the same thing twice (a scratch card, a refund, an order) leaves one entry.
// Call credit/debit inside a transaction (`db.$transaction(async (tx) => ...)`) so the balance
// read and the new row are one step. The rules are steps over the ledger's data port
// (wallet-data.ts, with its Prisma and SQLite builds beside it), so the checkout's synchronous
// SQLite transaction posts entries with the same code; this file holds no SQL.
import { recordLiveEvent } from "./live-events";
import type { Prisma } from "../generated/prisma/client";
import type { Db } from "./db";
import { AppError } from "./app-error";
import { ERROR_CODE } from "../contract/errors";
import { runAsync, step, type Steps } from "./steps";
import type { LedgerEntry, WalletData } from "./wallet-data";
import { prismaWalletData } from "./wallet-data-prisma";

export type { LedgerEntry, WalletData } from "./wallet-data";
export { prismaWalletData } from "./wallet-data-prisma";

export type DbOrTx = Db | Prisma.TransactionClient;

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
export async function credit(tx: Prisma.TransactionClient, m: Movement): Promise<Posted> {
  const posted = await runAsync(post(prismaWalletData(tx), m, m.amount));
  // The customer's live stream hears of new money (lib/live-events.ts), in the same transaction.
  if (posted.created) {
    await recordLiveEvent(tx, {
      type: "wallet.credited",
      userId: m.userId,
      data: { amount: m.amount, kind: m.kind, ...(m.orderId ? { order_id: m.orderId } : {}) },
      now: posted.entry.createdAt,
    });
  }
  return posted;
}

/** Takes money from the wallet; refuses (409 INSUFFICIENT_BALANCE) to go below zero. */
export function* debitSteps(d: WalletData, m: Movement): Steps<Posted> {
  return yield* post(d, m, -m.amount);
}

export function debit(tx: Prisma.TransactionClient, m: Movement): Promise<Posted> {
  return runAsync(debitSteps(prismaWalletData(tx), m));
}
