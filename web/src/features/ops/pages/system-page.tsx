// /ops/system (Admin): the system at a glance for staff without dashboards: each job's last run,
// success, failure and next run (late or failing marked) and which server holds the job lock; the
// webhook outbox (waiting, oldest) and the shops whose webhooks fail with their last answer; payouts
// waiting, held and failed and the last check of the orders' money (a link to Payouts); the errors
// of the last hour by code; the answering server (uptime, versions, live streams, memory, database
// connections, transactions retried, read cache) and the database (kind, migrations).
import { useState } from "react";
import { Link } from "react-router-dom";
import type { OpsSystemView } from "@contract/ops-system";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/lib/i18n/texts/opsSystem";
import { opsPath } from "../paths";
import { systemOpsApi } from "../system-api";
import desk from "./desk.module.css";
import styles from "./system-page.module.css";

type Job = OpsSystemView["jobs"]["items"][number];
/** A fact with no value. */
const NONE = "—";

export default function OpsSystemPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("opsSystem.title"));
  const [view, setView] = useState<OpsSystemView | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useConsoleLoad(
    (live) => {
      setFailed(false);
      systemOpsApi.get().then(
        (v) => live() && setView(v),
        () => live() && setFailed(true),
      );
    },
    [round],
  );

  const when = (iso: string | null) => (iso ? formatOrderDate(iso) : t("opsSystem.never"));
  const duration = (seconds: number) =>
    seconds < 120
      ? t("opsSystem.duration.seconds", { count: Math.round(seconds) })
      : seconds < 2 * 3600
        ? t("opsSystem.duration.minutes", { count: Math.round(seconds / 60) })
        : seconds < 2 * 86400
          ? t("opsSystem.duration.hours", { count: Math.round(seconds / 3600) })
          : t("opsSystem.duration.days", { count: Math.round(seconds / 86400) });
  const cacheLine = ({ hits, misses }: OpsSystemView["process"]["read_cache"]) =>
    hits + misses === 0
      ? t("opsSystem.process.cacheNone")
      : t("opsSystem.process.cacheValue", { hits, misses, ratio: Math.round((hits * 100) / (hits + misses)) });
  const jobState = (j: Job) =>
    j.late ? (
      <Badge tone="danger">{t("opsSystem.jobs.late")}</Badge>
    ) : j.failures_in_a_row > 0 ? (
      <Badge tone="danger">{t("opsSystem.jobs.failing")}</Badge>
    ) : (
      <Badge tone="primary">{t("opsSystem.jobs.ok")}</Badge>
    );

  if (failed)
    return (
      <div className={desk.page}>
        <h1>{t("opsSystem.title")}</h1>
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={() => setRound((r) => r + 1)}>
              {t("opsSystem.retry")}
            </Button>
          }
        >
          {t("opsSystem.failed")}
        </Alert>
      </div>
    );
  if (!view)
    return (
      <div className={desk.page}>
        <h1>{t("opsSystem.title")}</h1>
        <Loader label={t("opsSystem.loading")} />
      </div>
    );

  const { jobs, outbox, payouts, money, errors_last_hour: errors, process: proc, database } = view;
  const migrations = database.migrations;
  return (
    <div className={desk.page}>
      <h1>{t("opsSystem.title")}</h1>
      <p className={desk.lead}>{t("opsSystem.lead")}</p>
      <div className={desk.toolbar}>
        <Button variant="secondary" onClick={() => setRound((r) => r + 1)}>
          {t("opsSystem.refresh")}
        </Button>
        <span className={desk.muted}>{t("opsSystem.checkedAt", { at: formatOrderDate(view.checked_at) })}</span>
      </div>

      <section aria-labelledby="system-jobs" className={desk.page}>
        <h2 id="system-jobs">{t("opsSystem.jobs.title")}</h2>
        <p className={`${desk.muted} ${styles.wrap}`}>
          {jobs.lease_holder ? t("opsSystem.jobs.holder", { holder: jobs.lease_holder }) : t("opsSystem.jobs.noHolder")}
        </p>
        <ul className={`${desk.list} ${styles.grid}`} aria-label={t("opsSystem.jobs.title")}>
          {jobs.items.map((j) => (
            <li key={j.name} className={desk.card} aria-label={j.name}>
              <div className={desk.row}>
                <h3>{j.name}</h3>
                {jobState(j)}
              </div>
              <dl className={desk.facts}>
                <dt>{t("opsSystem.jobs.every")}</dt>
                <dd>{j.every_seconds ? duration(j.every_seconds) : NONE}</dd>
                <dt>{t("opsSystem.jobs.lastRun")}</dt>
                <dd>{when(j.last_run_at)}</dd>
                <dt>{t("opsSystem.jobs.lastOk")}</dt>
                <dd>{when(j.last_ok_at)}</dd>
                <dt>{t("opsSystem.jobs.nextRun")}</dt>
                <dd>{when(j.next_run_at)}</dd>
                {j.failures_in_a_row > 0 && (
                  <>
                    <dt>{t("opsSystem.jobs.failures")}</dt>
                    <dd>{j.failures_in_a_row}</dd>
                  </>
                )}
                {j.last_error && (
                  <>
                    <dt>{t("opsSystem.jobs.lastError")}</dt>
                    <dd className={styles.wrap}>{j.last_error}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.grid}>
        <section aria-labelledby="system-outbox" className={desk.card}>
          <h2 id="system-outbox">{t("opsSystem.outbox.title")}</h2>
          <dl className={desk.facts}>
            <dt>{t("opsSystem.outbox.depth")}</dt>
            <dd>{outbox.depth}</dd>
            <dt>{t("opsSystem.outbox.oldest")}</dt>
            <dd>{outbox.oldest_age_seconds === null ? NONE : duration(outbox.oldest_age_seconds)}</dd>
          </dl>
        </section>

        <section aria-labelledby="system-payouts" className={desk.card}>
          <h2 id="system-payouts">{t("opsSystem.payouts.title")}</h2>
          <dl className={desk.facts}>
            <dt>{t("opsSystem.payouts.created")}</dt>
            <dd>{payouts.created}</dd>
            <dt>{t("opsSystem.payouts.onHold")}</dt>
            <dd>{payouts.on_hold}</dd>
            <dt>{t("opsSystem.payouts.failed")}</dt>
            <dd>{payouts.failed}</dd>
          </dl>
          <h3>{t("opsSystem.money.title")}</h3>
          {money ? (
            <>
              <p className={desk.muted}>{t("opsSystem.money.summary", { count: money.orders_checked, at: formatOrderDate(money.ran_at) })}</p>
              {money.mismatches === 0 ? (
                <p>{t("opsSystem.money.clean")}</p>
              ) : (
                <Alert tone="error">{t("opsSystem.money.found", { count: money.mismatches })}</Alert>
              )}
            </>
          ) : (
            <p className={desk.muted}>{t("opsSystem.money.never")}</p>
          )}
          <p>
            <Link to={opsPath("payouts")}>{t("opsSystem.payouts.open")}</Link>
          </p>
        </section>
      </div>

      <section aria-labelledby="system-failing" className={desk.page}>
        <h2 id="system-failing">{t("opsSystem.outbox.failingShops")}</h2>
        {outbox.failing_shops.length === 0 ? (
          <p>{t("opsSystem.outbox.noFailures")}</p>
        ) : (
          <ul className={`${desk.list} ${styles.grid}`} aria-label={t("opsSystem.outbox.failingShops")}>
            {outbox.failing_shops.map((s) => (
              <li key={s.store_id} className={desk.card} aria-label={s.store_name}>
                <h3>{s.store_name}</h3>
                <dl className={desk.facts}>
                  <dt>{t("opsSystem.outbox.failed")}</dt>
                  <dd>{s.failed}</dd>
                  <dt>{t("opsSystem.outbox.retrying")}</dt>
                  <dd>{s.retrying}</dd>
                  <dt>{t("opsSystem.outbox.lastStatus")}</dt>
                  <dd>{s.last_status_code ?? NONE}</dd>
                  <dt>{t("opsSystem.outbox.lastError")}</dt>
                  <dd className={styles.wrap}>{s.last_error ?? NONE}</dd>
                  <dt>{t("opsSystem.outbox.lastAttempt")}</dt>
                  <dd>{when(s.last_attempt_at)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="system-errors" className={desk.page}>
        <h2 id="system-errors">{t("opsSystem.errors.title")}</h2>
        {errors.length === 0 ? (
          <p>{t("opsSystem.errors.none")}</p>
        ) : (
          <div className={styles.scroll}>
            <table className={desk.table} aria-label={t("opsSystem.errors.title")}>
              <thead>
                <tr>
                  <th>{t("opsSystem.errors.code")}</th>
                  <th>{t("opsSystem.errors.count")}</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((e) => (
                  <tr key={e.code}>
                    <td className={styles.wrap}>{e.code}</td>
                    <td>{e.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="system-process" className={desk.card}>
        <h2 id="system-process">{t("opsSystem.process.title")}</h2>
        <dl className={desk.facts}>
          <dt>{t("opsSystem.process.id")}</dt>
          <dd className={styles.wrap}>{proc.id}</dd>
          <dt>{t("opsSystem.process.started")}</dt>
          <dd>{formatOrderDate(proc.started_at)}</dd>
          <dt>{t("opsSystem.process.uptime")}</dt>
          <dd>{duration(proc.uptime_seconds)}</dd>
          <dt>{t("opsSystem.process.version")}</dt>
          <dd>{proc.app_version}</dd>
          <dt>{t("opsSystem.process.node")}</dt>
          <dd>{proc.node_version}</dd>
          <dt>{t("opsSystem.process.streams")}</dt>
          <dd>{proc.streams_open}</dd>
          <dt>{t("opsSystem.process.memory")}</dt>
          <dd>{t("opsSystem.process.memoryValue", { mb: Math.round(proc.memory_rss_bytes / 1024 / 1024) })}</dd>
          <dt>{t("opsSystem.process.pool")}</dt>
          <dd>
            {proc.db_pool
              ? t("opsSystem.process.poolValue", { inUse: proc.db_pool.in_use, max: proc.db_pool.max, waiting: proc.db_pool.waiting })
              : t("opsSystem.process.poolNone")}
          </dd>
          <dt>{t("opsSystem.process.retries")}</dt>
          <dd>{proc.transaction_retries}</dd>
          <dt>{t("opsSystem.process.cache")}</dt>
          <dd>{cacheLine(proc.read_cache)}</dd>
          <dt>{t("opsSystem.process.database")}</dt>
          <dd>{t(`opsSystem.process.databases.${database.kind}`)}</dd>
          <dt>{t("opsSystem.process.migrations")}</dt>
          <dd className={styles.wrap}>
            {migrations ? (
              <>
                {t("opsSystem.process.migrationsSummary", { applied: migrations.applied, last: migrations.last ?? NONE })}
                {migrations.pending ? <div>{t("opsSystem.process.migrationsPending", { count: migrations.pending })}</div> : null}
                {migrations.failed ? <div>{t("opsSystem.process.migrationsFailed", { count: migrations.failed })}</div> : null}
              </>
            ) : (
              t("opsSystem.process.migrationsNone")
            )}
          </dd>
        </dl>
      </section>
    </div>
  );
}
