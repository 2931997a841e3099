// How each shop kept the arrivals it promised: delivered orders of the last 7 India days that
// carry a promise (delivery by the shop), on time when delivered at or before the promise. Read by
// the merchant dashboard and the ops console's shops.
import type { Db } from "../../lib/db";
import { lastSevenIndiaDays, onTimeFigures, type OnTime } from "../../lib/arrival";

export async function onTimeByShop(db: Db, shopIds: readonly string[], now: Date): Promise<Map<string, OnTime>> {
  const rows =
    shopIds.length === 0
      ? []
      : await db.order.findMany({
          where: {
            shopId: { in: [...shopIds] },
            deliveredAt: { gte: lastSevenIndiaDays(now), lte: now },
            promisedAt: { not: null },
          },
          select: { shopId: true, promisedAt: true, deliveredAt: true },
        });
  const byShop = new Map<string, { promisedAt: Date; deliveredAt: Date }[]>();
  for (const r of rows) {
    if (!r.promisedAt || !r.deliveredAt) continue;
    const list = byShop.get(r.shopId) ?? [];
    list.push({ promisedAt: r.promisedAt, deliveredAt: r.deliveredAt });
    byShop.set(r.shopId, list);
  }
  return new Map(shopIds.map((id) => [id, onTimeFigures(byShop.get(id) ?? [])]));
}
