// Whether a customer is suspended by the operations console (User.suspendedAt), asked on every
// customer request. With the read epochs (read-epochs.ts) each process keeps the set of suspended
// customers and reloads it when the "suspensions" version moves (a trigger bumps it in the
// transaction that suspends or restores one), so the check costs no query per request and is
// exact across processes; without them (read cache off) it reads the user row.
import type { Db } from "./db";
import type { ReadEpochs } from "./read-epochs";

export const SUSPENSIONS_EPOCH = "suspensions";
const KEYS = [SUSPENSIONS_EPOCH];

export type Suspensions = { isSuspended(userId: string): Promise<boolean> };

export function suspensions(db: Db, epochs: ReadEpochs | null): Suspensions {
  if (!epochs)
    return {
      isSuspended: async (userId) =>
        (await db.user.findUnique({ where: { id: userId }, select: { suspendedAt: true } }))?.suspendedAt != null,
    };
  let loaded: { version: number; ids: Set<string> } | null = null;
  let loading: { version: number; job: Promise<Set<string>> } | null = null;
  const load = async () => {
    const rows = await db.user.findMany({ where: { suspendedAt: { not: null } }, select: { id: true } });
    return new Set(rows.map((r) => r.id));
  };
  return {
    async isSuspended(userId) {
      const [version] = await epochs.versions(KEYS);
      if (loaded?.version !== version) {
        if (loading?.version !== version) loading = { version, job: load() };
        const job = loading.job;
        const ids = await job;
        loaded = { version, ids };
        if (loading?.job === job) loading = null;
      }
      return loaded.ids.has(userId);
    },
  };
}
