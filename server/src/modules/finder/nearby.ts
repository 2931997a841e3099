// The shops a cross-shop read looks at: exactly the shops the home page lists for the same
// locations and distance (public, private and branded; other-location shops ship from afar and
// are not "near"), with their tiles, from the shared in-memory index.
import type { LatLng } from "../../lib/geo";
import type { ShopCard, ShopGroupName } from "../../contract/shops";
import { shopsInRange, toShopGroup, type Tiles } from "../shops/public";

const NEAR_GROUPS: ShopGroupName[] = ["public", "private", "branded"];

export type NearCards = { cards: ShopCard[]; shopOfStore: Map<string, ShopCard> };

export type NearbyShops = {
  shopIds: string[];
  /** Every store in range of the listed shops, sorted (a stable cache key). */
  storeIds: string[];
  /** The shops' live offers as text: they expire by the clock, so a cache key carries them. */
  offerKey: string;
  /** The shops' tiles (built on demand: a cached answer needs only the ids and offers). */
  cards: () => Promise<NearCards>;
};

export async function nearbyShops(
  tiles: Tiles,
  from: LatLng,
  delivery: LatLng,
  maxDistance: number,
  now: Date,
): Promise<NearbyShops> {
  const src = await tiles();
  const groups = await Promise.all(
    NEAR_GROUPS.map(async (g) => ({ group: g, nearby: await shopsInRange(src, g, from, maxDistance) })),
  );
  const shopIds = groups.flatMap((g) => g.nearby.hits.map((h) => h.shopId));
  const storeIds = groups.flatMap((g) => g.nearby.hits.flatMap((h) => h.stores.map((s) => s.id))).sort();
  const offers = (await src.liveOfferRows(shopIds, now))
    .map((o) => `${o.shopId}:${o.valueType}:${o.codeValue}`)
    .sort()
    .join(",");
  let built: Promise<NearCards> | null = null;
  const cards = () =>
    (built ??= Promise.all(groups.map((g) => toShopGroup(src, g.group, g.nearby, delivery, now))).then((list) => {
      const all = list.flatMap((g) => g.shops);
      const shopOfStore = new Map<string, ShopCard>();
      for (const c of all) for (const s of c.stores) shopOfStore.set(s, c);
      return { cards: all, shopOfStore };
    }));
  return { shopIds, storeIds, offerKey: offers, cards };
}

/** A shop can take orders: a private shop when either flag is set (spec part 1 section 4). */
export const cardOpen = (c: Pick<ShopCard, "group" | "is_open" | "private_is_open">) =>
  c.group === "private" ? c.is_open || c.private_is_open : c.is_open;

export const latLng = (p: { coordinates: [number, number] }): LatLng => ({
  lng: p.coordinates[0],
  lat: p.coordinates[1],
});
