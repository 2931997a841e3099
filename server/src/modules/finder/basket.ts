// The basket optimizer: the customer's cart priced at every open shop with a store within the
// distance of the delivery location, by the cart's own pricing (cart/public quoteBasket), so the
// total shown for a shop is what billing charges once the cart moves there. Complete baskets
// first, each group cheapest first, with the saving against the cart's shop.
import { createHash } from "node:crypto";
import type { Db } from "../../lib/db";
import type { LatLng } from "../../lib/geo";
import { toRupees } from "../../lib/money";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CATALOG_EPOCH, shopEpoch } from "../../lib/read-epochs";
import { BASKET_OPTIONS, type BasketData, type BasketOption } from "../../contract/finder";
import type { ShopCard } from "../../contract/shops";
import { basketKey, quoteBasket, toBillingPrices, type BasketQuote, type BasketQuotes } from "../cart/public";
import type { Tiles } from "../shops/public";
import { nearbyShops, type NearbyShops } from "./nearby";
import type { Memo } from "./search";

type Deps = { db: Db; tiles: Tiles; now: () => Date; memo: Memo };
type Answer = { cartKey: string; data: BasketData };

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
  const q = await quoteBasket(
    deps.db,
    userId,
    near.cards.map((c) => c._id),
  );
  const cards = new Map(near.cards.map((c) => [c._id, c]));
  const current = q.current;
  const option = (quote: BasketQuote, isCurrent: boolean): BasketOption => ({
    shop: shopOf(cards.get(quote.shopId), q, quote),
    current: isCurrent,
    complete: quote.complete,
    missing: quote.missing.map((m) => ({
      product_id: m.productId,
      product_name: m.name,
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
    cartKey: q.cartKey,
    data: {
      lines: q.lines.map((l) => ({
        product_id: l.productId,
        product_name: l.name,
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

/** Offers expire by the clock, not by a write: every answer takes them from the current tiles. */
function withLiveOffers(data: BasketData, near: NearbyShops): BasketData {
  const offers = new Map(near.cards.map((c) => [c._id, c.offer]));
  const live = (o: BasketOption): BasketOption => ({
    ...o,
    shop: { ...o.shop, offer: offers.get(o.shop._id) ?? null },
  });
  return { ...data, current: data.current ? live(data.current) : null, options: data.options.map(live) };
}

/**
 * The quote is memoised under the versions of every shop it prices (and the catalogue), keyed by
 * the customer, the points, the shops in range and the cart as it stands (basketKey). A quote made
 * for a cart that changed meanwhile is answered but not reused.
 */
export async function optimizeBasket(
  deps: Deps,
  userId: string,
  delivery: LatLng,
  maxDistance: number,
): Promise<BasketData> {
  const near = await nearbyShops(deps.tiles, delivery, delivery, maxDistance, deps.now());
  const cart = await basketKey(deps.db, userId);
  if (!cart) throw new AppError(ERROR_CODE.CART_EMPTY);
  const shopIds = near.cards.map((c) => c._id);
  const epochs = [CATALOG_EPOCH, shopEpoch(cart.shopId), ...shopIds.map(shopEpoch)];
  const shopsHash = createHash("sha1").update(shopIds.join(",")).digest("base64url");
  const key = `finder:basket|${userId}|${delivery.lat},${delivery.lng}|${maxDistance}|${shopsHash}|${cart.key}`;
  let answer = JSON.parse(
    await deps.memo(key, epochs, async () => JSON.stringify(await compute(deps, near, userId))),
  ) as Answer;
  if (answer.cartKey !== cart.key) answer = await compute(deps, near, userId);
  return withLiveOffers(answer.data, near);
}
