// The hot paths' transactions on PostgreSQL without Prisma: a connection of the Prisma adapter's own
// pool (db-postgres.ts, pgPoolOf), BEGIN at READ COMMITTED, the port's statements as plain SQL, COMMIT.
// A port with a `pg` build (cart-data-pg.ts, checkout-data-pg.ts) takes its own row locks, so no
// serialization failures; a deadlock is retried a few times. Rows come back as Prisma returns them:
// `timestamp(3)` columns (no time zone, stored as UTC by Prisma) as Dates read as UTC, and Dates
// are sent as UTC text, whatever the process's time zone.
//
// Round trips are what an order costs on PostgreSQL (each one wakes the database and the app in turn
// on a shared machine), so a transaction sends as few as it can:
// - BEGIN goes out with the transaction's first statement, in one message;
// - a write nobody reads the answer of (`later`) waits and goes out in front of the next statement,
//   or with the COMMIT;
// - a write that must change exactly one row (`laterOne`: the shelf's conditional decrement) does
//   too, wrapped so that a miss fails the statement, which fails the transaction with the caller's
//   error. A shelf row is then locked from its decrement to the COMMIT within one message.
// Batched statements travel as one simple-protocol message with their parameters written in as
// quoted literals (pg's own escaping, every value as the text it would have sent as an untyped
// parameter, so PostgreSQL infers the same types); a statement alone keeps its parameters.
//
// Planning a statement cost the database more than running it (pg_stat_statements: 0.6 ms to plan
// the cart's offers, 0.4 ms to run them), so the hot statements are registered with `prepared`:
// each connection PREPAREs one the first time it sends it (in the same message) and then sends
// `EXECUTE name(literals)`, planned once as a generic plan (`plan_cache_mode` is set for the
// transaction, or for the message of a read: the app's other statements keep PostgreSQL's choice).
// A PREPARE outlives a failed message, so a connection whose message with a PREPARE failed is not
// trusted to know its statements and is closed; so is one whose plan went stale (a column added
// under a running app: "cached plan must not change result type"), and the transaction is retried.
import { metrics } from "./metrics";
import pg from "pg";
import { isSerializationFailure } from "./db-postgres";
import { BUMPED_SQL } from "./local-commits";

export type PgTx = {
  /** The rows of a statement ($1.. placeholders). */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The number of rows a statement changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /** A write whose answer is not needed: sent in front of the next statement or with the COMMIT. */
  later(sql: string, params?: unknown[]): void;
  /**
   * An UPDATE/INSERT/DELETE (no RETURNING) that must change exactly one row, sent like `later`;
   * when it changes none, the transaction fails with `miss()`.
   */
  laterOne(sql: string, params: unknown[], miss: () => Error): void;
  /** Several statements in one message (after anything queued); the rows of each, in order. */
  batch(statements: { sql: string; params?: unknown[] }[]): Promise<unknown[][]>;
  /** How many writes the transaction has sent or queued so far: what was read before is stale once it moves. */
  writes(): number;
  /** Reads only, no transaction (pgRead): each statement sees what was committed when it began. */
  readOnly: boolean;
};

const TIMESTAMP = 1114; // timestamp without time zone
const utc = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP ? utc : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const param = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

// pg's conversion of a parameter to the text it sends (untyped in @types/pg).
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): string | null } }).utils;

/** The quoted text pg would send for a parameter (NULL for null). */
const literal = (v: unknown) => {
  const value = prepareValue(param(v));
  return value === null ? "NULL" : pg.escapeLiteral(value);
};

/** `$n` replaced by the quoted text pg would send for the parameter (NULL for null). */
export function inlineParams(sql: string, params: unknown[] = []): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * This module's own prefix of statement names: a second copy of the module in one process (a test
 * runner's fresh module graph over the same pool) never takes a name the first PREPAREd.
 */
const PREFIX = `galli_${Math.random().toString(36).slice(2, 6)}_`;
/** A registered statement: its name on every connection and its number of parameters. */
type Named = { name: string; arity: number };
const registered = new Map<string, Named>();
const arityOf = (sql: string) => Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));

