// The shop's order-relevant settings as the spec names them (part 2 section 3): cash on delivery
// for local and other-location customers, and the local delivery window. One reading of the
// store settings for the checkout's rule and for every answer that carries the shop.
import type { Shop } from "../../generated/prisma/client";
import type { ShopCodFields, ShopOrderFields } from "../../contract/shops";
import { toRupees } from "../../lib/money";

export type CodShop = Pick<
  Shop,
  | "shopGroup"
  | "isCod"
  | "isCodLimit"
  | "codLimitType"
  | "codLimit"
  | "otherIsCod"
  | "otherIsCodLimit"
  | "otherCodLimitType"
  | "otherCodLimit"
>;

/** Whether cash on delivery is offered and the most cash it collects (paise; null = no limit). */
export type CodRule = { enabled: boolean; limit: number | null };

const rule = (enabled: boolean, limited: boolean, limitType: string, limit: number): CodRule => ({
  enabled,
  limit: enabled && limited && limitType === "limit" ? limit : null,
});

export const localCodRule = (s: CodShop): CodRule => rule(s.isCod, s.isCodLimit, s.codLimitType, s.codLimit);
export const otherCodRule = (s: CodShop): CodRule =>
  rule(s.otherIsCod, s.otherIsCodLimit, s.otherCodLimitType, s.otherCodLimit);

/** The rule checkout applies: other-location (global, never private) shops use their 'other location' settings. */
export const codRule = (s: CodShop): CodRule => (s.shopGroup === "global" ? otherCodRule(s) : localCodRule(s));

const codFields = (r: CodRule): ShopCodFields => ({
  is_cod: r.enabled,
  is_cod_limit: r.limit === null ? 0 : toRupees(r.limit),
  is_cod_limit_type: r.limit === null ? "none" : "limit",
});

/** Shop times of day on the shop clock: India wall-clock milliseconds after midnight written as UTC. */
export const shopClock = (minutesAfterMidnight: number) => minutesAfterMidnight * 60_000;

export function shopOrderFields(
  s: CodShop & Pick<Shop, "deliveryLocalFrom" | "deliveryLocalTo">,
): ShopOrderFields {
  return {
    ...codFields(codRule(s)),
    settings: { general: { delivery: { local: codFields(localCodRule(s)), other: codFields(otherCodRule(s)) } } },
    delivery_local_from: shopClock(s.deliveryLocalFrom),
    delivery_local_to: shopClock(s.deliveryLocalTo),
  };
}
