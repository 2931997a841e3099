// The Payouts page's check of the orders' money (/ops/api/money-reconciliation): when it last ran
// and how (the hourly job or this console), how many closed and delivered orders it checked, every
// mismatch (order number, what disagrees, expected and recorded rupees), and a button to run it now.
import { useState } from "react";
import type { MoneyReconciliationView } from "@contract/ledger";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import "@/lib/i18n/texts/opsPayouts";
import { payoutsOpsApi } from "../payouts-api";
import styles from "./desk.module.css";

const failure = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function MoneyReconciliationSection() {
  const { t } = useTranslation();
  const [last, setLast] = useState<MoneyReconciliationView | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useConsoleLoad((live) => {
    setFailed(false);
    payoutsOpsApi.money().then(
      (r) => live() && setLast(r),
      () => live() && setFailed(true),
    );
  }, [round]);

  const runNow = async () => {
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      const r = await payoutsOpsApi.runMoney();
      setLast(r);
      setNotice(t("opsPayouts.money.ran", { count: r.orders_checked, mismatches: r.mismatches }));
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="money-reconciliation">
      <h2 id="money-reconciliation">{t("opsPayouts.money.title")}</h2>
      <p className={styles.muted}>{t("opsPayouts.money.lead")}</p>
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={() => void runNow()} loading={busy}>
          {t("opsPayouts.money.run")}
        </Button>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {failed ? (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={() => setRound((r) => r + 1)}>
              {t("opsPayouts.retry")}
            </Button>
          }
        >
          {t("opsPayouts.money.failed")}
        </Alert>
      ) : last === undefined ? (
        <Loader label={t("opsPayouts.money.loading")} />
      ) : last === null ? (
        <p>{t("opsPayouts.money.never")}</p>
      ) : (
        <>
          <p className={styles.muted}>
            {t("opsPayouts.money.summary", {
              count: last.orders_checked,
              at: formatOrderDate(last.ran_at),
              by: t(last.trigger === "ops" ? "opsPayouts.money.byOps" : "opsPayouts.money.byJob"),
            })}
          </p>
          {last.mismatches === 0 ? (
            <Alert tone="success">{t("opsPayouts.money.clean")}</Alert>
          ) : (
            <>
              <Alert tone="error">{t("opsPayouts.money.found", { count: last.mismatches })}</Alert>
              <table className={styles.table} aria-label={t("opsPayouts.money.mismatches")}>
                <thead>
                  <tr>
                    <th>{t("opsPayouts.money.order")}</th>
                    <th>{t("opsPayouts.money.check")}</th>
                    <th>{t("opsPayouts.money.expected")}</th>
                    <th>{t("opsPayouts.money.actual")}</th>
                    <th>{t("opsPayouts.money.detail")}</th>
                  </tr>
                </thead>
                <tbody>
                  {last.findings.map((f, n) => (
                    <tr key={n}>
                      <td>{f.order_number}</td>
                      <td>{t(`opsPayouts.money.checks.${f.check}`)}</td>
                      <td>{formatRupees(f.expected)}</td>
                      <td>{formatRupees(f.actual)}</td>
                      <td>{f.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
    </section>
  );
}
