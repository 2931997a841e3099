// A bounded closed-loop load generator: `count` calls, `concurrency` in flight, latencies kept.
export type LoadStats = { count: number; p50: number; p99: number; max: number; rps: number; meanValue: number };
export type LoadResult = LoadStats & { name: string };

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Runs send(0..count-1) with at most `concurrency` at once; send returns a number to average. */
export async function loadLoop(
  send: (i: number) => Promise<number>,
  count: number,
  concurrency: number,
): Promise<LoadStats> {
  const latencies: number[] = [];
  let next = 0;
  let valueSum = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const value = await send(i); // read after the await: "+= await" would lose concurrent updates
      valueSum += value;
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    rps: count / seconds,
    meanValue: count ? valueSum / count : 0,
  };
}

export function printRow(cells: (string | number)[]) {
  console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 18 : 12)).join(""));
}
