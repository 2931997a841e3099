// The Prisma client over PostgreSQL (node-postgres pool, Prisma's JavaScript engine).
import { metrics } from "./metrics";
import pg from "pg";
import { PrismaClient as PgPrismaClient } from "../generated/prisma-pg/client";
import { poolOfAdapter, postgresAdapter, type PgPoolOptions } from "./pg-adapter";
import { textRulesProblem } from "./pg-text-rules";

export { postgresAdapter };

/** Attempts of an interactive transaction that PostgreSQL aborted to keep it serializable. */
const MAX_ATTEMPTS = 40;
/**
 * Attempts of a READ COMMITTED transaction (a port that takes its own row locks, lib/transact.ts):
 * only a deadlock between two customers' stock rows aborts one, and a retry then goes through.
 */
const MAX_READ_COMMITTED_ATTEMPTS = 5;
/** From this attempt on, retries queue on one advisory lock instead of colliding again. */
const QUEUE_FROM_ATTEMPT = 2;
const RETRY_LOCK = [7_270_736, 0] as const;

/** PostgreSQL aborted the transaction for a conflict (serialization failure or deadlock): worth a retry. */
export function isSerializationFailure(err: unknown): boolean {
  // Prisma wraps a failed statement as P2034; a failed COMMIT comes back as the adapter's own
  // DriverAdapterError (kind TransactionWriteConflict, the PostgreSQL code in cause).
  const e = err as {
    code?: string;
    message?: string;
    meta?: { code?: string };
    cause?: { originalCode?: string; kind?: string };
  };
  const codes = [e?.meta?.code, e?.cause?.originalCode];
  return (
    e?.code === "P2034" ||
    codes.includes("40001") ||
    codes.includes("40P01") ||
    e?.cause?.kind === "TransactionWriteConflict" ||
    /\b(40001|40P01)\b|TransactionWriteConflict|could not serialize|deadlock detected/i.test(e?.message ?? "")
  );
}

/**
 * The database cannot be reached or went away under the statement (refused, reset, shut down,
 * restarting, out of connections, or the pool's connect timed out): the request can be retried once
 * it is back. The codes are node's, PostgreSQL's (57P01-57P03 shutdown, 53300 too many
 * connections, 08xxx connection exceptions) and Prisma's (P1001 unreachable, P1017 closed, P2024
 * pool timeout; the adapter's kinds DatabaseNotReachable and friends).
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const codes =
    /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|57P0[123]|53300|08\d{3}|P1001|P1002|P1017|P2024)$/;
  const kinds = /^(DatabaseNotReachable|DatabaseDoesNotExist|ConnectionClosed|SocketTimeout|TooManyConnections)$/;
  const messages =
    /Connection terminated|terminating connection|the database system is (starting up|shutting down|in recovery)|timeout exceeded when trying to connect|Can't reach database server|connect ECONNREFUSED|Client has encountered a connection error|Connection terminated unexpectedly/i;
  const walk = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== "object" || seen.has(e) || depth > 5) return false;
    seen.add(e);
    const x = e as {
      code?: unknown;
      kind?: unknown;
      originalCode?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown[];
      meta?: { code?: unknown };
    };
    if ([x.code, x.originalCode, x.meta?.code].some((c) => typeof c === "string" && codes.test(c))) return true;
    if (typeof x.kind === "string" && kinds.test(x.kind)) return true;
    if (typeof x.message === "string" && messages.test(x.message)) return true;
    const inner = [x.cause, x.meta, (x.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError];
    return (
      inner.some((i) => walk(i, depth + 1)) || (Array.isArray(x.errors) && x.errors.some((i) => walk(i, depth + 1)))
    );
  };
  return walk(err, 0);
}

const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 ** attempt)));

type Tx = { $queryRaw: (q: TemplateStringsArray, ...v: unknown[]) => Promise<unknown> };

/**
 * The PostgreSQL client, with every interactive transaction (`$transaction(async (tx) => ...)`)
 * run at SERIALIZABLE and retried when PostgreSQL aborts it for a conflict (unless it asks for
 * READ COMMITTED: a port that takes its own row locks, retried only after a deadlock). The services were
 * written against SQLite, whose single writer makes every transaction serializable: a
 * read-modify-write (a cart change, a wallet debit, a checkout claim, a promo's last use) means
 * the same here without a lock in each of them. First attempts run in parallel; a transaction
 * that keeps colliding (many buyers of one product) queues behind an advisory lock for its
 * retries, so a burst settles in about one pass. Transaction bodies only touch the database,
 * so a retry is safe.
 */
