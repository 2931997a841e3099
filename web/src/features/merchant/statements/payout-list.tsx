// The payouts of a statement's range: amount, status, transfer reference, a link to its statement.
import { Link } from "react-router-dom";
import type { PayoutSummary } from "@contract/merchant-statements";
import { formatRupees } from "@/lib/money";
import { useTranslation, type TranslationKey } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStatements";
import { formatOrderDate } from "@/lib/dates";
import { payoutPath } from "./paths";
import styles from "./statements.module.css";

export const payoutStatusKey = (status: string) => `merchantStatements.payoutStatus.${status}` as TranslationKey;

export function PayoutList({ payouts, shopId }: { payouts: PayoutSummary[]; shopId: string }) {
  const { t } = useTranslation();
  if (!payouts.length) return <p>{t("merchantStatements.payouts.none")}</p>;
  return (
    <ul className={styles.payouts}>
      {payouts.map((p) => (
        <li key={p.payout_id} className={styles.payout} aria-label={formatRupees(p.amount)}>
          <dl>
            <div>
              <dt>{t("merchantStatements.payouts.amount")}</dt>
              <dd>{formatRupees(p.amount)}</dd>
            </div>
            <div>
              <dt>{t("merchantStatements.payouts.status")}</dt>
              <dd>{t(payoutStatusKey(p.status), { defaultValue: p.status })}</dd>
            </div>
            <div>
              <dt>{t("merchantStatements.payouts.reference")}</dt>
              <dd>{p.transfer_id ?? "—"}</dd>
            </div>
            <div>
              <dt className="visually-hidden">{t("merchantStatements.columns.date")}</dt>
              <dd>{t("merchantStatements.payouts.created", { date: formatOrderDate(p.created_at) })}</dd>
            </div>
          </dl>
          <Link to={payoutPath(p.payout_id, shopId)}>{t("merchantStatements.payouts.open")}</Link>
        </li>
      ))}
    </ul>
  );
}
