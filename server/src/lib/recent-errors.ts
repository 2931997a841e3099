// Error answers of this process in the last hour by the catalogue's code (the ops System page), in
// one-minute buckets: at most 60 small maps, whatever the traffic.
const MINUTE = 60_000;
const KEPT_MINUTES = 60;
const buckets = new Map<number, Map<string, number>>();

export function recordErrorAnswer(code: string, at = Date.now()): void {
  const minute = Math.floor(at / MINUTE);
  let bucket = buckets.get(minute);
  if (!bucket) {
    bucket = new Map();
    buckets.set(minute, bucket);
    for (const m of buckets.keys()) if (m <= minute - KEPT_MINUTES) buckets.delete(m);
  }
  bucket.set(code, (bucket.get(code) ?? 0) + 1);
}

/** The last hour's error answers by code, most first. */
export function errorsLastHour(at = Date.now()): { code: string; count: number }[] {
  const since = Math.floor(at / MINUTE) - KEPT_MINUTES;
  const counts = new Map<string, number>();
  for (const [minute, bucket] of buckets) {
    if (minute <= since) continue;
    for (const [code, n] of bucket) counts.set(code, (counts.get(code) ?? 0) + n);
  }
  return [...counts].map(([code, count]) => ({ code, count })).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}
