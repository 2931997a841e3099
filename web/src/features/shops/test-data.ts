// Shop and offer fixtures for the web tests of this feature.
import type { ShopCard, ShopGroup } from "@contract/shops";
import type { Offer } from "@contract/promo";

let n = 0;
export function shopCard(over: Partial<ShopCard> = {}): ShopCard {
  const id = `shop-${++n}`;
  return {
    _id: id,
    category_id: id,
    display_name: `Shop ${n}`,
    image: `shops/${id}.png`,
    kind: "Grocery",
    group: "public",
    stores: [`store-${n}`],
    store_id: `store-${n}`,
    distance: 1000,
    delivery_distance: 1000,
    store_rating: { avg_rating: 4.25, count: 10 },
    is_open: true,
    private_is_open: false,
    promoid_obj: { shop_unique_id: null },
    offer: null,
    address: { street: "1 Main Road", city: "Bengaluru" },
    private: null,
    delivery: { local: { delivery_max_hours: 0, delivery_max_minutes: 45 } },
    delivery_local_duration: 45,
    delivery_local_duration_unit: "minutes",
    ...over,
  };
}

export const group = (shops: ShopCard[]): ShopGroup => ({
  shops,
  count: shops.length,
  storesIds: shops.flatMap((s) => s.stores),
});

export function offer(over: Partial<Offer> = {}): Offer {
  return {
    _id: `offer-${++n}`,
    category_id: "shop-x",
    shop_name: "Near Kirana",
    shop_icon: "shops/near.png",
    promo_code: "SAVE20",
    promo_title: "20% off your groceries",
    promo_title_hi: "आपकी किराने पर 20% छूट",
    expiry_date: "2026-11-30T20:00:00.000Z",
    hide_from_public: false,
    customer_id: null,
    code_pro_obj: { value_type: 2, offer_type: 2, code_value: 20, price_limit: 100 },
    min_purchase_enable: true,
    min_purchase_obj: { type: 1, value: 299 },
    limited_users_per_day: 0,
    applicable_only_for_new_customer: false,
    max_limit: 0,
    ...over,
  };
}
