// The basket optimizer: the customer's cart priced at every open shop with a store within the
// distance of the delivery location, by the cart's own pricing (cart/public quoteBasket), so the
// total shown for a shop is what billing charges once the cart moves there. Complete baskets
// first, each group cheapest first, with the saving against the cart's shop.
import type { Db } from "../../lib/db";
import type { LatLng } from "../../lib/geo";
import { toRupees } from "../../lib/money";
import { cartEpoch, shopEpoch } from "../../lib/read-epochs";
import { BASKET_OPTIONS, type BasketData, type BasketOption } from "../../contract/finder";
import type { ShopCard } from "../../contract/shops";
import { quoteBasket, toBillingPrices, type BasketQuote, type BasketQuotes } from "../cart/public";
import type { Tiles } from "../shops/public";
import { nearbyShops, type NearbyShops } from "./nearby";
import type { CachedPlan } from "./search";

type Deps = { db: Db; tiles: Tiles; now: () => Date };
type Answer = { shopId: string; data: BasketData };

function shopOf(card: ShopCard | undefined, q: BasketQuotes, quote: BasketQuote): BasketOption["shop"] {
  if (card)
    return {
      _id: card._id,
      display_name: card.display_name,
      image: card.image,
      kind: card.kind,
      group: card.group,
      unique_id: card.promoid_obj.shop_unique_id,
      is_open: quote.open,
      distance: card.delivery_distance,
      offer: card.offer,
      delivery_local_duration: card.delivery_local_duration,
      delivery_local_duration_unit: card.delivery_local_duration_unit,
    };
  // The cart's shop when none of its stores is in range: its own row, without a distance.
  const s = q.currentShop;
  const group = (["public", "private", "branded", "global"] as const).find((g) => g === s.shopGroup) ?? "public";
  return {
    _id: s.id,
    display_name: s.displayName,
    image: s.image,
    kind: s.kind,
    group,
    unique_id: s.uniqueId,
    is_open: quote.open,
    distance: null,
    offer: null,
    delivery_local_duration: s.deliveryLocalDuration,
    delivery_local_duration_unit: s.deliveryLocalUnit,
  };
}

async function compute(deps: Deps, near: NearbyShops, userId: string): Promise<Answer> {
  const list = (await near.cards()).cards;
  const q = await quoteBasket(
    deps.db,
    userId,
    list.map((c) => c._id),
  );
  const cards = new Map(list.map((c) => [c._id, c]));
  const current = q.current;
  const option = (quote: BasketQuote, isCurrent: boolean): BasketOption => ({
    shop: shopOf(cards.get(quote.shopId), q, quote),
    current: isCurrent,
    complete: quote.complete,
    missing: quote.missing.map((m) => ({
      product_id: m.productId,
      product_name: m.name,
      ...(m.nameHi ? { product_name_hi: m.nameHi } : {}),
      qty: m.qty,
      available: m.available,
    })),
    prices: toBillingPrices(quote.billing),
    saving:
      !isCurrent && current?.complete && quote.complete ? toRupees(current.billing.total - quote.billing.total) : null,
  });
  const distance = (id: string) => cards.get(id)?.delivery_distance ?? Number.MAX_SAFE_INTEGER;
  const others = q.others
    .filter((o) => o.open)
    .sort(
      (a, b) =>
        Number(b.complete) - Number(a.complete) ||
        a.missing.length - b.missing.length ||
        a.billing.total - b.billing.total ||
        distance(a.shopId) - distance(b.shopId) ||
        (a.shopId < b.shopId ? -1 : 1),
    )
    .slice(0, BASKET_OPTIONS);
  return {
    shopId: q.currentShop.id,
    data: {
      lines: q.lines.map((l) => ({
        product_id: l.productId,
        product_name: l.name,
        ...(l.nameHi ? { product_name_hi: l.nameHi } : {}),
        unit: l.unit,
        image: l.image,
        qty: l.qty,
      })),
      current: current ? option(current, true) : null,
      options: others.map((o) => option(o, false)),
      shops_compared: q.others.length + (current ? 1 : 0),
    },
  };
}

/** A quote that cannot be kept (its cart's shop was not among the versions it was looked up by): answered, never cached. */
export class CartChanged extends Error {
  constructor(readonly answer: BasketData) {
    super("The cart's shop changed while it was priced.");
  }
}

/**
 * The shop of each customer's cart at their last quote in this process (least recent first,
 * bounded). A cart's shop out of range is priced too, so a kept quote also depends on its version.
 */
const cartShops = new Map<string, string>();
const CART_SHOPS_KEPT = 50_000;

function rememberCartShop(userId: string, shopId: string) {
  cartShops.delete(userId);
  cartShops.set(userId, shopId);
  if (cartShops.size > CART_SHOPS_KEPT) cartShops.delete(cartShops.keys().next().value as string);
}

/**
 * The versions a customer's quote over these shops depends on, as one list per (shops, customer,
 * cart's shop out of range): the same array for a repeat, so the versions and the answer cache
 * compare it by identity instead of walking every shop in range on each request.
 */
const epochLists = new WeakMap<NearbyShops, Map<string, string[]>>();
const EPOCH_LISTS_KEPT = 1_000;

function basketEpochs(near: NearbyShops, userId: string, outside: string | null): string[] {
  let lists = epochLists.get(near);
  if (!lists) epochLists.set(near, (lists = new Map()));
  const key = `${userId}|${outside ?? ""}`;
  let list = lists.get(key);
  if (!list) {
    list = [...near.epochs, cartEpoch(userId), ...(outside === null ? [] : [shopEpoch(outside)])];
    lists.set(key, list);
    if (lists.size > EPOCH_LISTS_KEPT) lists.delete(lists.keys().next().value as string);
  }
  return list;
}

/**
 * The quote as a cached answer: keyed by the customer, the points, the shops in range and their
 * live offers, under the versions of the customer's cart (cartEpoch: its shop, lines and stores,
 * Customize Order and delivery type), of every shop it prices and of the catalogue. A repeat for
 * an unchanged cart reads nothing. A cart whose shop is out of range and not yet known here is
 * answered but not kept (CartChanged); its next quote is kept under that shop's version too.
 */
export async function basketPlan(
  deps: Deps,
  userId: string,
  delivery: LatLng,
  maxDistance: number,
): Promise<CachedPlan<{ success: true; data: BasketData }>> {
  const near = await nearbyShops(deps.tiles, delivery, delivery, maxDistance, deps.now());
  const known = cartShops.get(userId);
  const outside = known !== undefined && !near.shopIds.includes(known) ? known : null;
  return {
    key: `finder:basket|${userId}|${near.key}`,
    epochs: basketEpochs(near, userId, outside),
    compute: async () => {
      const answer = await compute(deps, near, userId);
      rememberCartShop(userId, answer.shopId);
      if (answer.shopId !== known && !near.shopIds.includes(answer.shopId)) throw new CartChanged(answer.data);
      return { success: true as const, data: answer.data };
    },
  };
}
