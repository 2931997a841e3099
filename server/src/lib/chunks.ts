// Runs a query per slice of a long id list: Prisma refuses more bound parameters than the
// database allows (999 for SQLite), so `{ in: ids }` with thousands of ids must be split.
export const IN_CHUNK = 500;

export async function inChunks<T, R>(items: T[], run: (chunk: T[]) => Promise<R[]>, size = IN_CHUNK): Promise<R[]> {
  if (items.length <= size) return run(items);
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await run(items.slice(i, i + size))));
  return out;
}
