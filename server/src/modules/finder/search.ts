// Search across the nearby shops: the catalogue's own search (same ranking, word prefixes and
// one-letter typo fallback as a shop's search) over every store in range at once, then each
// product's offers grouped by shop. The results depend on the words, the points, the stores in
// range and their versions (shop rows, stores, prices, stock: "shop:<id>"; products: "catalog"),
// so they are memoised in the answer cache under those versions; the shops' offers, which expire
// by the clock, are taken from the current tiles on every request.
import { createHash } from "node:crypto";
import type { Db } from "../../lib/db";
import type { LatLng } from "../../lib/geo";
import { CATALOG_EPOCH, shopEpoch } from "../../lib/read-epochs";
import type { FindSearchAnswer, FoundProduct, FrequentProduct } from "../../contract/finder";
import { searchTerms, viewsByIds, type ProductSearch } from "../catalog/public";
import type { Tiles } from "../shops/public";
import { toFound } from "./found";
import { nearbyShops, type NearbyShops } from "./nearby";

/** Runs `compute` or answers its earlier result while the versions of `epochs` hold. */
export type Memo = (key: string, epochs: string[], compute: () => Promise<string>) => Promise<string>;

export type FinderDeps = { db: Db; search: ProductSearch; tiles: Tiles; memo: Memo; now: () => Date };

export type Where = { from: LatLng; delivery: LatLng; maxDistance: number };

type Matches = { count: number; corrected: string[] | null; products: FoundProduct[] };

const storesKey = (ids: string[]) => createHash("sha1").update(ids.join(",")).digest("base64url");
const epochsOf = (near: NearbyShops) => [CATALOG_EPOCH, ...near.cards.map((c) => shopEpoch(c._id))];

/** Offers expire by the clock, not by a write: every answer takes them from the current tiles. */
function withLiveOffers(products: FoundProduct[], near: NearbyShops): FoundProduct[] {
  const offers = new Map(near.cards.map((c) => [c._id, c.offer]));
  return products.map((p) => ({ ...p, shops: p.shops.map((s) => ({ ...s, offer: offers.get(s._id) ?? null })) }));
}

async function matches(deps: FinderDeps, near: NearbyShops, where: Where, text: string, page: Page): Promise<Matches> {
  const terms = searchTerms(text);
  if (terms.length === 0 || near.storeIds.length === 0) return { count: 0, corrected: null, products: [] };
  // Distances depend on the points, everything else on the stores and their versions.
  const at = `${where.from.lat},${where.from.lng},${where.delivery.lat},${where.delivery.lng}`;
  const key = `finder:search|${terms.join(" ")}|${page.skip}|${page.limit}|${at}|${storesKey(near.storeIds)}`;
  const body = await deps.memo(key, epochsOf(near), async () => {
    const found = await deps.search.search({ text: terms.join(" "), storeIds: near.storeIds, ...page });
    const views = await viewsByIds(deps.db, found.productIds, near.storeIds);
    const products = views.map((v) => toFound(v, near.shopOfStore));
    return JSON.stringify({ count: found.count, corrected: found.corrected, products } satisfies Matches);
  });
  const m = JSON.parse(body) as Matches;
  return { ...m, products: withLiveOffers(m.products, near) };
}

type Page = { skip: number; limit: number };

export async function searchNearby(
  deps: FinderDeps,
  where: Where,
  text: string,
  page: Page,
): Promise<FindSearchAnswer> {
  const near = await nearbyShops(deps.tiles, where.from, where.delivery, where.maxDistance, deps.now());
  const m = await matches(deps, near, where, text, page);
  return { success: true, data: m.products, count: m.count, corrected: m.corrected, shops_searched: near.cards.length };
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
  return views.map((v) => ({ ...toFound(v, near.shopOfStore), times_ordered: times.get(v._id) ?? 0 }));
}