/**
 * Registers a statement (a constant of the code, never text built from input) to run as a prepared
 * statement with a generic plan; returns it unchanged.
 */
export function prepared(sql: string): string {
  if (!registered.has(sql)) registered.set(sql, { name: `${PREFIX}${registered.size + 1}`, arity: arityOf(sql) });
  return sql;
}

/** The names each connection has PREPAREd. */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
const GENERIC = "SET LOCAL plan_cache_mode = force_generic_plan";

// A miss of a `laterOne` statement is a cast error naming its place in the transaction.
const MISS = "galli-no-row-";
const guard = (sql: string, miss: string) =>
  `WITH changed AS (${sql} RETURNING 1) SELECT CASE WHEN count(*) = 1 THEN 1 ELSE ('${MISS}' || ${miss} || '-' || count(*))::int END FROM changed`;
/** A registered statement's guarded form, registered too (once), its place a parameter after the statement's own. */
const guardedForms = new Map<string, string>();
const guardedSql = (sql: string) => {
  const named = registered.get(sql);
  if (!named) return null;
  let form = guardedForms.get(sql);
  if (!form) guardedForms.set(sql, (form = prepared(guard(sql, `$${named.arity + 1}::text`))));
  return form;
};
const missOf = (err: unknown) => {
  const m = err instanceof Error ? new RegExp(`"${MISS}(\\d+)-`).exec(err.message) : null;
  return m ? Number(m[1]) : null;
};

type Result = { rows: unknown[]; rowCount: number | null };
/** A statement waiting to be sent: `index` is the place of a `laterOne` among the misses. */
type Statement = { sql: string; params: unknown[]; index?: number };

/** A plan PostgreSQL will not reuse since the table changed under it. */
export const isStalePlan = (err: unknown) =>
  (err as { code?: string })?.code === "0A000" && /cached plan must not change result type/.test(String(err));

