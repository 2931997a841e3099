// "Exactly one process runs this job now", for timed work (the fulfilment simulator, the job
// runner) when several app processes share one database. On PostgreSQL: a transaction-level
// advisory lock (pg_try_advisory_xact_lock) held by a transaction that stays open while the job
// runs; the lock goes with the transaction, so a crashed process can never leave it taken. Other
// processes skip the round instead of waiting. On SQLite (one machine): a lease row is the
// cross-process answer (the job runner's); this helper only keeps one run per process.
import { providerOf, type Db } from "./db";

/** The first key of every Galli advisory lock (the second is the job name's hash). */
const LOCK_NAMESPACE = 7_270_736;

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/** Jobs running through each client (one client per process). */
const running = new WeakMap<Db, Set<string>>();

export async function withJobLock<T>(
  db: Db,
  name: string,
  job: () => Promise<T>,
  opts: { maxMs?: number } = {},
): Promise<LockedRun<T>> {
  let local = running.get(db);
  if (!local) running.set(db, (local = new Set()));
  if (local.has(name)) return { ran: false };
  local.add(name);
  try {
    if (providerOf(db) !== "postgresql") return { ran: true, value: await job() };
    return await db.$transaction(
      async (tx) => {
        const [row] = await tx.$queryRaw<{ locked: boolean }[]>`
          SELECT pg_try_advisory_xact_lock(${LOCK_NAMESPACE}::int, hashtext(${name})) AS locked`;
        if (!row?.locked) return { ran: false } as const;
        // The job uses its own connections; this transaction only holds the lock.
        return { ran: true, value: await job() } as const;
      },
      { maxWait: 10_000, timeout: opts.maxMs ?? 5 * 60_000 },
    );
  } finally {
    local.delete(name);
  }
}
