// Live offers: not expired, not hidden from the public, not used up (max_limit reached).
import type { Db } from "../../lib/db";
import { toRupees } from "../../lib/money";
import { inChunks } from "../../lib/chunks";
import type { Offer } from "../../contract/promo";
import { OFFER_TYPE, PROMO_CUSTOMER_SCOPE, PROMO_VALUE_TYPE } from "../../contract/promo";

export const MAX_OFFERS = 100;

const offerSelect = {
  id: true,
  code: true,
  title: true,
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

export function toOffer(p: Row): Offer {
  const percent = p.valueType === PROMO_VALUE_TYPE.percent;
  return {
    _id: p.id,
    category_id: p.shopId,
    shop_name: p.shop?.displayName ?? null,
    shop_icon: p.shop?.image ?? null,
    promo_code: p.code,
    promo_title: p.title,
    expiry_date: p.expiresAt.toISOString(),
    hide_from_public: p.hideFromPublic,
    customer_id: null,
    code_pro_obj: {
      value_type: percent ? 2 : 1,
      offer_type: p.offerType === OFFER_TYPE.cashback ? OFFER_TYPE.cashback : OFFER_TYPE.discount,
      code_value: percent ? p.codeValue : toRupees(p.codeValue),
      price_limit: toRupees(p.priceLimit),
    },
    min_purchase_enable: p.minPurchaseEnable,
    min_purchase_obj: {
      type: p.minPurchaseType,
      value: p.minPurchaseType === 1 ? toRupees(p.minPurchaseValue) : p.minPurchaseValue,
    },
    limited_users_per_day: p.limitedUsersPerDay,
    applicable_only_for_new_customer: p.customerScope === PROMO_CUSTOMER_SCOPE.newCustomers,
    max_limit: p.maxLimit,
  };
}

/** Live offers, soonest to expire first. `shopIds` narrows to those shops plus Galli-wide offers. */
export async function liveOffers(db: Db, now: Date, shopIds?: string[]): Promise<Offer[]> {
  const live = { expiresAt: { gt: now }, hideFromPublic: false };
  const orderBy = [{ expiresAt: "asc" as const }, { code: "asc" as const }];
  const rows = !shopIds
    ? await db.promo.findMany({ where: live, select: offerSelect, orderBy })
    : [
        ...(await db.promo.findMany({ where: { ...live, shopId: null }, select: offerSelect, orderBy })),
        ...(await inChunks(shopIds, (ids) =>
          db.promo.findMany({ where: { ...live, shopId: { in: ids } }, select: offerSelect, orderBy }),
        )),
      ].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || (a.code < b.code ? -1 : 1));
  return rows
    .filter((r) => r.maxLimit === 0 || r._count.redemptions < r.maxLimit)
    .slice(0, MAX_OFFERS)
    .map(toOffer);
}

/** The shops that own these stores (unknown ids are ignored). */
export async function shopsOfStores(db: Db, storeIds: string[]): Promise<string[]> {
  const rows = await inChunks([...new Set(storeIds)], (ids) =>
    db.store.findMany({ where: { id: { in: ids } }, select: { shopId: true } }),
  );
  return [...new Set(rows.map((r) => r.shopId))];
}
