// The order screens' texts that depend on an order's state, in the language shown (status.ts keeps
// the English the sagas use; this file loads with the screens, so /home does not carry these texts).
import type { OrderProduct } from "@contract/orders";
import { ESCALATION_STATUS } from "@contract/orders-constants";
import { i18n } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { escalationCounts } from "../status";

/** "3 more day(s) left", or "N/A" once the replacement window is over. */
export const replacementWindowLabel = (days: number): string =>
  days > 0 ? i18n.t("orderCare.history.daysLeft", { count: days }) : i18n.t("orderCare.history.notApplicable");

/** The name of a product's escalation status (empty when it has none). */
export function escalationLabel(status: number): string {
  if (status < ESCALATION_STATUS.requested || status > ESCALATION_STATUS.closed) return "";
  return i18n.t(`orderCare.escalation.e${status as 1 | 2 | 3 | 4 | 5 | 6 | 7}`);
}

/** A sentence for each kind of request the order's products are under. */
export function escalationTexts(products: OrderProduct[]): string[] {
  const { replacement, undelivered, refund } = escalationCounts(products);
  const out: string[] = [];
  if (replacement) out.push(i18n.t("orderCare.view.replacementFor", { count: replacement }));
  if (undelivered) out.push(i18n.t("orderCare.view.undeliveredFor", { count: undelivered }));
  if (refund) out.push(i18n.t("orderCare.view.refundFor", { count: refund }));
  return out;
}
