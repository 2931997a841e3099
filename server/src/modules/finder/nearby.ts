// The shops a cross-shop read looks at: exactly the shops the home page lists for the same
// locations and distance (public, private and branded; other-location shops ship from afar and
// are not "near"), with their tiles, from the shared in-memory index. One point's shops are worked
// out once per index version and offer clock and kept (a customer searches and prices from the
// same point again and again): a cached answer then costs a lookup, not a walk over every store
// in range.
import { createHash } from "node:crypto";
import type { LatLng } from "../../lib/geo";
import { CATALOG_EPOCH, shopEpoch } from "../../lib/read-epochs";
import type { ShopCard, ShopGroupName } from "../../contract/shops";
import { shopsInRange, toShopGroup, type Tiles, type TileSource } from "../shops/public";

const NEAR_GROUPS: ShopGroupName[] = ["public", "private", "branded"];

/** Points whose shops are kept per process (the least recently used go first). */
const KEPT_POINTS = 256;

export type NearCards = { cards: ShopCard[]; shopOfStore: Map<string, ShopCard> };

export type NearbyShops = {
  shopIds: string[];
  /** Every store in range of the listed shops, sorted (a stable cache key). */
  storeIds: string[];
  /** The shops' live offers as text: they expire by the clock, so a cache key carries them. */
  offerKey: string;
  /**
   * The points, the shops in range and their live offers, as part of a cache key. Offers expire
   * by the clock, not by a write, so the key changes when one does; everything else a shop shows
   * (open state, delivery time, stores, prices, stock) moves its "shop:<id>" version.
   */
  key: string;
  /** What every cached answer over these shops depends on: the catalogue and each shop (one array, reused). */
  epochs: string[];
  /** The shops' tiles (built on demand: a cached answer needs only the ids and offers). */
  cards: () => Promise<NearCards>;
};

const hash = (text: string) => createHash("sha1").update(text).digest("base64url");

async function build(
  src: TileSource,
  from: LatLng,
  delivery: LatLng,
  maxDistance: number,
  now: Date,
): Promise<NearbyShops> {
  const groups = await Promise.all(
    NEAR_GROUPS.map(async (g) => ({ group: g, nearby: await shopsInRange(src, g, from, maxDistance) })),
  );
  const shopIds = groups.flatMap((g) => g.nearby.hits.map((h) => h.shopId));
  const storeIds = groups.flatMap((g) => g.nearby.hits.flatMap((h) => h.stores.map((s) => s.id))).sort();
  const offerKey = (await src.liveOfferRows(shopIds, now))
    .map((o) => `${o.shopId}:${o.valueType}:${o.codeValue}`)
    .sort()
    .join(",");
  const at = `${from.lat},${from.lng},${delivery.lat},${delivery.lng},${maxDistance}`;
  let built: Promise<NearCards> | null = null;
  const cards = () =>
    (built ??= Promise.all(groups.map((g) => toShopGroup(src, g.group, g.nearby, delivery, now))).then((list) => {
      const all = list.flatMap((g) => g.shops);
      const shopOfStore = new Map<string, ShopCard>();
      for (const c of all) for (const s of c.stores) shopOfStore.set(s, c);
      return { cards: all, shopOfStore };
    }));
  return {
    shopIds,
    storeIds,
    offerKey,
    key: `${at}|${hash(storeIds.join(","))}|${hash(offerKey)}`,
    epochs: [CATALOG_EPOCH, ...shopIds.map(shopEpoch)],
    cards,
  };
}

const kept = new WeakMap<Tiles, Map<string, Promise<NearbyShops>>>();

/**
 * The shops near a point. From the in-memory index (a source with a version) the answer is kept
 * under the index's version and offer clock, which move with every shop, store or promo write and
 * every offer expiry, so a kept answer always equals a fresh one.
 */
export async function nearbyShops(
  tiles: Tiles,
  from: LatLng,
  delivery: LatLng,
  maxDistance: number,
  now: Date,
): Promise<NearbyShops> {
  const src = await tiles();
  if (src.version === null) return build(src, from, delivery, maxDistance, now);
  let points = kept.get(tiles);
  if (!points) kept.set(tiles, (points = new Map()));
  const key = `${src.version}|${src.offerClock(now)}|${from.lat},${from.lng}|${delivery.lat},${delivery.lng}|${maxDistance}`;
  const known = points.get(key);
  if (known) {
    points.delete(key); // refresh its place in the LRU order
    points.set(key, known);
    return known;
  }
  const job = build(src, from, delivery, maxDistance, now);
  points.set(key, job);
  job.catch(() => points.delete(key));
  if (points.size > KEPT_POINTS) points.delete(points.keys().next().value as string);
  return job;
}

/** A shop can take orders: a private shop when either flag is set (spec part 1 section 4). */
export const cardOpen = (c: Pick<ShopCard, "group" | "is_open" | "private_is_open">) =>
  c.group === "private" ? c.is_open || c.private_is_open : c.is_open;

export const latLng = (p: { coordinates: [number, number] }): LatLng => ({
  lng: p.coordinates[0],
  lat: p.coordinates[1],
});
