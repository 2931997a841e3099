// The Payments page's refunds: every refund with where it goes, its state and when it should arrive.
import { useAppSelector } from "@/app/hooks";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payments";
import { refundStatusLabel, refundText } from "@/lib/refund-text";
import { selectPayments } from "../slice";
import styles from "./payments.module.css";

export function RefundsSection() {
  const { refunds } = useAppSelector(selectPayments);
  const { t } = useTranslation();
  if (!refunds) return null;
  return (
    <section className={styles.section} aria-labelledby="refunds">
      <h2 id="refunds">{t("payments.refunds.title")}</h2>
      {refunds.length === 0 && <p className={styles.muted}>{t("payments.refunds.empty")}</p>}
      <ul className={styles.list} aria-labelledby="refunds">
        {refunds.map((r) => (
          <li key={r._id} className={styles.entry}>
            <span>
              <strong>{refundText(r)}</strong>
              <br />
              <span className={styles.muted}>
                {r.order ? `${t("payments.orderId", { id: r.order.order_id })} · ` : ""}
                {t("payments.refunds.requested", { date: formatOrderDate(r.created_at) })}
              </span>
            </span>
            <span className={styles.status}>{refundStatusLabel(r.status)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
