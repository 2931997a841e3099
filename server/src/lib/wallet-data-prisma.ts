// The ledger's data port (wallet-data.ts) on Prisma. Its SQLite twin is wallet-data-sqlite.ts.
import type { DbOrTx } from "./wallet";
import type { WalletData } from "./wallet-data";
import { lockCustomerViaPrisma } from "./customer-lock";

export function prismaWalletData(tx: DbOrTx): WalletData {
  return {
    walletSum: async (userId) => {
      await lockCustomerViaPrisma(tx, userId);
      return (await tx.walletEntry.aggregate({ where: { userId }, _sum: { amount: true } }))._sum.amount ?? 0;
    },
    walletEntry: (kind, refId) => tx.walletEntry.findUnique({ where: { kind_refId: { kind, refId } } }),
    createWalletEntry: (data) => tx.walletEntry.create({ data }),
  };
}
