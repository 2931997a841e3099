// One sentence per refund, the same on the order and on the Payments page: where the money went or
// goes, and when it should arrive, in the language shown. Dates in India time (DD/MM/YYYY).
import type { RefundRecord } from "@contract/wallet";
import { formatOfferDate } from "./dates";
import { i18n } from "@/lib/i18n";
import "@/lib/i18n/texts/refunds";
import { formatRupees } from "./money";

export const refundDestination = (r: Pick<RefundRecord, "method">): string => i18n.t(`refunds.to.${r.method}`);

export function refundText(r: RefundRecord): string {
  const amount = formatRupees(r.amount);
  const to = refundDestination(r);
  if (r.destination === "wallet") return i18n.t("refunds.toGalliCash", { amount });
  if (r.destination === "cash") return i18n.t("refunds.notCharged", { amount });
  if (r.status === "processed") return i18n.t("refunds.processed", { amount, to });
  if (r.status === "failed")
    return r.failure_reason
      ? i18n.t("refunds.failedBecause", { amount, to, reason: r.failure_reason })
      : i18n.t("refunds.failed", { amount, to });
  return i18n.t("refunds.expected", { amount, to, date: formatOfferDate(r.expected_by ?? r.created_at) });
}

/** A refund's status in the language shown. */
export const refundStatusLabel = (status: RefundRecord["status"]): string => i18n.t(`refunds.status.${status}`);
