// The node-postgres driver adapter for Prisma (app and CLI). Imports no generated client, so
// prisma.config.ts can use it before `prisma generate` has run.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";

/**
 * Catalog columns of type name, "char" and friends (18, 19, 22, 24, 30, 2205) reported as text
 * (25). Prisma's migrate reads the catalog and rejects those type ids through the adapter
 * (prisma/orm#27403); the values are plain text either way.
 */
const CATALOG_TEXT_TYPES = new Set([18, 19, 22, 24, 30, 2205]);
const TEXT = 25;

type Field = { dataTypeID: number };
type Result = { fields?: Field[] };

export class CatalogTextClient extends pg.Client {
  // pg's query() has many overloads; only the promise form is used by the adapter.
  override query(...args: unknown[]): never {
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    if (out && typeof (out as Promise<unknown>).then === "function") {
      return (out as Promise<Result | Result[]>).then((res) => {
        for (const r of Array.isArray(res) ? res : [res]) {
          for (const f of r?.fields ?? []) if (CATALOG_TEXT_TYPES.has(f.dataTypeID)) f.dataTypeID = TEXT;
        }
        return res;
      }) as never;
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
