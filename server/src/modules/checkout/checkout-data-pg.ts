// The checkout's data port (checkout-data.ts) on PostgreSQL at READ COMMITTED (lib/transact.ts):
// the Prisma build's calls with the cart's PostgreSQL build (cart-data-pg.ts: the customer lock,
// the cart in one statement, stock by conditional update) and the balance read under the same
// customer lock, so two movements of one customer's Galli Cash never both see the old balance.
import type { Prisma } from "../../generated/prisma/client";
import { lockCustomer, pgCartData } from "../cart/cart-data-pg";
import type { PlaceData } from "./checkout-data";
import { prismaPlaceData } from "./checkout-data-prisma";

export function pgPlaceData(tx: Prisma.TransactionClient): PlaceData {
  const cart = pgCartData(tx);
  const prisma = prismaPlaceData(tx);
  return {
    ...prisma,
    ...cart,
    walletSum: async (userId) => {
      await lockCustomer(tx, userId);
      return prisma.walletSum(userId);
    },
  };
}
