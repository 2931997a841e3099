// Shop hits -> the shop group shape of spec part 1 section 3 (rating, open state, offer, delivery).
import { distanceMeters, type LatLng } from "../../lib/geo";
import { toRupees } from "../../lib/money";
import type { ShopCard, ShopGroup, ShopGroupName } from "../../contract/shops";
import type { Nearby } from "./nearby";
import type { OfferRow } from "./sql";
import type { TileSource } from "./tile-source";
import { PROMO_VALUE_TYPE } from "../../contract/promo";
import { openBySchedule } from "../../lib/opening-hours";
import { nextDeliveryAt, type FullShop } from "../slots/public";

/** The offer a tile shows: the highest percentage, else the highest rupee amount. */
function bestOffers(rows: OfferRow[]): Map<string, OfferRow> {
  const best = new Map<string, OfferRow>();
  for (const r of rows) {
    const cur = best.get(r.shopId);
    const better =
      !cur ||
      (r.valueType === PROMO_VALUE_TYPE.percent && cur.valueType !== PROMO_VALUE_TYPE.percent) ||
      (r.valueType === cur.valueType && r.codeValue > cur.codeValue);
    if (better) best.set(r.shopId, r);
  }
  return best;
}

export async function toShopGroup(
  src: TileSource,
  group: ShopGroupName,
  nearby: Nearby,
  delivery: LatLng,
  now: Date,
  full: ReadonlyMap<string, FullShop> = new Map(),
): Promise<ShopGroup> {
  const ids = nearby.hits.map((h) => h.shopId);
  if (ids.length === 0) return { shops: [], count: nearby.count, storesIds: [] };
  const [rows, offerRows] = await Promise.all([src.shopRows(ids), src.liveOfferRows(ids, now)]);
  const offers = bestOffers(offerRows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shops: ShopCard[] = [];
  for (const hit of nearby.hits) {
    const s = byId.get(hit.shopId);
    if (!s || hit.stores.length === 0) continue;
    const offer = offers.get(s.id);
    // At its limit of orders for immediate delivery: when the next one can be delivered here.
    const next = nextDeliveryAt(full, s.id, hit.stores, delivery);
    // The shop's own schedule (closure switch, holidays, weekly hours) closes it for everybody.
    const scheduled = openBySchedule({ ...s, temporarilyClosed: Boolean(s.temporarilyClosed) }, now);
    shops.push({
      _id: s.id,
      category_id: s.id,
      display_name: s.displayName,
      image: s.image,
      kind: s.kind,
      group,
      stores: hit.stores.map((st) => st.id),
      store_id: hit.stores[0].id,
      distance: Math.round(hit.meters),
      delivery_distance: Math.round(Math.min(...hit.stores.map((st) => distanceMeters(delivery, st)))),
      store_rating: { avg_rating: Math.round(s.ratingAvg * 10) / 10, count: s.ratingCount },
      is_open: s.isOpen && scheduled,
      private_is_open: s.privateIsOpen && scheduled,
      promoid_obj: { shop_unique_id: s.uniqueId },
      offer: offer
        ? {
            value_type:
              offer.valueType === PROMO_VALUE_TYPE.percent ? PROMO_VALUE_TYPE.percent : PROMO_VALUE_TYPE.rupees,
            code_value: offer.valueType === PROMO_VALUE_TYPE.percent ? offer.codeValue : toRupees(offer.codeValue),
          }
        : null,
      address: { street: s.street, city: s.city },
      private: group === "private" ? { icon: s.image } : null,
      delivery: { local: { delivery_max_hours: s.deliveryMaxHours, delivery_max_minutes: s.deliveryMaxMinutes } },
      delivery_local_duration: s.deliveryLocalDuration,
      delivery_local_duration_unit: s.deliveryLocalUnit,
      ...(next ? { next_delivery_at: next.toISOString() } : {}),
    });
  }
  return { shops, count: nearby.count, storesIds: shops.flatMap((s) => s.stores) };
}
