// The Payments page's Galli Cash: the balance and the statement (every credit and debit, newest
// first, with the order it is for and when), with 'Show more' for older entries.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payments";
import { formatRupees } from "@/lib/money";
import { selectPayments, statementMoreRequested } from "../slice";
import styles from "./payments.module.css";

const ENTRY_TYPES = ["order", "refund", "cashback", "scratch", "adjustment"] as const;
const isEntryType = (type: string): type is (typeof ENTRY_TYPES)[number] =>
  (ENTRY_TYPES as readonly string[]).includes(type);

const signed = (amount: number) => (amount < 0 ? `-${formatRupees(-amount)}` : `+${formatRupees(amount)}`);

export function GalliCashSection() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { balance, statement, more } = useAppSelector(selectPayments);
  return (
    <section className={styles.section} aria-labelledby="galli-cash">
      <h2 id="galli-cash">{t("checkout.summary.wallet")}</h2>
      <p className={styles.balance} aria-label={t("payments.cash.balance")}>
        {balance === null ? "—" : formatRupees(balance)}
      </p>
      <p className={styles.muted}>{t("payments.cash.about")}</p>
      <h3 id="galli-cash-statement">{t("payments.cash.statement")}</h3>
      {statement && statement.entries.length === 0 && <p className={styles.muted}>{t("payments.cash.empty")}</p>}
      <ul className={styles.list} aria-labelledby="galli-cash-statement">
        {statement?.entries.map((e) => (
          <li key={e._id} className={styles.entry}>
            <span>
              <strong>{isEntryType(e.type) ? t(`payments.cash.entry.${e.type}`) : e.type}</strong>
              {e.order && <span> · {t("payments.orderId", { id: e.order.order_id })}</span>}
              <br />
              <span className={styles.muted}>
                {e.note ? `${e.note} · ` : ""}
                {formatOrderDate(e.date)}
              </span>
            </span>
            <span className={e.amount < 0 ? styles.debit : styles.credit}>
              {signed(e.amount)}
              <br />
              <span className={styles.muted}>
                {t("payments.cash.balanceAfter", { amount: formatRupees(e.balance_after) })}
              </span>
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
            {t("payments.cash.more")}
          </Button>
        </div>
      )}
    </section>
  );
}
