// The Payments page's Galli Cash: the balance and the statement (every credit and debit, newest
// first, with the order it is for and when), with 'Show more' for older entries.
import { WALLET_ENTRY_LABELS } from "@contract/wallet-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { formatOrderDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { selectPayments, statementMoreRequested } from "../slice";
import styles from "./payments.module.css";

const signed = (amount: number) => (amount < 0 ? `-${formatRupees(-amount)}` : `+${formatRupees(amount)}`);

export function GalliCashSection() {
  const dispatch = useAppDispatch();
  const { balance, statement, more } = useAppSelector(selectPayments);
  return (
    <section className={styles.section} aria-labelledby="galli-cash">
      <h2 id="galli-cash">Galli Cash</h2>
      <p className={styles.balance} aria-label="Galli Cash balance">
        {balance === null ? "—" : formatRupees(balance)}
      </p>
      <p className={styles.muted}>Refunds to Galli Cash arrive instantly and can pay for your next order.</p>
      <h3 id="galli-cash-statement">Statement</h3>
      {statement && statement.entries.length === 0 && <p className={styles.muted}>No Galli Cash movements yet.</p>}
      <ul className={styles.list} aria-labelledby="galli-cash-statement">
        {statement?.entries.map((e) => (
          <li key={e._id} className={styles.entry}>
            <span>
              <strong>{WALLET_ENTRY_LABELS[e.type] ?? e.type}</strong>
              {e.order && <span> · Order ID {e.order.order_id}</span>}
              <br />
              <span className={styles.muted}>
                {e.note ? `${e.note} · ` : ""}
                {formatOrderDate(e.date)}
              </span>
            </span>
            <span className={e.amount < 0 ? styles.debit : styles.credit}>
              {signed(e.amount)}
              <br />
              <span className={styles.muted}>Balance {formatRupees(e.balance_after)}</span>
            </span>
          </li>
        ))}
      </ul>
      {statement && statement.entries.length < statement.count && (
        <div>
          <Button
            variant="secondary"
            disabled={more.status === "sending"}
            onClick={() => dispatch(statementMoreRequested())}
          >
            Show more
          </Button>
        </div>
      )}
    </section>
  );
}
