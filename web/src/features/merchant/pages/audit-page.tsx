// The audit log: every write staff made in the console, newest first, with before and after.
import { useEffect, useState } from "react";
import type { AuditEntryView } from "@contract/console-staff";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { currentLocale, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCore";
import { staffApi } from "../staff-api";
import styles from "@/components/console/console-audit.module.css";

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 2));

export default function AuditPage() {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<AuditEntryView[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async (before?: string) => {
    setBusy(true);
    try {
      const page = await staffApi.audit(before);
      setEntries((now) => [...(before ? (now ?? []) : []), ...page.entries]);
      setNext(page.next);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const time = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className={styles.page}>
      <h1>{t("merchantCore.audit.title")}</h1>
      <p className={styles.muted}>{t("merchantCore.audit.lead")}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {!entries ? (
        !error && <Loader label={t("merchantCore.loading")} />
      ) : entries.length === 0 ? (
        <p>{t("merchantCore.audit.empty")}</p>
      ) : (
        <ol className={styles.entries}>
          {entries.map((e) => (
            <li key={e.id} className={styles.entry}>
              <div className={styles.line}>
                <time dateTime={e.at}>{time.format(new Date(e.at))}</time>
                <span>
                  <span className="visually-hidden">{t("merchantCore.audit.who")}: </span>
                  <strong>{e.staff_name}</strong>
                </span>
                <code>{e.action}</code>
                <span className={styles.muted}>
                  {e.entity} {e.entity_id}
                </span>
              </div>
              <details>
                <summary>{t("merchantCore.audit.details")}</summary>
                <div className={styles.diff}>
                  <div>
                    <h3>{t("merchantCore.audit.before")}</h3>
                    <pre>{json(e.before)}</pre>
                  </div>
                  <div>
                    <h3>{t("merchantCore.audit.after")}</h3>
                    <pre>{json(e.after)}</pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      {next && (
        <Button variant="secondary" loading={busy} onClick={() => void load(next)}>
          {t("merchantCore.audit.more")}
        </Button>
      )}
    </div>
  );
}
