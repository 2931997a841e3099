// A bounded cache of serialised answers, each kept with the versions (read-epochs.ts) it was built
// at. A hit is served only while every version still matches, so a write that commits before a
// read is always seen by it; a miss records the versions before it computes, so a write racing
// the computation leaves an entry that is already stale. Concurrent misses of one key share one
// computation. Errors are never cached.
import { metrics } from "./metrics";
import crypto from "node:crypto";
import type { ReadEpochs } from "./read-epochs";

export type CachedAnswer = { body: string; etag: string };

type Entry = CachedAnswer & { keys: string[]; versions: number[] };

export type AnswerCache = {
  /**
   * `known`: the versions of `epochKeys` the caller already read (and computes from).
   * `checkedAfter`: the versions reader's check count when the request began (ReadEpochs.versions).
   */
  get(
    key: string,
    epochKeys: string[],
    compute: () => Promise<string>,
    known?: number[],
    checkedAfter?: number,
  ): Promise<CachedAnswer>;
  readonly size: number;
  clear(): void;
};

export const etagOf = (body: string) => `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;

export function answerCache(epochs: ReadEpochs | null, opts: { maxBytes: number }): AnswerCache {
  const entries = new Map<string, Entry>(); // insertion order = least recently used first
  const pending = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;

  const sameList = <T>(a: T[], b: T[]) => a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

  function remember(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) {
      bytes -= old.body.length;
      entries.delete(key);
    }
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [k, e] of entries) {
      if (bytes <= opts.maxBytes) break;
      entries.delete(k);
      bytes -= e.body.length;
    }
  }

  return {
    async get(key, epochKeys, compute, known, checkedAfter) {
      if (!epochs) {
        const body = await compute();
        return { body, etag: etagOf(body) };
      }
      const versions = known ?? (await epochs.versions(epochKeys, checkedAfter));
      const hit = entries.get(key);
      if (hit && sameList(hit.keys, epochKeys) && sameList(hit.versions, versions)) {
        entries.delete(key); // refresh its place in the LRU order
        entries.set(key, hit);
        metrics.cacheLookups.inc({ outcome: "hit" });
        return hit;
      }
      metrics.cacheLookups.inc({ outcome: "miss" });
      // Shared only with a computation that started at the same versions, so no caller gets an
      // answer older than its own request.
      const pendingKey = `${versions.join(".")}@${key}`;
      const running = pending.get(pendingKey);
      if (running) return running;
      const job = compute()
        .then((body) => {
          const entry = { body, etag: etagOf(body), keys: epochKeys, versions };
          remember(key, entry);
          return entry;
        })
        .finally(() => pending.delete(pendingKey));
      pending.set(pendingKey, job);
      return job;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}
