// Bulk writes for an inventory batch: one UPDATE ... FROM (VALUES ...) per slice instead of one
// statement per item (1,000 Prisma updates take seconds, this takes milliseconds). The only raw
// SQL of the feature, kept portable: SQLite (3.33+) and PostgreSQL both accept UPDATE ... FROM a
// VALUES list whose columns are named column1, column2, ...; the CASTs give PostgreSQL the types.
import { Prisma } from "../../generated/prisma/client";

type TxClient = Prisma.TransactionClient;

/** Rows per statement: 5 parameters a row plus 2 stays under SQLite's 999-parameter cap. */
const ROWS_PER_STATEMENT = 150;

function slices<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += ROWS_PER_STATEMENT) out.push(list.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

export type StoreProductWrite = { id: string; stock: number; sellingPrice: number; offer: number; tax: number };

/** Sets stock, price, offer and tax of each row and stamps lastSyncedAt (and updatedAt). */
export async function writeStoreProducts(tx: TxClient, rows: StoreProductWrite[], now: Date): Promise<void> {
  for (const slice of slices(rows)) {
    const values = Prisma.join(
      slice.map(
        (r) =>
          Prisma.sql`(CAST(${r.id} AS TEXT), CAST(${r.stock} AS INTEGER), CAST(${r.sellingPrice} AS INTEGER), CAST(${r.offer} AS DOUBLE PRECISION), CAST(${r.tax} AS DOUBLE PRECISION))`,
      ),
    );
    const changed = await tx.$executeRaw`
      UPDATE "StoreProduct"
      SET "stock" = v.column2, "sellingPrice" = v.column3, "offerPercent" = v.column4, "taxPercent" = v.column5,
          "lastSyncedAt" = ${now}, "updatedAt" = ${now}
      FROM (VALUES ${values}) AS v
      WHERE "StoreProduct"."id" = v.column1`;
    // Inside the batch's transaction: throwing rolls every slice back.
    if (changed !== slice.length) throw new Error(`inventory write touched ${changed} of ${slice.length} rows`);
  }
}

export type ProductRename = { id: string; name: string; unit: string };

export async function renameProducts(tx: TxClient, rows: ProductRename[], now: Date): Promise<void> {
  for (const slice of slices(rows)) {
    const values = Prisma.join(
      slice.map((r) => Prisma.sql`(CAST(${r.id} AS TEXT), CAST(${r.name} AS TEXT), CAST(${r.unit} AS TEXT))`),
    );
    const changed = await tx.$executeRaw`
      UPDATE "Product" SET "name" = v.column2, "unit" = v.column3, "updatedAt" = ${now}
      FROM (VALUES ${values}) AS v
      WHERE "Product"."id" = v.column1`;
    if (changed !== slice.length) throw new Error(`product rename touched ${changed} of ${slice.length} rows`);
  }
}
