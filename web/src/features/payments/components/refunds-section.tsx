// The Payments page's refunds: every refund with where it goes, its state and when it should arrive.
import { useAppSelector } from "@/app/hooks";
import { formatOrderDate } from "@/lib/dates";
import { REFUND_STATUS_LABELS, refundText } from "@/lib/refund-text";
import { selectPayments } from "../slice";
import styles from "./payments.module.css";

export function RefundsSection() {
  const { refunds } = useAppSelector(selectPayments);
  if (!refunds) return null;
  return (
    <section className={styles.section} aria-labelledby="refunds">
      <h2 id="refunds">Refunds</h2>
      {refunds.length === 0 && <p className={styles.muted}>No refunds yet.</p>}
      <ul className={styles.list} aria-labelledby="refunds">
        {refunds.map((r) => (
          <li key={r._id} className={styles.entry}>
            <span>
              <strong>{refundText(r)}</strong>
              <br />
              <span className={styles.muted}>
                {r.order ? `Order ID ${r.order.order_id} · ` : ""}
                Requested {formatOrderDate(r.created_at)}
              </span>
            </span>
            <span className={styles.status}>{REFUND_STATUS_LABELS[r.status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
