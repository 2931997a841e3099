// The PostgreSQL build of the read-mostly answers' versions (read-epochs.ts opens it for a
// postgresql:// URL): every version in memory, kept by LISTEN/NOTIFY, else one `= ANY($1)` query.
import pg from "pg";
import { databaseOf, localCommits, onCommitReport, onLocalCommit, parseBumps } from "./local-commits";
import { keepListening } from "./pg-listen";
import { CART_PREFIX, isCustomerKey, type ReadEpochOptions, type ReadEpochs } from "./read-epoch-keys";

/** The channel the ReadEpoch trigger NOTIFYs with "<version> <key>" (PostgreSQL migration read_epoch_notify). */
export const READ_EPOCH_CHANNEL = "galli_read_epoch";
/** Its channel for the customers' keys (migration cart_epoch): LISTENed only while some are followed. */
export const CUSTOMER_EPOCH_CHANNEL = "galli_cart_epoch";
/** How long a lookup waits for this process's own commits to come back before it asks the database. */
const SYNC_WAIT_MS = 250;

/**
 * PostgreSQL: every version in memory, kept current by LISTEN/NOTIFY. Each write of a ReadEpoch row
 * NOTIFYs its key and new version; PostgreSQL delivers a NOTIFY after its transaction commits, to
 * every listener, in commit order. One connection per process LISTENs; on (re)connect it LISTENs
 * first, then loads every version, then answers from memory. Versions only grow, so memory keeps
 * the highest seen (a NOTIFY delivered after the load that committed before it changes nothing).
 * A commit of a plain-SQL transaction (pg-tx.ts) reads back the versions it bumped in its last
 * message and they are learnt at once. After any other commit of this process (local-commits.ts)
 * a lookup waits until that commit's NOTIFYs have arrived. Of such a commit the process cannot
 * tell which keys it bumped, so after noting one it NOTIFYs its own channel through the LISTEN
 * connection with the count of commits noted so far: that NOTIFY commits after them, so it is
 * delivered after their NOTIFYs, and once it arrives the
 * memory holds them all (a round trip of the LISTEN connection, well under a millisecond on one
 * machine: cheaper than asking the database, which a checkout's answer would do two or three times).
 * Answered by a query instead (one round trip, as before):
 * - while the LISTEN connection is down or loading;
 * - when that sync has not arrived within SYNC_WAIT_MS.
 * A commit on another process is seen here as soon as its NOTIFY arrives (sub-millisecond to a few
 * milliseconds on one machine).
 */
