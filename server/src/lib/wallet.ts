// The Galli Cash ledger: append-only entries of signed paise. The balance is the sum of a user's
// entries; every entry records the balance after it. (kind, refId) is unique, so crediting or
// debiting the same thing twice (a scratch card, a refund, an order) leaves one entry.
// Call credit/debit inside a transaction (`db.$transaction(async (tx) => ...)`) so the balance
// read and the new row are one step.
import type { Prisma } from "../generated/prisma/client";
import type { Db } from "./db";
import { AppError } from "./app-error";
import { ERROR_CODE } from "../contract/errors";

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

/** The user's Galli Cash balance in paise. */
export async function balance(db: DbOrTx, userId: string): Promise<number> {
  const sum = await db.walletEntry.aggregate({ where: { userId }, _sum: { amount: true } });
  return sum._sum.amount ?? 0;
}

async function post(tx: Prisma.TransactionClient, m: Movement, signed: number): Promise<Posted> {
  if (!Number.isInteger(m.amount) || m.amount <= 0) {
    throw new AppError(ERROR_CODE.INVALID_AMOUNT);
  }
  const existing = await tx.walletEntry.findUnique({ where: { kind_refId: { kind: m.kind, refId: m.refId } } });
  if (existing) {
    if (existing.userId !== m.userId || existing.amount !== signed) {
      throw new AppError(ERROR_CODE.WALLET_ENTRY_CONFLICT);
    }
    return { entry: existing, created: false };
  }
  const before = await balance(tx, m.userId);
  if (before + signed < 0) {
    throw new AppError(ERROR_CODE.INSUFFICIENT_BALANCE);
  }
  const entry = await tx.walletEntry.create({
    data: {
      userId: m.userId,
      amount: signed,
      kind: m.kind,
      refId: m.refId,
      orderId: m.orderId ?? null,
      balanceAfter: before + signed,
      note: m.note ?? "",
    },
  });
  return { entry, created: true };
}

/** Adds money to the wallet; a repeated (kind, refId) returns the first entry unchanged. */
export function credit(tx: Prisma.TransactionClient, m: Movement): Promise<Posted> {
  return post(tx, m, m.amount);
}

/** Takes money from the wallet; refuses (409 INSUFFICIENT_BALANCE) to go below zero. */
export function debit(tx: Prisma.TransactionClient, m: Movement): Promise<Posted> {
  return post(tx, m, -m.amount);
}
