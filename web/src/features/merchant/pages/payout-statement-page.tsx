// /merchant/statements/payouts/:payoutId: one payout's statement: its status and transfer
// reference, the orders it paid with their money columns, and its CSV and PDF files.
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import type { PayoutStatement } from "@contract/merchant-statements";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { formatOrderDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStatements";
import { MoneyTable } from "../statements/money-table";
import { payoutStatusKey } from "../statements/payout-list";
import { STATEMENTS_PATH } from "../statements/paths";
import { statementsApi, type StatementFile } from "../statements/statements-api";
import kit from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";
import styles from "../statements/statements.module.css";

export default function PayoutStatementPage() {
  const { t } = useTranslation();
  const { payoutId = "" } = useParams();
  const [search] = useSearchParams();
  const shopId = search.get("shop_id") ?? undefined;
  const [statement, setStatement] = useState<PayoutStatement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<StatementFile | null>(null);
  useDocumentTitle(t("merchantStatements.payouts.title"));

  useConsoleLoad((live) => {
    statementsApi
      .payout(payoutId, shopId)
      .then((s) => live() && setStatement(s))
      .catch((err: Error) => live() && setError(err.message));
  }, [payoutId, shopId]);

  async function download(kind: StatementFile) {
    setBusy(kind);
    setError(null);
    try {
      await statementsApi.download(kind, { shop_id: shopId }, payoutId);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  const payout = statement?.payout;
  return (
    <div className={styles.page}>
      <p>
        <Link to={STATEMENTS_PATH}>{t("merchantStatements.payout.back")}</Link>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {!statement || !payout ? (
        !error && <Loader label={t("merchantStatements.loading")} />
      ) : (
        <>
          <h1>{t("merchantStatements.payout.title", { amount: formatRupees(payout.amount) })}</h1>
          <dl className={kit.hint}>
            <dt>{t("merchantStatements.payouts.status")}</dt>
            <dd>{t(payoutStatusKey(payout.status), { defaultValue: payout.status })}</dd>
            <dt>{t("merchantStatements.payouts.reference")}</dt>
            <dd>{payout.transfer_id ?? "—"}</dd>
            <dd>{t("merchantStatements.payouts.created", { date: formatOrderDate(payout.created_at) })}</dd>
            {payout.processed_at && (
              <dd>{t("merchantStatements.payout.processedAt", { date: formatOrderDate(payout.processed_at) })}</dd>
            )}
            {payout.failure_reason && (
              <dd>{t("merchantStatements.payout.failure", { reason: payout.failure_reason })}</dd>
            )}
          </dl>
          <div className={kit.actions}>
            <Button variant="secondary" loading={busy === "csv"} onClick={() => void download("csv")}>
              {t("merchantStatements.downloadCsv")}
            </Button>
            <Button variant="secondary" loading={busy === "pdf"} onClick={() => void download("pdf")}>
              {t("merchantStatements.downloadPdf")}
            </Button>
          </div>
          <section className={kit.section} aria-labelledby="payout-orders">
            <h2 id="payout-orders">{t("merchantStatements.payout.orders")}</h2>
            {statement.orders.length === 0 ? (
              <p>{t("merchantStatements.payout.noOrders")}</p>
            ) : (
              <MoneyTable
                caption={t("merchantStatements.payout.orders")}
                first="merchantStatements.columns.order"
                rows={statement.orders.map((o) => ({ ...o, key: o.order_id, label: `#${o.order_no}` }))}
                totals={statement.totals}
                showOrders={false}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