export function postgresReadEpochs(
  databaseUrl: string,
  { customerKeys = 50_000, customerLingerMs = 60_000 }: ReadEpochOptions,
): ReadEpochs {
  // A connect that cannot finish fails within seconds (the request answers 503, not hangs). An idle
  // connection the server ends (a restart: 57P01) is dropped by the pool and reported here: without
  // a listener the 'error' event would end the process.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 5_000 });
  pool.on("error", () => {});
  let lookups = 0;
  const query = async (keys: string[]) => {
    lookups++;
    const { rows } = await pool.query<{ key: string; version: number }>(
      `SELECT "key", "version" FROM "ReadEpoch" WHERE "key" = ANY($1::text[])`,
      [keys],
    );
    const found = new Map(rows.map((r) => [r.key, r.version]));
    return keys.map((key) => found.get(key) ?? 0);
  };

  const known = new Map<string, number>();
  let moved = 0; // bumped on every change to `known`: a kept list's answer stays while it holds
  // The customers' keys this process follows, least recently asked first. One is followed from
  // before the query that reads it, so a NOTIFY of a commit after that query's snapshot is never
  // missed; until the query answers (`ready`), a lookup of it waits.
  const followed = new Map<string, { version: number; ready: Promise<void> | null }>();
  const learn = (key: string, version: number) => {
    if (isCustomerKey(key)) {
      const f = followed.get(key);
      if (f && f.version < version) f.version = version;
      return;
    }
    if ((known.get(key) ?? 0) >= version) return;
    known.set(key, version);
    moved++;
  };
  const syncChannel = `galli_read_epoch_sync_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  let listening = false; // LISTEN done on the current connection: a sync NOTIFY sent now comes back
  let loaded = false; // ...and every version loaded: memory is current up to `synced`
  let synced = 0; // local commits whose NOTIFYs have all arrived
  let syncing = false;
  let reporting = false; // the trigger reports a transaction's bumps to it (migration read_epoch_own_bumps)

  /** Lookups waiting for the sync of the commits noted before them: true once it arrived. */
  const waiting = new Set<{ upTo: number; done: (arrived: boolean) => void }>();
  const settle = (all: boolean) => {
    for (const w of waiting) {
      if (!all && w.upTo > synced) continue;
      waiting.delete(w);
      w.done(!all);
    }
  };
  const awaitSync = (upTo: number) =>
    new Promise<boolean>((resolve) => {
      const w = {
        upTo,
        done: (arrived: boolean) => {
          clearTimeout(timeout);
          resolve(arrived);
        },
      };
      const timeout = setTimeout(() => {
        waiting.delete(w);
        resolve(false);
      }, SYNC_WAIT_MS);
      waiting.add(w);
    });

  const sync = () => {
    const c = listener.current();
    if (!c || !listening || syncing || synced >= localCommits()) return;
    syncing = true;
    c.query(`SELECT pg_notify($1, $2)`, [syncChannel, String(localCommits())]).catch((err: Error) =>
      listener.drop(c, err.message),
    );
  };

  const listener = keepListening({
    databaseUrl,
    applicationName: "galli-read-epochs",
    channels: [READ_EPOCH_CHANNEL, syncChannel],
    onNotification: (n) => {
      if (n.channel === READ_EPOCH_CHANNEL || n.channel === CUSTOMER_EPOCH_CHANNEL) {
        const payload = n.payload ?? "";
        const space = payload.indexOf(" ");
        if (space > 0) learn(payload.slice(space + 1), Number(payload.slice(0, space)));
      } else if (n.channel === syncChannel) {
        syncing = false;
        synced = Math.max(synced, Number(n.payload));
        settle(false);
        sync();
      }
    },
    onListening: async (c, isCurrent) => {
      listening = true;
      // Every commit of this process noted before the load is in the load's snapshot.
      const before = localCommits();
      const { rows } = await c.query<{ key: string; version: number }>(
        `SELECT "key", "version" FROM "ReadEpoch" WHERE "key" NOT LIKE '${CART_PREFIX}%'`,
      );
      // A database migrated before the NOTIFY trigger existed sends none: keep asking it.
      const trigger = await c.query<{ reports: boolean }>(
        `SELECT p.prosrc LIKE '%galli.bumped%' AS reports FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
         WHERE t.tgname = 'ReadEpoch_notify'`,
      );
      if (!isCurrent() || trigger.rowCount === 0) return;
      reporting = trigger.rows[0].reports;
      for (const r of rows) learn(r.key, r.version);
      synced = Math.max(synced, before);
      loaded = true;
      sync();
    },
    onDropped: () => {
      listening = loaded = syncing = false;
      stopFollowing(); // their NOTIFYs are lost until the next LISTEN: read them again then
      settle(true);
    },
  });
  const stopSyncing = onLocalCommit(sync);
  // A commit that reported its bumps (pg-tx.ts) is not a local commit to wait for: its versions are
  // known now. Only this database's (an app on another one may share the process), and once the
  // load has seen that its trigger reports them (else "none" could not be told from "not told").
  const database = databaseOf(new pg.Client({ connectionString: databaseUrl }));
  const stopLearning = onCommitReport((report) => {
    if (report.database !== database || !reporting) return false;
    const bumps = parseBumps(report.reported);
    if (!bumps) return false;
    for (const b of bumps) learn(b.key, b.version);
    return true;
  });

  // Every cart change NOTIFYs, and PostgreSQL sends a NOTIFY to each connection LISTENing on its
  // channel: a process LISTENs to the customers' channel only while it answers for their keys (the
  // basket optimizer), on the connection that LISTENs to the rest (so a sync covers them too), and
  // stops `customerLingerMs` after the last lookup of one. Until that LISTEN is done a lookup
  // asks the database.
  let customersOn: pg.Client | null = null; // the connection whose LISTEN to the channel is done
  let customersStarting = false;
  let lastCustomerLookup = 0;
  let lingering: NodeJS.Timeout | null = null;
  const stopFollowing = () => {
    followed.clear();
    customersOn = null;
    if (lingering) clearTimeout(lingering);
    lingering = null;
  };
  const linger = () => {
    lingering = setTimeout(() => {
      lingering = null;
      if (Date.now() - lastCustomerLookup < customerLingerMs) return linger();
      const c = customersOn;
      stopFollowing();
      c?.query(`UNLISTEN "${CUSTOMER_EPOCH_CHANNEL}"`).catch((err: Error) => listener.drop(c, err.message));
    }, customerLingerMs);
    lingering.unref();
  };
  const followCustomers = (c: pg.Client) => {
    if (customersStarting) return;
    customersStarting = true;
    c.query(`LISTEN "${CUSTOMER_EPOCH_CHANNEL}"`)
      .then(
        () => {
          if (listener.current() !== c || !loaded) return;
          customersOn = c;
          if (!lingering) linger();
        },
        (err: Error) => listener.drop(c, err.message),
      )
      .finally(() => (customersStarting = false));
  };

  /** The versions of customers' keys, followed from now on (the least recently asked dropped past the cap). */
  const customerVersions = async (keys: string[]): Promise<number[]> => {
    lastCustomerLookup = Date.now();
    const c = listener.current();
    if (!c || customersOn !== c) {
      if (c) followCustomers(c);
      return query(keys);
    }
    const fresh = keys.filter((key) => !followed.has(key));
    if (fresh.length > 0) {
      const entries = fresh.map((key) => {
        const f = { version: 0, ready: null as Promise<void> | null };
        followed.set(key, f);
        return f;
      });
      const ready = query(fresh).then(
        (versions) =>
          entries.forEach((f, i) => {
            f.version = Math.max(f.version, versions[i]);
            f.ready = null;
          }),
        (err: unknown) => {
          fresh.forEach((key, i) => followed.get(key) === entries[i] && followed.delete(key));
          throw err;
        },
      );
      ready.catch(() => undefined); // handled by the lookups that wait for it (none if all were dropped)
      for (const f of entries) f.ready = ready;
      for (const key of followed.keys()) {
        if (followed.size <= customerKeys) break;
        followed.delete(key);
      }
    }
    const out: number[] = [];
    for (const key of keys) {
      const f = followed.get(key);
      if (!f) return query(keys); // dropped meanwhile (a reconnect): ask the database
      if (f.ready) await f.ready;
      followed.delete(key); // most recently asked last
      followed.set(key, f);
      out.push(f.version);
    }
    return out;
  };

  const lastAnswer = new WeakMap<string[], { moved: number; versions: number[] }>();
  return {
    async versions(keys) {
      if (keys.length === 0) return [];
      // The commits noted before this call must be seen; those noted while it waits need not be.
      const upTo = localCommits();
      if (loaded && synced < upTo) {
        sync();
        if (!(await awaitSync(upTo))) return query(keys);
      }
      if (!loaded) return query(keys);
      const last = lastAnswer.get(keys);
      if (last?.moved === moved) return last.versions;
      // A list with a customer's key is never kept (their versions move apart from `moved`).
      if (keys.some(isCustomerKey)) {
        const customers = keys.filter(isCustomerKey);
        const theirs = await customerVersions(customers);
        const of = new Map(customers.map((key, i) => [key, theirs[i]]));
        return keys.map((key) => of.get(key) ?? known.get(key) ?? 0);
      }
      const versions = keys.map((key) => known.get(key) ?? 0);
      lastAnswer.set(keys, { moved, versions });
      return versions;
    },
    async close() {
      stopFollowing();
      stopSyncing();
      stopLearning();
      listening = loaded = false;
      settle(true);
      await Promise.all([listener.stop(), pool.end()]);
    },
    stats: () => ({
      live: loaded && synced >= localCommits(),
      lookups,
      followsCustomers: customersOn !== null && customersOn === listener.current(),
    }),
  };
}
