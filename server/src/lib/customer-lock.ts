// The customer lock on PostgreSQL for the transactions that stay on Prisma (online and Galli Cash
// placing, refunds): the same `FOR NO KEY UPDATE` on the customer's User row that the plain-SQL
// cart and checkout take (cart-data-pg.ts), so a SERIALIZABLE transaction and a READ COMMITTED one
// of the same customer never both read the old balance or the same cart. Nothing on SQLite, whose
// single writer already orders them.
import { providerOf, type Db } from "./db";

type Raw = { $executeRawUnsafe(sql: string, ...values: unknown[]): Promise<number> };

export async function lockCustomerViaPrisma(tx: unknown, userId: string): Promise<void> {
  if (providerOf(tx as Db) !== "postgresql") return;
  await (tx as Raw).$executeRawUnsafe(`SELECT 1 FROM "User" WHERE "id" = $1 FOR NO KEY UPDATE`, userId);
}
