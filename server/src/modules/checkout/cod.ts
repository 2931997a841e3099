// Cash on delivery (spec part 2 section 5): allowed when the shop enables it and, with a limit of
// type 'limit', the cash to collect is within it. Other-location shops that are not private use
// their 'other location' settings.
import { CHECKOUT_MESSAGES } from "../../contract/checkout";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { messageText } from "../../lib/message-templates";
import { codRule, type CodShop } from "../shops/public";

export { codRule, type CodRule } from "../shops/public";

/** `cash` is the amount to collect on delivery, paise. */
export const codAllowed = (shop: CodShop, cash: number): boolean => {
  const rule = codRule(shop);
  return rule.enabled && (rule.limit === null || cash <= rule.limit);
};

export function requireCod(shop: CodShop, cash: number) {
  if (!codAllowed(shop, cash)) {
    const rule = codRule(shop);
    const message =
      rule.enabled && rule.limit !== null
        ? messageText("codUpTo", { amount: (rule.limit / 100).toFixed(2) })
        : CHECKOUT_MESSAGES.codUnavailable;
    throw new AppError(ERROR_CODE.COD_NOT_ALLOWED, message);
  }
}