export function createPostgresClient(url: string, opts: PgPoolOptions = {}): PgPrismaClient {
  const adapter = postgresAdapter(url, opts);
  const client = new PgPrismaClient({ adapter });
  const transaction = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  async function readCommitted(fn: (tx: Tx) => Promise<unknown>, options: Record<string, unknown>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(fn, { maxWait: 30_000, timeout: 30_000, ...options });
      } catch (err) {
        if (attempt >= MAX_READ_COMMITTED_ATTEMPTS || !isSerializationFailure(err)) throw err;
        metrics.txRetries.inc();
        await pause(attempt);
      }
    }
  }
  async function serializable(fn: (tx: Tx) => Promise<unknown>, options?: Record<string, unknown>) {
    if (options?.isolationLevel === "ReadCommitted") return readCommitted(fn, options);
    for (let attempt = 1; ; attempt++) {
      const body =
        attempt < QUEUE_FROM_ATTEMPT
          ? fn
          : async (tx: Tx) => {
              await tx.$queryRaw`SELECT pg_advisory_xact_lock(${RETRY_LOCK[0]}::int, ${RETRY_LOCK[1]}::int)::text AS locked`;
              return fn(tx);
            };
      try {
        return await transaction(body, {
          maxWait: 30_000,
          timeout: 30_000,
          ...options,
          isolationLevel: "Serializable",
        });
      } catch (err) {
        if (attempt >= MAX_ATTEMPTS || !isSerializationFailure(err)) throw err;
        metrics.txRetries.inc();
        await pause(attempt);
      }
    }
  }
  const proxy = new Proxy(client, {
    get(target, prop) {
      if (prop === "$transaction") {
        return (arg: unknown, options?: Record<string, unknown>) =>
          typeof arg === "function"
            ? serializable(arg as (tx: Tx) => Promise<unknown>, options)
            : transaction(arg, options);
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const pool = poolOfAdapter(adapter);
  if (pool) clientPools.set(proxy, pool);
  return proxy;
}

const clientPools = new WeakMap<object, pg.Pool>();

/** The connection pool of a PostgreSQL client made here (null for any other client). */
export function pgPoolOf(db: object): pg.Pool | null {
  return clientPools.get(db) ?? null;
}

/**
 * Start-up check: the server answers, the schema is migrated and the database keeps text as Galli
 * needs (lib/pg-text-rules.ts). Throws an Error whose message is one line naming the problem
 * (unreachable, refused login, missing database, not migrated, wrong encoding or collation).
 */
export async function checkPostgres(url: string, describe: (err: unknown) => string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {}); // a failure mid-check rejects its query, which says why
  let problem: string | null = null;
  try {
    await client.connect();
    const { rows } = await client.query<{ t: string | null }>(`SELECT to_regclass('public."Shop"')::text AS t`);
    if (!rows[0]?.t) throw new Error("not migrated");
    problem = await textRulesProblem(client);
  } catch (err) {
    if ((err as Error).message === "not migrated") {
      throw new Error(`The database has no Galli tables yet: run \`npm run db:migrate\` (or \`npm start\`) first`);
    }
    throw new Error(describe(err));
  } finally {
    await client.end().catch(() => {});
  }
  if (problem) throw new Error(problem);
}
