// Product views of nearby stores -> results: each product with the shops that stock it, the
// price at each shop's cheapest store in range, the shop's open state, offer and delivery time.
import type { ProductView } from "../../contract/catalog";
import { FIND_SHOPS_PER_PRODUCT, type FoundProduct, type FoundShop } from "../../contract/finder";
import type { ShopCard } from "../../contract/shops";
import { cardOpen } from "./nearby";

function foundShop(card: ShopCard, stores: ProductView["stores"]): FoundShop {
  // Views list stores cheapest first: the first one with stock sets the price, else the first.
  const best = stores.find((s) => s.product_details.stock > 0) ?? stores[0];
  const stock = stores.reduce((sum, s) => sum + Math.max(0, s.product_details.stock), 0);
  return {
    _id: card._id,
    display_name: card.display_name,
    image: card.image,
    kind: card.kind,
    group: card.group,
    unique_id: card.promoid_obj.shop_unique_id,
    is_open: cardOpen(card),
    distance: card.distance,
    delivery_distance: card.delivery_distance,
    offer: card.offer,
    delivery_local_duration: card.delivery_local_duration,
    delivery_local_duration_unit: card.delivery_local_duration_unit,
    stores: card.stores,
    store_id: best.store_id,
    selling_price: best.product_details.selling_price,
    net_price: best.net_price,
    offer_percent: best.product_details.offer,
    stock,
    in_stock: stock > 0,
  };
}

const byChoice = (a: FoundShop, b: FoundShop) =>
  Number(b.in_stock && b.is_open) - Number(a.in_stock && a.is_open) ||
  a.net_price - b.net_price ||
  a.distance - b.distance ||
  (a._id < b._id ? -1 : 1);

export function toFound(view: ProductView, shopOfStore: Map<string, ShopCard>): FoundProduct {
  const perShop = new Map<string, { card: ShopCard; stores: ProductView["stores"] }>();
  for (const s of view.stores) {
    const card = shopOfStore.get(s.store_id);
    if (!card) continue;
    const entry = perShop.get(card._id);
    if (entry) entry.stores.push(s);
    else perShop.set(card._id, { card, stores: [s] });
  }
  const shops = [...perShop.values()].map((e) => foundShop(e.card, e.stores)).sort(byChoice);
  const stocked = shops.filter((s) => s.in_stock);
  const prices = (stocked.length > 0 ? stocked : shops).map((s) => s.net_price);
  return {
    _id: view._id,
    category: view.category,
    product_name: view.productInfo.product_name,
    ...(view.productInfo.product_name_hi ? { product_name_hi: view.productInfo.product_name_hi } : {}),
    brand: view.productInfo.brand,
    unit: view.productInfo.unit,
    mrp: view.productInfo.mrp,
    images: view.productInfo.images,
    lowest_price: prices.length > 0 ? Math.min(...prices) : null,
    shops: shops.slice(0, FIND_SHOPS_PER_PRODUCT),
    shop_count: shops.length,
  };
}
