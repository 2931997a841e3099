// Live offers: not expired, not hidden from the public, not used up (max_limit reached).
import type { Db } from "../../lib/db";
import { toRupees } from "../../lib/money";
import { inChunks } from "../../lib/chunks";
import type { Offer, PromoListBody } from "../../contract/promo";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import {
  MIN_PURCHASE_TYPE,
  NEW_CUSTOMERS_MARK,
  OFFER_TYPE,
  PROMO_CUSTOMER_SCOPE,
  PROMO_VALUE_TYPE,
} from "../../contract/promo";

export const MAX_OFFERS = 100;

const offerSelect = {
  id: true,
  code: true,
  title: true,
  titleHi: true,
  shopId: true,
  expiresAt: true,
  hideFromPublic: true,
  customerScope: true,
  valueType: true,
  offerType: true,
  codeValue: true,
  priceLimit: true,
  minPurchaseEnable: true,
  minPurchaseType: true,
  minPurchaseValue: true,
  limitedUsersPerDay: true,
  maxLimit: true,
  shop: { select: { displayName: true, image: true } },
  _count: { select: { redemptions: true } },
} as const;

type Row = {
  id: string;
  code: string;
  title: string;
  titleHi: string | null;
  shopId: string | null;
  expiresAt: Date;
  hideFromPublic: boolean;
  customerScope: number;
  valueType: number;
  offerType: number;
  codeValue: number;
  priceLimit: number;
  minPurchaseEnable: boolean;
  minPurchaseType: number;
  minPurchaseValue: number;
  limitedUsersPerDay: number;
  maxLimit: number;
  shop: { displayName: string; image: string } | null;
};

/**
 * `customerId`: the customer a hidden code was issued to (null for a code on the public list). A code
 * on the public list for new customers only carries `customer_id` 2, as the spec marks it.
 */
export function toOffer(p: Row, customerId: string | null = null): Offer {
  const percent = p.valueType === PROMO_VALUE_TYPE.percent;
  return {
    _id: p.id,
    category_id: p.shopId,
    shop_name: p.shop?.displayName ?? null,
    shop_icon: p.shop?.image ?? null,
    promo_code: p.code,
    promo_title: p.title,
    promo_title_hi: p.titleHi || null,
    expiry_date: p.expiresAt.toISOString(),
    hide_from_public: p.hideFromPublic,
    customer_id: customerId ?? (p.customerScope === PROMO_CUSTOMER_SCOPE.newCustomers ? NEW_CUSTOMERS_MARK : null),
    code_pro_obj: {
      value_type: percent ? PROMO_VALUE_TYPE.percent : PROMO_VALUE_TYPE.rupees,
      offer_type: p.offerType === OFFER_TYPE.cashback ? OFFER_TYPE.cashback : OFFER_TYPE.discount,
      code_value: percent ? p.codeValue : toRupees(p.codeValue),
      price_limit: toRupees(p.priceLimit),
    },
    min_purchase_enable: p.minPurchaseEnable,
    min_purchase_obj: {
      type: p.minPurchaseType,
      value: p.minPurchaseType === MIN_PURCHASE_TYPE.rupees ? toRupees(p.minPurchaseValue) : p.minPurchaseValue,
    },
    limited_users_per_day: p.limitedUsersPerDay,
    applicable_only_for_new_customer: p.customerScope === PROMO_CUSTOMER_SCOPE.newCustomers,
    max_limit: p.maxLimit,
  };
}

/**
 * Live offers, soonest to expire first. `shopIds` narrows to those shops plus Galli-wide offers.
 * With `customerId`, the hidden codes issued to that customer (granted, or won on a scratched card)
 * and not yet used up by them join the list, carrying their `customer_id`.
 */
export async function liveOffers(db: Db, now: Date, shopIds?: string[], customerId?: string): Promise<Offer[]> {
  const live = { expiresAt: { gt: now }, hideFromPublic: false };
  const orderBy = [{ expiresAt: "asc" as const }, { code: "asc" as const }];
  const rows = !shopIds
    ? await db.promo.findMany({ where: live, select: offerSelect, orderBy })
    : [
        ...(await db.promo.findMany({ where: { ...live, shopId: null }, select: offerSelect, orderBy })),
        ...(await inChunks(shopIds, (ids) =>
          db.promo.findMany({ where: { ...live, shopId: { in: ids } }, select: offerSelect, orderBy }),
        )),
      ];
  const issued = customerId ? await issuedOffers(db, now, customerId, shopIds) : [];
  const offers = [
    ...rows.map((row) => ({ row, owner: null as string | null })),
    ...issued.map((row) => ({ row, owner: customerId ?? null })),
  ].sort((a, b) => a.row.expiresAt.getTime() - b.row.expiresAt.getTime() || (a.row.code < b.row.code ? -1 : 1));
  return offers
    .filter(({ row }) => row.maxLimit === 0 || row._count.redemptions < row.maxLimit)
    .slice(0, MAX_OFFERS)
    .map(({ row, owner }) => toOffer(row, owner));
}

