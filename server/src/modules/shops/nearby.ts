// Which shops answer a location search. A shop is in range when one of its stores is within
// maxDistance (great-circle metres) of the search location and delivers there (its drawn area,
// else the shop's own delivery radius; lib/delivery-area.ts): a shop is never listed where it does
// not deliver. The database only sees a bounding box on the indexed store coordinates (sql.ts); the
// exact distance and the area test are computed here on the few stores in the box.
import { boundingBox, distanceMeters, type Box, type LatLng } from "../../lib/geo";
import type { ShopGroupName } from "../../contract/shops";
import { deliversTo } from "../../lib/delivery-area";
import type { TileSource } from "./tile-source";

/** The listed shops per group (nearest first); `count` still reports every shop in range. */
export const MAX_SHOPS_IN_RANGE = 120;
export const MAX_GLOBAL_SHOPS = 60;
/** Other-location shops are searched in widening rings from here, then everywhere. */
const GLOBAL_FIRST_RING_M = 10_000;
const GLOBAL_LAST_RING_M = 2_000_000;

export type StoreHit = { id: string; lat: number; lng: number; meters: number };
type StoreAt = { id: string; shopId: string; lat: number; lng: number; deliveryRadiusM: number; deliveryArea: string };
export type ShopHit = { shopId: string; meters: number; stores: StoreHit[] };
export type Nearby = { hits: ShopHit[]; count: number };

const storesIn = (src: TileSource, group: ShopGroupName, box: Box | null) =>
  box ? src.storesInBox(group, box) : src.storesOfGroup(group);

/**
 * Stores within `meters`, grouped by shop, nearest shop first (ties by shop id for stability). With
 * `withinReach`, a store also counts only where it delivers (its area, else its shop's radius).
 */
function byShop(rows: StoreAt[], from: LatLng, meters: number, withinReach: boolean): ShopHit[] {
  const shops = new Map<string, ShopHit>();
  for (const r of rows) {
    const d = distanceMeters(from, r);
    if (d > meters || (withinReach && !deliversTo(r, from, null, d))) continue;
    const hit = shops.get(r.shopId);
    const store = { id: r.id, lat: r.lat, lng: r.lng, meters: d };
    if (!hit) shops.set(r.shopId, { shopId: r.shopId, meters: d, stores: [store] });
    else {
      hit.stores.push(store);
      if (d < hit.meters) hit.meters = d;
    }
  }
  const list = [...shops.values()];
  for (const s of list) s.stores.sort((a, b) => a.meters - b.meters);
  return list.sort((a, b) => a.meters - b.meters || (a.shopId < b.shopId ? -1 : 1));
}

export async function shopsInRange(
  src: TileSource,
  group: ShopGroupName,
  from: LatLng,
  maxDistance: number,
): Promise<Nearby> {
  const hits = byShop(await storesIn(src, group, boundingBox(from, maxDistance)), from, maxDistance, true);
  return { hits: hits.slice(0, MAX_SHOPS_IN_RANGE), count: hits.length };
}

/** Other-location shops: every shop of the global group, whatever the radii (they ship from
 * afar), nearest first and capped. Rings widen until the cap is filled, so a dense country does
 * not load every global store on each call; past 2,000 km the last step takes them all. Their
 * stores are all of the shop's stores. */
export async function globalShops(src: TileSource, from: LatLng): Promise<Nearby> {
  let hits: ShopHit[] = [];
  let ring = GLOBAL_FIRST_RING_M;
  for (;;) {
    const everywhere = ring > GLOBAL_LAST_RING_M;
    hits = byShop(
      await storesIn(src, "global", everywhere ? null : boundingBox(from, ring)),
      from,
      everywhere ? Infinity : ring,
      false,
    );
    if (hits.length >= MAX_GLOBAL_SHOPS || everywhere) break;
    // Shops grow with the area: aim for the radius that should hold the cap, at least doubling.
    ring *= Math.max(2, 1.5 * Math.sqrt(MAX_GLOBAL_SHOPS / Math.max(1, hits.length)));
  }
  const listed = hits.slice(0, MAX_GLOBAL_SHOPS);
  const all = await src.storesOfShops(listed.map((h) => h.shopId));
  const byId = new Map(listed.map((h) => [h.shopId, h]));
  for (const h of listed) h.stores = [];
  for (const s of all)
    byId.get(s.shopId)?.stores.push({ id: s.id, lat: s.lat, lng: s.lng, meters: distanceMeters(from, s) });
  for (const h of listed) h.stores.sort((a, b) => a.meters - b.meters);
  const total = hits.length >= MAX_GLOBAL_SHOPS ? await src.countShopsWithStores("global") : hits.length;
  return { hits: listed, count: total };
}
