// Rows in and out of SQLite exactly as Prisma's adapter stores and reads them: booleans as 0/1,
// dates as ISO text with "+00:00", ids in cuid's shape; reading maps BOOLEAN and DATETIME columns
// (from the table's declared types) back to booleans and Dates.
import crypto from "node:crypto";
import type { SqliteConnection } from "./sqlite-connection";

type Row = Record<string, unknown>;
type Column = { name: string; type: string; dflt_value: string | null };

const columnsOf = new Map<string, Column[]>();

function columns(c: SqliteConnection, table: string): Column[] {
  let cols = columnsOf.get(table);
  if (!cols) {
    cols = c.statement(`PRAGMA table_info("${table}")`).all() as Column[];
    columnsOf.set(table, cols);
  }
  return cols;
}

/** A value as Prisma's adapter binds it. */
export function sqlValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return value === undefined ? null : value;
}

/** A row read with `SELECT *` (or a subset of its columns), typed as Prisma returns it. */
export function readRow<T>(c: SqliteConnection, table: string, row: Row): T {
  for (const col of columns(c, table)) {
    const v = row[col.name];
    if (v === undefined || v === null) continue;
    if (col.type === "BOOLEAN") row[col.name] = v === 1 || v === true;
    else if (col.type === "DATETIME") row[col.name] = new Date(typeof v === "string" ? v : Number(v));
  }
  return row as T;
}

// Random bytes are drawn in blocks: one call into the crypto library per 680 ids, not per id.
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
function randomUInt48(): number {
  if (poolAt + 6 > pool.length) {
    crypto.randomFillSync(pool);
    poolAt = 0;
  }
  const n = pool.readUIntBE(poolAt, 6);
  poolAt += 6;
  return n;
}

let counter = Math.floor(Math.random() * 1_679_616);
const fingerprint = crypto.randomBytes(2).readUInt16BE(0).toString(36).padStart(4, "0").slice(-4);

/** A new id in cuid's shape: "c", time, counter, process fingerprint, randomness (base 36, 25 characters). */
export function newId(now = Date.now()): string {
  counter = (counter + 1) % 1_679_616;
  const random = randomUInt48().toString(36).padStart(8, "0").slice(-8);
  return `c${now.toString(36).padStart(8, "0")}${counter.toString(36).padStart(4, "0")}${fingerprint}${random}`;
}

/** The row with what Prisma fills itself: a new id, and `now` for `@default(now())` and `@updatedAt` dates. */
function completed(c: SqliteConnection, table: string, data: Row, now: Date): Row {
  const row: Row = { ...data };
  for (const col of columns(c, table)) {
    if (row[col.name] !== undefined) continue;
    if (col.name === "id" && col.type === "TEXT") row.id = newId(now.getTime());
    else if (col.type === "DATETIME" && (col.dflt_value === "CURRENT_TIMESTAMP" || col.name === "updatedAt"))
      row[col.name] = now;
  }
  return row;
}

function insertSql(table: string, names: string[], returning: boolean): string {
  const list = names.map((n) => `"${n}"`).join(", ");
  return `INSERT INTO "${table}" (${list}) VALUES (${names.map(() => "?").join(", ")})${returning ? " RETURNING *" : ""}`;
}

/**
 * Inserts a row and returns it as Prisma would: the given fields, a new id when the table has one
 * and none is given, `now` for the date columns Prisma fills, and the column defaults for the rest.
 */
export function insertRow<T>(c: SqliteConnection, table: string, data: Row, now: Date): T {
  const row = completed(c, table, data, now);
  const names = Object.keys(row).filter((n) => row[n] !== undefined);
  const inserted = c.statement(insertSql(table, names, true)).get(...names.map((n) => sqlValue(row[n]))) as Row;
  return readRow<T>(c, table, inserted);
}

/** Inserts rows without reading them back; returns them with the id and dates filled in. */
export function insertRows(c: SqliteConnection, table: string, rows: Row[], now: Date): Row[] {
  return rows.map((data) => {
    const row = completed(c, table, data, now);
    const names = Object.keys(row).filter((n) => row[n] !== undefined);
    c.statement(insertSql(table, names, false)).run(...names.map((n) => sqlValue(row[n])));
    return row;
  });
}
