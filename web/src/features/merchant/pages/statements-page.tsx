// /merchant/statements: the shop's money per India day over a date range (the last 30 days at
// first), its payouts (each opens its own statement), the monthly TCS, and the CSV and PDF files.
import { formatCalendarDay } from "@/lib/dates";
import { useState, type FormEvent } from "react";
import type { DailyStatement, TcsSummary } from "@contract/merchant-statements";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { formatRupees } from "@/lib/money";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStatements";
import { MoneyTable } from "../statements/money-table";
import { PayoutList } from "../statements/payout-list";
import { TcsTable } from "../statements/tcs-table";
import { statementsApi, type StatementFile, type StatementRange } from "../statements/statements-api";
import kit from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";
import styles from "../statements/statements.module.css";

export default function StatementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("merchantStatements.title"));
  const [range, setRange] = useState<StatementRange>({});
  const [draft, setDraft] = useState<{ from: string; to: string }>({ from: "", to: "" });
  const [statement, setStatement] = useState<DailyStatement | null>(null);
  const [tcs, setTcs] = useState<TcsSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<StatementFile | null>(null);
  const [attempt, setAttempt] = useState(0);

  useConsoleLoad((live) => {
    setError(null);
    Promise.all([statementsApi.daily(range), statementsApi.tcs(range.shop_id)])
      .then(([daily, months]) => {
        if (!live()) return;
        setStatement(daily);
        setTcs(months);
        setDraft({ from: daily.from, to: daily.to });
      })
      .catch((err: Error) => live() && setError(err.message));
  }, [range, attempt]);

  const shown: StatementRange = statement
    ? { shop_id: statement.shop.shop_id, from: statement.from, to: statement.to }
    : range;

  function submit(event: FormEvent) {
    event.preventDefault();
    setRange({ ...range, from: draft.from || undefined, to: draft.to || undefined });
  }

  async function download(kind: StatementFile) {
    setBusy(kind);
    setError(null);
    try {
      await statementsApi.download(kind, shown);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.page}>
      <h1>{t("merchantStatements.title")}</h1>
      <p className={kit.hint}>{t("merchantStatements.lead")}</p>
      <form className={styles.toolbar} onSubmit={submit}>
        {statement && statement.shops.length > 1 && (
          <label className={styles.field}>
            {t("merchantStatements.shop")}
            <select value={statement.shop.shop_id} onChange={(e) => setRange({ ...range, shop_id: e.target.value })}>
              {statement.shops.map((s) => (
                <option key={s.shop_id} value={s.shop_id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.field}>
          {t("merchantStatements.from")}
          <input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label className={styles.field}>
          {t("merchantStatements.to")}
          <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <Button type="submit" variant="secondary">
          {t("merchantStatements.show")}
        </Button>
      </form>
      {error && (
        <Alert tone="error">
          {error}{" "}
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t("merchantStatements.retry")}
          </Button>
        </Alert>
      )}
      {!statement ? (
        !error && <Loader label={t("merchantStatements.loading")} />
      ) : (
        <>
          <p className={styles.balance}>
            {statement.balance >= 0
              ? t("merchantStatements.balance", { amount: formatRupees(statement.balance) })
              : t("merchantStatements.balanceOwed", { amount: formatRupees(-statement.balance) })}
          </p>
          {statement.cod_with_members > 0 && (
            <p className={styles.balance}>
              {t("merchantStatements.codWithMembers", { amount: formatRupees(statement.cod_with_members) })}
            </p>
          )}
          <section className={kit.section} aria-labelledby="statement-days">
            <h2 id="statement-days">{t("merchantStatements.byDay")}</h2>
            <div className={kit.actions}>
              <Button variant="secondary" loading={busy === "csv"} onClick={() => void download("csv")}>
                {t("merchantStatements.downloadCsv")}
              </Button>
              <Button variant="secondary" loading={busy === "pdf"} onClick={() => void download("pdf")}>
                {t("merchantStatements.downloadPdf")}
              </Button>
            </div>
            {statement.days.length === 0 ? (
              <p>{t("merchantStatements.noDays")}</p>
            ) : (
              <MoneyTable
                caption={t("merchantStatements.byDay")}
                first="merchantStatements.columns.date"
                rows={statement.days.map((d) => ({
                  ...d,
                  key: d.date,
                  label: <time dateTime={d.date}>{formatCalendarDay(d.date)}</time>,
                }))}
                totals={statement.totals}
                showOrders
              />
            )}
          </section>
          {statement.orders.length > 0 && (
            <section className={kit.section} aria-labelledby="statement-orders">
              <h2 id="statement-orders">{t("merchantStatements.byOrder")}</h2>
              <MoneyTable
                caption={t("merchantStatements.byOrder")}
                first="merchantStatements.columns.order"
                rows={statement.orders.map((o) => ({ ...o, key: o.order_id, label: `#${o.order_no} · ${formatCalendarDay(o.date)}` }))}
                totals={{ ...statement.totals, paid_out: undefined }}
                showOrders={false}
              />
            </section>
          )}
          <section className={kit.section} aria-labelledby="statement-payouts">
            <h2 id="statement-payouts">{t("merchantStatements.payouts.title")}</h2>
            <PayoutList payouts={statement.payouts} shopId={statement.shop.shop_id} />
          </section>
          <section className={kit.section} aria-labelledby="statement-tcs">
            <h2 id="statement-tcs">{t("merchantStatements.tcs.title")}</h2>
            <p className={kit.hint}>{t("merchantStatements.tcs.lead")}</p>
            {tcs && <TcsTable months={tcs.months} />}
          </section>
        </>
      )}
    </div>
  );
}
