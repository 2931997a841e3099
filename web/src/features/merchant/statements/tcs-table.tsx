// The monthly TCS summary: net taxable supplies and the 0.5% TCS Galli collected, per month.
import type { TcsMonth } from "@contract/merchant-statements";
import { formatRupees } from "@/lib/money";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStatements";
import styles from "./statements.module.css";

export function TcsTable({ months }: { months: TcsMonth[] }) {
  const { t } = useTranslation();
  const shown = months.filter((m) => m.orders > 0 || m.tcs !== 0 || m.net_taxable !== 0);
  if (!shown.length) return <p>{t("merchantStatements.tcs.none")}</p>;
  return (
    <div className={styles.scroll} role="region" aria-label={t("merchantStatements.tcs.title")} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t("merchantStatements.tcs.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("merchantStatements.tcs.month")}</th>
            <th scope="col">{t("merchantStatements.columns.orders")}</th>
            <th scope="col">{t("merchantStatements.tcs.netTaxable")}</th>
            <th scope="col">{t("merchantStatements.tcs.tcs")}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.month}</th>
              <td>{m.orders}</td>
              <td>{formatRupees(m.net_taxable)}</td>
              <td>{formatRupees(m.tcs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
