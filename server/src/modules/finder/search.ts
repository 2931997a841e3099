// Search across the nearby shops: the catalogue's own search (same ranking, word prefixes and
// one-letter typo fallback as a shop's search) over every store in range at once, then each
// product's offers grouped by shop. The answer depends on the words, the points, the shops in
// range with their live offers (the key) and their versions (shop rows, stores, prices, stock:
// "shop:<id>"; products: "catalog"), so the route serves it from the answer cache, serialised once.
import type { Db } from "../../lib/db";
import type { LatLng } from "../../lib/geo";
import type { FindSearchAnswer, FrequentProduct } from "../../contract/finder";
import { searchTerms, viewsByIds, type ProductSearch } from "../catalog/public";
import type { Tiles } from "../shops/public";
import { toFound } from "./found";
import { nearbyShops } from "./nearby";

/** An answer the route serves from the answer cache: its key, the versions it depends on, how to compute it. */
export type CachedPlan<T> = { key: string; epochs: string[]; compute: () => Promise<T> };

export type FinderDeps = { db: Db; search: ProductSearch; tiles: Tiles; now: () => Date };

export type Where = { from: LatLng; delivery: LatLng; maxDistance: number };

type Page = { skip: number; limit: number };

/** The search as a cached answer: the matches in the stores in range, grouped by shop. */
export async function searchPlan(
  deps: FinderDeps,
  where: Where,
  text: string,
  page: Page,
): Promise<CachedPlan<FindSearchAnswer>> {
  const near = await nearbyShops(deps.tiles, where.from, where.delivery, where.maxDistance, deps.now());
  const terms = searchTerms(text);
  return {
    key: `finder:search|${terms.join(" ")}|${page.skip}|${page.limit}|${near.key}`,
    epochs: near.epochs,
    compute: async () => {
      const { cards, shopOfStore } = await near.cards();
      const none = { success: true as const, data: [], count: 0, corrected: null, shops_searched: cards.length };
      if (terms.length === 0 || near.storeIds.length === 0) return none;
      const found = await deps.search.search({ text: terms.join(" "), storeIds: near.storeIds, ...page });
      const views = await viewsByIds(deps.db, found.productIds, near.storeIds);
      return {
        ...none,
        data: views.map((v) => toFound(v, shopOfStore)),
        count: found.count,
        corrected: found.corrected,
      };
    },
  };
}

/** Orders looked at for frequently bought products: the latest ones. */
const RECENT_ORDERS = 200;

/** The customer's most often ordered products (by orders holding them, then the latest order). */
async function mostOrdered(db: Db, userId: string, limit: number): Promise<{ productId: string; times: number }[]> {
  const orders = await db.order.findMany({
    where: { userId },
    orderBy: [{ orderedAt: "desc" }, { id: "asc" }],
    take: RECENT_ORDERS,
    select: { id: true, orderedAt: true, items: { select: { productId: true } } },
  });
  // Orders per product (an order lists a product once per store) and its latest order time.
  const seen = new Map<string, { orders: Set<string>; latest: number }>();
  for (const o of orders)
    for (const i of o.items) {
      const p = seen.get(i.productId) ?? { orders: new Set<string>(), latest: 0 };
      p.orders.add(o.id);
      p.latest = Math.max(p.latest, o.orderedAt.getTime());
      seen.set(i.productId, p);
    }
  return [...seen]
    .map(([productId, p]) => ({ productId, times: p.orders.size, latest: p.latest }))
    .sort((a, b) => b.times - a.times || b.latest - a.latest || (a.productId < b.productId ? -1 : 1))
    .slice(0, limit)
    .map(({ productId, times }) => ({ productId, times }));
}

/** Frequently bought products with the nearby shops that stock them now. */
export async function frequentNearby(
  deps: FinderDeps,
  userId: string,
  where: Where,
  limit: number,
): Promise<FrequentProduct[]> {
  const top = await mostOrdered(deps.db, userId, limit);
  if (top.length === 0) return [];
  const near = await nearbyShops(deps.tiles, where.from, where.delivery, where.maxDistance, deps.now());
  const views = await viewsByIds(
    deps.db,
    top.map((t) => t.productId),
    near.storeIds,
  );
  const times = new Map(top.map((t) => [t.productId, t.times]));
  const { shopOfStore } = await near.cards();
  return views.map((v) => ({ ...toFound(v, shopOfStore), times_ordered: times.get(v._id) ?? 0 }));
}
