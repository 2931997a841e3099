// The Galli Cash ledger's data port: the reads and the one write its rules make (wallet.ts).
// Its builds sit beside it: wallet-data-prisma.ts (PostgreSQL, and SQLite inside a caller's Prisma
// transaction) and wallet-data-sqlite.ts (prepared statements, inside the checkout's synchronous
// SQLite transaction). wallet-data.test.ts runs the same cases on both.
import type { MaybePromise } from "./steps";
import type { Ports } from "./transact";
import { prismaWalletData } from "./wallet-data-prisma";
import { sqliteWalletData } from "./wallet-data-sqlite";

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

/** The ledger's data port. */
export interface WalletData {
  walletSum(userId: string): MaybePromise<number>;
  walletEntry(kind: string, refId: string): MaybePromise<LedgerEntry | null>;
  createWalletEntry(data: Omit<LedgerEntry, "id" | "createdAt">): MaybePromise<LedgerEntry>;
}

/** The ledger's port on either driver (transact.ts). */
export const walletPorts: Ports<WalletData> = { prisma: prismaWalletData, sqlite: (c) => sqliteWalletData(c) };
