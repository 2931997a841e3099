// /ops/payouts (Admin): the payouts to the shops (shop, amount, status, transfer, when created and
// processed), the reconciliation against the payment provider's transfers with every difference
// ("no differences" when they agree), a retry of a created or held payout and a run of the payout
// job now; then the cash on delivery not yet handed over per shop (cod-held.tsx) and the check of
// the orders' money (money-reconciliation.tsx). A refusal shows the
// server's own message (either language).
import { useState } from "react";
import type { OpsPayoutView } from "@contract/payouts";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/lib/i18n/texts/opsPayouts";
import { payoutsOpsApi, type OpsPayoutList, type Reconciliation } from "../payouts-api";
import styles from "./desk.module.css";
import { MoneyReconciliationSection } from "./money-reconciliation";
import { CodHeldSection } from "./cod-held";

const failure = (e: unknown) => (e instanceof Error ? e.message : String(e));
const paise = (amount: number | null) => (amount === null ? "—" : formatRupees(amount / 100));
/** A payout the server asks the provider about again: no transfer yet, or a transfer still on hold. */
export const retryable = (p: Pick<OpsPayoutView, "status">) => p.status === "created" || p.status === "on_hold";

export default function OpsPayoutsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("opsPayouts.title"));
  const [list, setList] = useState<OpsPayoutList | null>(null);
  const [recon, setRecon] = useState<Reconciliation | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useConsoleLoad((live) => {
    setFailed(false);
    Promise.all([payoutsOpsApi.list(), payoutsOpsApi.reconciliation()]).then(
      ([l, r]) => {
        if (!live()) return;
        setList(l);
        setRecon(r);
      },
      () => live() && setFailed(true),
    );
  }, [round]);

  const act = async (name: string, call: () => Promise<string>) => {
    setBusy(name);
    setActionError(null);
    setNotice(null);
    try {
      setNotice(await call());
      setRound((r) => r + 1);
    } catch (e) {
      setActionError(failure(e));
    } finally {
      setBusy(null);
    }
  };

  const runNow = () =>
    act("run", async () => {
      const r = await payoutsOpsApi.run();
      return t("opsPayouts.ran", {
        created: r.payouts_created,
        transfers: r.transfers_made,
        released: r.released,
        failed: r.failed,
      });
    });

  const retry = (p: OpsPayoutView) =>
    act(p.id, async () => {
      const after = await payoutsOpsApi.retry(p.id);
      return t("opsPayouts.retried", { id: after.id, status: t(`opsPayouts.statuses.${after.status}`) });
    });

  return (
    <div className={styles.page}>
      <h1>{t("opsPayouts.title")}</h1>
      <p className={styles.lead}>{t("opsPayouts.lead")}</p>
      <div className={styles.toolbar}>
        <Button onClick={() => void runNow()} loading={busy === "run"}>
          {t("opsPayouts.run")}
        </Button>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {actionError && <Alert tone="error">{actionError}</Alert>}
      {failed ? (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={() => setRound((r) => r + 1)}>
              {t("opsPayouts.retry")}
            </Button>
          }
        >
          {t("opsPayouts.failed")}
        </Alert>
      ) : !list || !recon ? (
        <Loader label={t("opsPayouts.loading")} />
      ) : (
        <>
          <section aria-labelledby="reconciliation">
            <h2 id="reconciliation">{t("opsPayouts.reconciliation")}</h2>
            <p className={styles.muted}>
              {t("opsPayouts.summary", {
                payouts: recon.payouts,
                paid: paise(recon.paid),
                transfers: recon.transfers,
                transferred: paise(recon.transferred),
                at: formatOrderDate(recon.checked_at),
              })}
            </p>
            {recon.differences.length === 0 ? (
              <Alert tone="success">{t("opsPayouts.clean")}</Alert>
            ) : (
              <table className={styles.table} aria-label={t("opsPayouts.differences")}>
                <thead>
                  <tr>
                    <th>{t("opsPayouts.kind")}</th>
                    <th>{t("opsPayouts.payout")}</th>
                    <th>{t("opsPayouts.transfer")}</th>
                    <th>{t("opsPayouts.payoutAmount")}</th>
                    <th>{t("opsPayouts.transferAmount")}</th>
                    <th>{t("opsPayouts.detail")}</th>
                  </tr>
                </thead>
                <tbody>
                  {recon.differences.map((d, n) => (
                    <tr key={n}>
                      <td>{t(`opsPayouts.problems.${d.problem}`)}</td>
                      <td>{d.payout_id ?? "—"}</td>
                      <td>{d.transfer_id ?? "—"}</td>
                      <td>{paise(d.payout_amount)}</td>
                      <td>{paise(d.transfer_amount)}</td>
                      <td>{d.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="payouts">
            <h2 id="payouts">{t("opsPayouts.payouts")}</h2>
            {list.items.length === 0 ? (
              <p>{t("opsPayouts.empty")}</p>
            ) : (
              <>
                <p className={styles.muted}>{t("opsPayouts.total", { count: list.total })}</p>
                <table className={styles.table} aria-label={t("opsPayouts.payouts")}>
                  <thead>
                    <tr>
                      <th>{t("opsPayouts.shop")}</th>
                      <th>{t("opsPayouts.amount")}</th>
                      <th>{t("opsPayouts.status")}</th>
                      <th>{t("opsPayouts.transfer")}</th>
                      <th>{t("opsPayouts.account")}</th>
                      <th>{t("opsPayouts.created")}</th>
                      <th>{t("opsPayouts.processed")}</th>
                      <th>{t("opsPayouts.actions")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.items.map((p) => (
                      <tr key={p.id} aria-label={`${p.shop_name} · ${p.id}`}>
                        <td>{p.shop_name}</td>
                        <td>{paise(p.amount)}</td>
                        <td>
                          <Badge tone={p.status === "processed" ? "primary" : p.status === "failed" || p.status === "reversed" ? "danger" : "neutral"}>
                            {t(`opsPayouts.statuses.${p.status}`)}
                          </Badge>
                          {p.failure_reason && <div className={styles.muted}>{p.failure_reason}</div>}
                        </td>
                        <td>{p.transfer_id ?? "—"}</td>
                        <td>
                          {p.bank_name} ••{p.account_last4}
                        </td>
                        <td>{formatOrderDate(p.created_at)}</td>
                        <td>{p.processed_at ? formatOrderDate(p.processed_at) : "—"}</td>
                        <td>
                          {retryable(p) && (
                            <Button variant="secondary" loading={busy === p.id} onClick={() => void retry(p)}>
                              {t("opsPayouts.retryPayout")}
                            </Button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </section>
        </>
      )}
      <CodHeldSection />
      <MoneyReconciliationSection />
    </div>
  );
}
