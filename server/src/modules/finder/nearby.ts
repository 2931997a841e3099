// The shops a cross-shop read looks at: exactly the shops the home page lists for the same
// locations and distance (public, private and branded; other-location shops ship from afar and
// are not "near"), with their tiles, from the shared in-memory index.
import type { LatLng } from "../../lib/geo";
import type { ShopCard, ShopGroupName } from "../../contract/shops";
import { shopsInRange, toShopGroup, type Tiles } from "../shops/public";

const NEAR_GROUPS: ShopGroupName[] = ["public", "private", "branded"];

export type NearbyShops = {
  cards: ShopCard[];
  /** Every store in range of the listed shops, sorted (a stable cache key). */
  storeIds: string[];
  shopOfStore: Map<string, ShopCard>;
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
    NEAR_GROUPS.map(async (g) => toShopGroup(src, g, await shopsInRange(src, g, from, maxDistance), delivery, now)),
  );
  const cards = groups.flatMap((g) => g.shops);
  const shopOfStore = new Map<string, ShopCard>();
  for (const c of cards) for (const s of c.stores) shopOfStore.set(s, c);
  return { cards, storeIds: [...shopOfStore.keys()].sort(), shopOfStore };
}

/** A shop can take orders: a private shop when either flag is set (spec part 1 section 4). */
export const cardOpen = (c: Pick<ShopCard, "group" | "is_open" | "private_is_open">) =>
  c.group === "private" ? c.is_open || c.private_is_open : c.is_open;

export const latLng = (p: { coordinates: [number, number] }): LatLng => ({
  lng: p.coordinates[0],
  lat: p.coordinates[1],
});
