// The node-postgres driver adapter for Prisma (app and CLI). Imports no generated client, so
// prisma.config.ts can use it before `prisma generate` has run.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { BUMPED_COLUMN, databaseOf, mayWrite, noteCommitReport, noteLocalCommit } from "./local-commits";

/**
 * Catalog columns of type name, "char" and friends (18, 19, 22, 24, 30, 2205) reported as text
 * (25). Prisma's migrate reads the catalog and rejects those type ids through the adapter
 * (prisma/orm#27403); the values are plain text either way.
 */
const CATALOG_TEXT_TYPES = new Set([18, 19, 22, 24, 30, 2205]);
const TEXT = 25;

type Field = { dataTypeID: number; name?: string };
type Result = { fields?: Field[]; command?: string | null; rows?: Record<string, unknown>[] };

/**
 * The app's connections: catalog text types (above), and every commit that may have written rows
 * noted for the read-cache versions (local-commits.ts): a writing statement outside a transaction
 * once it has answered, a transaction that wrote once it has ended (pg's transaction status from
 * ReadyForQuery: 'I' idle, 'T' in a transaction, 'E' in a failed one). A failed statement after a
 * write is noted too: when in doubt, a commit.
 */
export class CatalogTextClient extends pg.Client {
  private wroteInTransaction = false;

  private afterStatement(text: string, results: Result[] | null) {
    if (results === null) {
      // Failed: a transaction that wrote may still commit (a savepoint) or a COMMIT may have landed.
      if (this.wroteInTransaction || /^\s*(commit|end)\b/i.test(text)) noteLocalCommit();
      return;
    }
    if (results.some((r) => mayWrite(r?.command, text))) this.wroteInTransaction = true;
    const status = (this as unknown as { _txStatus?: string | null })._txStatus;
    if (status === "T" || status === "E" || !this.wroteInTransaction) return;
    this.wroteInTransaction = false;
    // A transaction whose last message read back the versions it bumped (pg-tx.ts) and committed:
    // those versions are known now, with no wait for their NOTIFYs.
    const report = results.find((r) => r?.fields?.some((f) => f.name === BUMPED_COLUMN));
    if (!report) return noteLocalCommit();
    const reported = report.rows?.[0]?.[BUMPED_COLUMN];
    noteCommitReport({ database: databaseOf(this), reported: typeof reported === "string" ? reported : null });
  }

  // pg's query() has many overloads: the promise form (the adapter's transactions, pg-tx.ts) and
  // the callback form (the pool's own query(), the adapter's single statements).
  override query(...args: unknown[]): never {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : (first?.text ?? "");
    const done = (res: Result | Result[]) => {
      const results = Array.isArray(res) ? res : [res];
      for (const r of results) {
        for (const f of r?.fields ?? []) if (CATALOG_TEXT_TYPES.has(f.dataTypeID)) f.dataTypeID = TEXT;
      }
      this.afterStatement(text, results);
    };
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (err: unknown, res?: Result | Result[]) => void;
      args[last] = (err: unknown, res?: Result | Result[]) => {
        if (err) this.afterStatement(text, null);
        else if (res) done(res);
        callback(err, res);
      };
    }
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    if (out && typeof (out as Promise<unknown>).then === "function") {
      return (out as Promise<Result | Result[]>).then(
        (res) => {
          done(res);
          return res;
        },
        (err: unknown) => {
          this.afterStatement(text, null);
          throw err;
        },
      ) as never;
    }
    return out as never;
  }
}

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;

/**
 * A transaction that gives its connection back to the pool even when its COMMIT or ROLLBACK fails.
 * Prisma's transaction manager sends COMMIT through the transaction and only then calls commit(),
 * which releases the pool client; when PostgreSQL refuses the COMMIT (a serialization failure, the
 * everyday outcome of two SERIALIZABLE transactions that conflict) commit() is never called, so
 * the client stayed checked out for good: every refused COMMIT shrank the pool by one, and
 * pool.end() (the app's close) waited for it forever. A refused COMMIT has ended the transaction
 * on the server, so the connection is clean; one that failed because the connection broke is
 * dropped by the pool on release.
 */
function releasingOnFailedEnd(tx: Transaction): Transaction {
  const executeRaw = tx.executeRaw.bind(tx);
  tx.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (err) {
      if (query.sql === "COMMIT" || query.sql === "ROLLBACK") await tx.rollback();
      throw err;
    }
  };
  return tx;
}

/** PrismaPg whose transactions release their connection whatever the end of the transaction. */
class ReleasingPrismaPg extends PrismaPg {
  override async connect(): Promise<Adapter> {
    const adapter = await super.connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => releasingOnFailedEnd(await start(isolationLevel));
    return adapter;
  }
}

export type PgPoolOptions = { max?: number };

/** A driver adapter factory for a postgresql:// URL. */
export function postgresAdapter(url: string, opts: PgPoolOptions = {}) {
  const pool = new pg.Pool({
    connectionString: url,
    Client: CatalogTextClient,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection the server ends (a restart: 57P01 terminating connection) is dropped by the
  // pool and reported as an 'error' event, which would end the process without a listener; the
  // next query opens a new connection once the server is back.
  pool.on("error", () => {});
  const adapter = new ReleasingPrismaPg(pool, { disposeExternalPool: true });
  adapterPools.set(adapter, pool);
  return adapter;
}

const adapterPools = new WeakMap<object, pg.Pool>();

/** The pool under an adapter made by postgresAdapter (the hot paths' plain SQL shares it). */
export function poolOfAdapter(adapter: object): pg.Pool | undefined {
  return adapterPools.get(adapter);
}
