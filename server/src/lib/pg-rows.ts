// Rows into PostgreSQL as Prisma writes them (the `pg` builds of the hot ports): a new cuid-shaped
// id when the table has a text id and none is given, and `now` for the dates Prisma fills itself
// (`@default(now())`, `@updatedAt`). The columns come from the catalog once per table and process.
import { newId } from "./sqlite-rows";
import type { PgTx } from "./pg-tx";

type Row = Record<string, unknown>;
type Column = { name: string; type: string; dflt: string | null };
const columnsOf = new Map<string, Promise<Column[]>>();

function columns(tx: PgTx, table: string): Promise<Column[]> {
  let cols = columnsOf.get(table);
  if (!cols) {
    cols = tx.rows<Column>(
      `SELECT column_name AS name, data_type AS type, column_default AS dflt FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1`,
      [table],
    );
    cols.catch(() => columnsOf.delete(table));
    columnsOf.set(table, cols);
  }
  return cols;
}

async function completed(tx: PgTx, table: string, data: Row, now: Date): Promise<Row> {
  const row: Row = { ...data };
  for (const col of await columns(tx, table)) {
    if (row[col.name] !== undefined) continue;
    if (col.name === "id" && col.type === "text") row.id = newId(now.getTime());
    else if (col.type.startsWith("timestamp") && (col.dflt === "CURRENT_TIMESTAMP" || col.name === "updatedAt"))
      row[col.name] = now;
  }
  return row;
}

/**
 * Inserts rows in one statement; `returning` reads them back (every column, defaults included).
 * Without it the insert waits to go out with the transaction's next statement (PgTx.later) and the
 * rows come back as written here.
 */
export async function insertPgRows<T = Row>(
  tx: PgTx,
  table: string,
  data: Row[],
  now: Date,
  returning = false,
): Promise<T[]> {
  if (data.length === 0) return [];
  const rows = await Promise.all(data.map((d) => completed(tx, table, d, now)));
  const names = Object.keys(rows[0]).filter((n) => rows[0][n] !== undefined);
  const values: unknown[] = [];
  const tuples = rows.map((r) => `(${names.map((n) => (values.push(r[n] ?? null), `$${values.length}`)).join(", ")})`);
  const sql = `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(", ")}) VALUES ${tuples.join(", ")}`;
  if (returning) return tx.rows<T>(`${sql} RETURNING *`, values);
  tx.later(sql, values);
  return rows as T[];
}
