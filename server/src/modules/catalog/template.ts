// The detail template: which rows (key_name, display_name) the 'Product Detail' tab shows, for a
// shop (every key its products use) or one product (with values).
import type { Db } from "../../lib/db";
import { templateKeys } from "./listing-sql";

export type TemplateRow = { key_name: string; display_name: string };

export async function shopTemplate(db: Db, storeIds: string[]): Promise<TemplateRow[]> {
  const rows = await templateKeys(db, storeIds);
  // One row per key: a key shown under two display names keeps the one at the lowest position.
  const byKey = new Map<string, { row: TemplateRow; position: number }>();
  for (const r of rows) {
    const seen = byKey.get(r.keyName);
    if (!seen || r.position < seen.position) {
      byKey.set(r.keyName, { row: { key_name: r.keyName, display_name: r.displayName }, position: r.position });
    }
  }
  return [...byKey.values()]
    .sort((a, b) => a.position - b.position || a.row.key_name.localeCompare(b.row.key_name))
    .map((v) => v.row);
}

export async function productTemplate(db: Db, productId: string): Promise<(TemplateRow & { value: string })[]> {
  const rows = await db.productAttribute.findMany({
    where: { productId },
    orderBy: [{ position: "asc" }, { keyName: "asc" }],
    select: { keyName: true, displayName: true, value: true },
  });
  return rows.map((r) => ({ key_name: r.keyName, display_name: r.displayName, value: r.value }));
}
