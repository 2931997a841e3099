// The refunds of an order, one sentence each ('Refunded ₹x to Galli Cash', 'Refund of ₹x to your
// card: expected by 30/11/2026'), and what a closed order says of its money before any is recorded.
import type { RefundRecord } from "@contract/wallet";
import type { OrderListItem } from "@contract/orders";
import { ORDER_STATUS, PAYMENT_TYPE } from "@contract/orders-constants";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
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

/**
 * What a closed order (cancelled, rejected or denied before delivery) says about its money: its
 * refunds once recorded; before that (or when none was written), what was paid ahead and how it
 * comes back, never a blank or a sum that reads as if nothing was paid. Cash on delivery with
 * nothing paid ahead says so.
 */
export function ClosedOrderMoney({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  if (order.refunds.length > 0) return <RefundLines refunds={order.refunds} />;
  const cod = order.payment_type === PAYMENT_TYPE.cod;
  const wallet = order.wallet_amount ?? 0;
  const online = cod ? 0 : (order.online_amount ?? Math.max(0, order.amount - wallet));
  const paid = wallet + online;
  if (cod && paid === 0) return <p className={styles.total}>{t("orderCare.history.nothingPaid")}</p>;
  const amount = (value: number) => formatRupees(value).replace("₹", "₹ ");
  return (
    <>
      <p className={styles.total}>{t("orderCare.history.totalPaid", { amount: amount(paid) })}</p>
      <ul className={styles.refunds} aria-label={t("orderCare.billing.refunds")}>
        {wallet > 0 && <li>{t("orderCare.history.backToWallet", { amount: formatRupees(wallet) })}</li>}
        {online > 0 && <li>{t("orderCare.history.backOnline", { amount: formatRupees(online) })}</li>}
      </ul>
    </>
  );
}