/**
 * Marks the offers that cannot apply to this customer whatever the cart: a new-customers-only code
 * once they have ordered, a public code used as often as one customer may.
 */
export async function markNotForCustomer(db: Db, userId: string, offers: Offer[]): Promise<Offer[]> {
  if (offers.length === 0) return offers;
  const ids = offers.map((o) => o._id);
  const [user, limits, used] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { isNewCustomer: true } }),
    db.promo.findMany({
      where: { id: { in: ids }, perCustomerLimit: { gt: 0 } },
      select: { id: true, perCustomerLimit: true },
    }),
    db.promoRedemption.groupBy({ by: ["promoId"], where: { userId, promoId: { in: ids } }, _count: { _all: true } }),
  ]);
  if (!user) return offers;
  const limitOf = new Map(limits.map((l) => [l.id, l.perCustomerLimit]));
  const usedOf = new Map(used.map((u) => [u.promoId, u._count._all]));
  return offers.map((o): Offer => {
    if (o.applicable_only_for_new_customer && !user.isNewCustomer) return { ...o, not_for_you: "new_customers_only" };
    const limit = limitOf.get(o._id);
    // Codes issued to the customer leave the list once used up (issuedOffers).
    if (typeof o.customer_id !== "string" && limit && (usedOf.get(o._id) ?? 0) >= limit)
      return { ...o, not_for_you: "used" };
    return o;
  });
}

/** Hidden, live codes issued to this customer with uses left (grant uses plus scratched cards). */
async function issuedOffers(db: Db, now: Date, userId: string, shopIds?: string[]) {
  const [grants, cards] = await Promise.all([
    db.promoGrant.findMany({ where: { userId }, select: { promoId: true, uses: true } }),
    db.scratchCard.findMany({
      where: { userId, activatedAt: { not: null }, promoCode: { not: null } },
      select: { promoCode: true },
    }),
  ]);
  if (grants.length === 0 && cards.length === 0) return [];
  const promos = await db.promo.findMany({
    where: {
      hideFromPublic: true,
      expiresAt: { gt: now },
      OR: [{ id: { in: grants.map((g) => g.promoId) } }, { code: { in: cards.map((c) => c.promoCode!) } }],
    },
    select: offerSelect,
  });
  const inReach = shopIds ? new Set(shopIds) : null;
  const mine = promos.filter((p) => !inReach || p.shopId === null || inReach.has(p.shopId));
  if (mine.length === 0) return [];
  const used = await db.promoRedemption.groupBy({
    by: ["promoId"],
    where: { userId, promoId: { in: mine.map((p) => p.id) } },
    _count: { _all: true },
  });
  const usedBy = new Map(used.map((u) => [u.promoId, u._count._all]));
  return mine.filter((p) => {
    const uses =
      (grants.find((g) => g.promoId === p.id)?.uses ?? 0) + cards.filter((c) => c.promoCode === p.code).length;
    return (usedBy.get(p.id) ?? 0) < uses;
  });
}

/** The shops that own these stores (unknown ids are ignored). */
/**
 * The shops a /promo/list body narrows to: its category id (a shop, which must exist) and the
 * shops of its store ids; undefined (every shop) when it names neither.
 */
export async function offerShops(db: Db, body: PromoListBody): Promise<string[] | undefined> {
  if (body._id === undefined && body.storesIds === undefined) return undefined;
  const shops = body.storesIds ? await shopsOfStores(db, body.storesIds) : [];
  if (body._id !== undefined) {
    const shop = await db.shop.findUnique({ where: { id: body._id }, select: { id: true } });
    if (!shop) throw new AppError(ERROR_CODE.SHOP_NOT_FOUND);
    if (!shops.includes(shop.id)) shops.push(shop.id);
  }
  return shops;
}

export async function shopsOfStores(db: Db, storeIds: string[]): Promise<string[]> {
  const rows = await inChunks([...new Set(storeIds)], (ids) =>
    db.store.findMany({ where: { id: { in: ids } }, select: { shopId: true } }),
  );
  return [...new Set(rows.map((r) => r.shopId))];
}
