// Active ads of shops with a store near a point: a bounding box on the Store coordinates (an
// indexed range query), then the great-circle distance to drop the box's corners.
import type { AppContext } from "../../plugins/db";
import type { AdInfo, ShopAdsBody } from "../../contract/ads";

const EARTH_RADIUS_M = 6_371_008.8;
const METRES_PER_DEGREE_LAT = 111_320;
/** At most this many ads in the modal. */
const AD_LIMIT = 12;

type LngLat = [number, number];

export function haversineMetres([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function boundingBox([lng, lat]: LngLat, metres: number) {
  const dLat = metres / METRES_PER_DEGREE_LAT;
  const cos = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const dLng = metres / (METRES_PER_DEGREE_LAT * cos);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

const isSet = ([lng, lat]: LngLat) => !(lng === 0 && lat === 0);

/** Where to look: the product-search location, else the delivery location; null when neither is set. */
export function adCentre(body: ShopAdsBody): LngLat | null {
  if (isSet(body.searchLocation.coordinates)) return body.searchLocation.coordinates;
  if (isSet(body.deliveryLocation.coordinates)) return body.deliveryLocation.coordinates;
  return null;
}

export async function nearbyAds(ctx: AppContext, body: ShopAdsBody): Promise<AdInfo[]> {
  const centre = adCentre(body);
  if (!centre) return [];
  const box = boundingBox(centre, body.maxDistance);
  const stores = await ctx.db.store.findMany({
    where: {
      lat: { gte: box.minLat, lte: box.maxLat },
      lng: { gte: box.minLng, lte: box.maxLng },
      // Only live shops advertise to customers (not onboarding or suspended ones).
      shop: { status: "live", ads: { some: { active: true } } },
    },
    select: { id: true, shopId: true, lat: true, lng: true },
  });
  // Nearest store per shop, and the stores of each shop inside the radius.
  const shops = new Map<string, { distance: number; stores: string[] }>();
  for (const s of stores) {
    const d = haversineMetres(centre, [s.lng, s.lat]);
    if (d > body.maxDistance) continue;
    const seen = shops.get(s.shopId);
    if (seen) {
      seen.distance = Math.min(seen.distance, d);
      seen.stores.push(s.id);
    } else shops.set(s.shopId, { distance: d, stores: [s.id] });
  }
  if (shops.size === 0) return [];
  const ads = await ctx.db.ad.findMany({
    where: { active: true, shopId: { in: [...shops.keys()] } },
    include: { shop: { select: { id: true, displayName: true, image: true, uniqueId: true, shopGroup: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return ads
    .map((ad) => ({ ad, near: shops.get(ad.shopId)! }))
    .sort((a, b) => a.near.distance - b.near.distance)
    .slice(0, AD_LIMIT)
    .map(({ ad, near }) => ({
      ad_type: ad.adType,
      ad_id: ad.id,
      unique_id: ad.shop.shopGroup === "private" ? (ad.shop.uniqueId ?? "") : "",
      shop_name: ad.shop.displayName,
      private_icon: ad.shop.image,
      category_id: ad.shop.id,
      stores: [...near.stores].sort(),
      text_ad_info: { ad_content: ad.content },
      banner_ad_info: { image: ad.image ?? "", height: ad.height, width: ad.width },
    }));
}
