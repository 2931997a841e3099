// Test fixtures: shops with stores at exactly known great-circle distances from a centre point.
import type { Db } from "../../lib/db";
import type { LatLng } from "../../lib/geo";

export const KORAMANGALA: LatLng = { lat: 12.9352, lng: 77.6245 };
const R = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The point `meters` away from `from` on a bearing (degrees clockwise from north). */
export function destination(from: LatLng, bearing: number, meters: number): LatLng {
  const d = meters / R;
  const b = rad(bearing);
  const lat1 = rad(from.lat);
  const lng1 = rad(from.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: deg(lat2), lng: deg(lng2) };
}

export const point = (p: LatLng) => ({ type: "Point" as const, coordinates: [p.lng, p.lat] as [number, number] });

let seq = 0;
export async function merchant(db: Db) {
  return db.merchant.create({ data: { name: "Test merchant", email: `m${++seq}@example.in` } });
}

export type ShopSpec = {
  name: string;
  group: "public" | "private" | "branded" | "global";
  /** [bearing, metres] from the centre, one per store. */
  stores: [number, number][];
  isOpen?: boolean;
  privateIsOpen?: boolean;
  uniqueId?: string;
  image?: string;
  ratingAvg?: number;
  centre?: LatLng;
};

export async function shopWithStores(db: Db, merchantId: string, s: ShopSpec) {
  const n = ++seq;
  const shop = await db.shop.create({
    data: {
      merchantId,
      displayName: s.name,
      kind: "Grocery",
      shopGroup: s.group,
      uniqueId: s.uniqueId,
      image: s.image ?? `shops/test_${n}.png`,
      street: `${n} Test Road`,
      city: "Bengaluru",
      isOpen: s.isOpen ?? true,
      privateIsOpen: s.privateIsOpen ?? false,
      mobilePrimary: `90000${String(n).padStart(5, "0")}`,
      ratingAvg: s.ratingAvg ?? 4.25,
      ratingCount: 8,
    },
  });
  const stores = [];
  for (const [i, [bearing, meters]] of s.stores.entries()) {
    const at = destination(s.centre ?? KORAMANGALA, bearing, meters);
    stores.push(
      await db.store.create({
        data: {
          shopId: shop.id,
          storeKey: `key-${n}-${i}`,
          name: `${s.name} ${i + 1}`,
          street: "Test Road",
          area: "Koramangala",
          city: "Bengaluru",
          state: "Karnataka",
          zipcode: "560034",
          lat: at.lat,
          lng: at.lng,
        },
      }),
    );
  }
  return { shop, stores };
}
