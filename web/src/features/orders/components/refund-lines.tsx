// The refunds of an order, one sentence each ('Refunded ₹x to Galli Cash', 'Refund of ₹x to your
// card: expected by 30/11/2026').
import type { RefundRecord } from "@contract/wallet";
import { ORDER_STATUS } from "@contract/orders-constants";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { refundText } from "@/lib/refund-text";
import styles from "./orders.module.css";

export function RefundLines({ refunds }: { refunds: RefundRecord[] }) {
  const { t } = useTranslation();
  if (refunds.length === 0) return null;
  return (
    <ul className={styles.refunds} aria-label={t("orderCare.billing.refunds")}>
      {refunds.map((r) => (
        <li key={r._id} className={r.status === "failed" ? styles.muted : undefined}>
          {refundText(r)}
        </li>
      ))}
    </ul>
  );
}

/** Closed before delivery: the order reads by its refunds rather than 'Total Paid'. */
export const closedUnfulfilled = (status: number) => status >= ORDER_STATUS.cancelled;