function open(client: pg.PoolClient, readOnly = false) {
  // Read-only: no BEGIN (each statement its own snapshot, as in a READ COMMITTED transaction).
  let begun = readOnly;
  let queue: Statement[] = [];
  const misses: (() => Error)[] = [];
  let writes = 0;
  const made = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, made);
  /** A message with a PREPARE failed: whether the connection has it is unknown. */
  let unsure = false;
  /** The generic plans were asked for in this transaction. */
  let generic = false;
  /**
   * Sends the queued statements (and BEGIN first, once) in one message with `last`, if any; the
   * results of the last `count` statements.
   */
  async function send(last: Statement[] = []): Promise<Result[]> {
    const statements = [...queue, ...last];
    queue = [];
    const head = begun ? [] : ["BEGIN ISOLATION LEVEL READ COMMITTED"];
    begun = true;
    const lone = head.length === 0 && statements.length === 1 && statements[0].index === undefined;
    if (lone && !registered.has(statements[0].sql)) {
      const { sql, params } = statements[0];
      return [await client.query({ text: sql, values: params.map(param), types })];
    }
    // The message: its statements, and for each whether its result is one of `last`'s.
    const parts: string[] = [...head];
    const kept: boolean[] = head.map(() => false);
    const push = (text: string, keep: boolean) => (parts.push(text), kept.push(keep));
    const preparing: string[] = [];
    statements.forEach((st, i) => {
      const keep = i >= statements.length - last.length;
      const sql = st.index === undefined ? st.sql : guardedSql(st.sql);
      const named = sql ? registered.get(sql) : undefined;
      if (!sql || !named) {
        const text = inlineParams(st.sql, st.params);
        push(st.index === undefined ? text : guard(text, `'${st.index}'`), keep);
        return;
      }
      if (!generic) {
        push(GENERIC, false);
        generic = !readOnly;
      }
      if (!made.has(named.name) && !preparing.includes(named.name)) {
        push(`PREPARE ${named.name} AS ${sql}`, false);
        preparing.push(named.name);
      }
      const values = [...st.params, ...(st.index === undefined ? [] : [String(st.index)])];
      const args = Array.from({ length: named.arity }, (_, n) => literal(values[n]));
      push(`EXECUTE ${named.name}${args.length ? `(${args.join(", ")})` : ""}`, keep);
    });
    if (parts.length === 0) return [];
    try {
      const out = (await client.query({ text: parts.join(";\n"), types })) as unknown as Result | Result[];
      for (const name of preparing) made.add(name);
      const all = Array.isArray(out) ? out : [out];
      return all.filter((_, i) => kept[i]);
    } catch (err) {
      if (preparing.length > 0 || isStalePlan(err)) unsure = true;
      const miss = missOf(err);
      throw miss !== null && misses[miss] ? misses[miss]() : err;
    }
  }
  const refuse = () => {
    throw new Error("A read-only PostgreSQL transaction cannot write.");
  };
  const wrote = (sql: string) => {
    if (/^\s*(INSERT|UPDATE|DELETE|WITH)\b/i.test(sql)) {
      if (readOnly) refuse();
      writes++;
    }
  };
  const tx: PgTx = {
    rows: async <T>(sql: string, params: unknown[] = []) => {
      wrote(sql);
      return (await send([{ sql, params }]))[0].rows as T[];
    },
    run: async (sql, params = []) => {
      if (readOnly) refuse();
      writes++;
      return (await send([{ sql, params }]))[0].rowCount ?? 0;
    },
    later: (sql, params = []) => {
      if (readOnly) refuse();
      writes++;
      queue.push({ sql, params });
    },
    laterOne: (sql, params, miss) => {
      if (readOnly) refuse();
      writes++;
      queue.push({ sql, params, index: misses.push(miss) - 1 });
    },
    batch: async (statements) => {
      for (const st of statements) wrote(st.sql);
      return (await send(statements.map((st) => ({ sql: st.sql, params: st.params ?? [] })))).map((r) => r.rows);
    },
    writes: () => writes,
    readOnly,
  };
  return {
    tx,
    /**
     * COMMIT with whatever is queued, after reading back the read-cache versions the transaction
     * bumped (pg-adapter.ts hands them to read-epochs.ts once the COMMIT has answered); a
     * transaction that never sent a statement costs nothing.
     */
    commit: async () => {
      if (readOnly || (!begun && queue.length === 0)) return;
      await send([
        { sql: BUMPED_SQL, params: [] },
        { sql: "COMMIT", params: [] },
      ]);
    },
    begun: () => begun,
    /** The error to release the connection with when it is not to be used again (see `unsure`). */
    spoilt: () => (unsure ? new Error("The connection's prepared statements are unknown.") : undefined),
  };
}

const ATTEMPTS = 5;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 5 * 2 ** attempt));

/** Runs `fn` in a READ COMMITTED transaction on one connection of `pool`; a deadlock or a stale plan is retried. */
export async function pgTransaction<T>(pool: pg.Pool, fn: (tx: PgTx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const t = open(client);
      try {
        const out = await fn(t.tx);
        await t.commit();
        return out;
      } catch (err) {
        if (t.begun()) await client.query("ROLLBACK").catch((e: Error) => (broken = e));
        broken ??= t.spoilt();
        throw err;
      }
    } catch (err) {
      if (attempt >= ATTEMPTS || !(isSerializationFailure(err) || isStalePlan(err))) throw err;
    } finally {
      client.release(broken);
    }
    metrics.txRetries.inc();
    await pause(attempt);
  }
}

/**
 * Runs a port's reads on one connection of `pool` without a transaction (no BEGIN, no COMMIT: a
 * read costs its own round trips only); a port's customer lock becomes a plain read (cart-data-pg.ts).
 * A stale plan is retried once.
 */
export async function pgRead<T>(pool: pg.Pool, fn: (tx: PgTx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    const t = open(client, true);
    try {
      return await fn(t.tx);
    } catch (err) {
      if (attempt >= 2 || !isStalePlan(err)) throw err;
    } finally {
      client.release(t.spoilt());
    }
  }
}
