// A statement's table: one row per day (or per order of a payout) with the money columns and a
// total row. On a phone the table scrolls sideways inside its own focusable region.
import type { ReactNode } from "react";
import type { StatementMoney } from "@contract/merchant-statements";
import { formatRupees } from "@/lib/money";
import { useTranslation, type TranslationKey } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStatements";
import styles from "./statements.module.css";

type MoneyKey = Exclude<keyof StatementMoney, "orders">;
const MONEY: { key: MoneyKey; label: TranslationKey }[] = [
  { key: "gross", label: "merchantStatements.columns.gross" },
  { key: "refunds", label: "merchantStatements.columns.refunds" },
  { key: "cod_cash", label: "merchantStatements.columns.codCash" },
  { key: "commission", label: "merchantStatements.columns.commission" },
  { key: "gateway_fee", label: "merchantStatements.columns.gatewayFee" },
  { key: "tcs", label: "merchantStatements.columns.tcs" },
  { key: "net", label: "merchantStatements.columns.net" },
  { key: "paid_out", label: "merchantStatements.columns.paidOut" },
];

export type MoneyRow = Partial<StatementMoney> & { key: string; label: ReactNode };

export function MoneyTable({
  caption,
  first,
  rows,
  totals,
  showOrders,
}: {
  caption: string;
  /** The first column's heading (date or order). */
  first: TranslationKey;
  rows: MoneyRow[];
  totals: Partial<StatementMoney>;
  showOrders: boolean;
}) {
  const { t } = useTranslation();
  const columns = MONEY.filter((c) => totals[c.key] !== undefined);
  const cell = (value: number | undefined) => (value === undefined ? "" : formatRupees(value));
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(first)}</th>
            {showOrders && <th scope="col">{t("merchantStatements.columns.orders")}</th>}
            {columns.map((c) => (
              <th scope="col" key={c.key}>
                {t(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {showOrders && <td>{row.orders}</td>}
              {columns.map((c) => (
                <td key={c.key}>{cell(row[c.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("merchantStatements.total")}</th>
            {showOrders && <td>{totals.orders}</td>}
            {columns.map((c) => (
              <td key={c.key}>{cell(totals[c.key])}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
