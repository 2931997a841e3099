// The ops audit log (Admin): every action taken in the ops console, newest first, with who, what,
// when and the entity before and after; filtered by action and entity.
import { useCallback, useEffect, useState } from "react";
import type { OpsAuditData, OpsAuditEntryView } from "@contract/ops-audit";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { currentLocale, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import { opsRequest } from "../ops-api";
import styles from "@/components/console/console-audit.module.css";

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 2));

export default function AuditPage() {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<OpsAuditEntryView[] | null>(null);
  const [choices, setChoices] = useState<{ actions: string[]; entities: string[] }>({ actions: [], entities: [] });
  const [filter, setFilter] = useState({ action: "", entity: "" });
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (f: { action: string; entity: string }, before?: string) => {
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams();
      if (f.action) query.set("action", f.action);
      if (f.entity) query.set("entity", f.entity);
      if (before) query.set("before", before);
      const page = await opsRequest<OpsAuditData>("GET", `/audit?${query.toString()}`);
      setEntries((now) => [...(before ? (now ?? []) : []), ...page.entries]);
      setChoices({ actions: page.actions, entities: page.entities });
      setNext(page.next);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }, []);
  useEffect(() => {
    void load({ action: "", entity: "" });
  }, [load]);

  const time = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className={styles.page}>
      <h1>{t("opsCore.audit.title")}</h1>
      <p className={styles.muted}>{t("opsCore.audit.lead")}</p>
      <form
        className={styles.filters}
        onSubmit={(e) => {
          e.preventDefault();
          void load(filter);
        }}
      >
        <label>
          {t("opsCore.audit.action")}{" "}
          <select value={filter.action} onChange={(e) => setFilter({ ...filter, action: e.target.value })}>
            <option value="">{t("opsCore.audit.any")}</option>
            {choices.actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("opsCore.audit.entity")}{" "}
          <select value={filter.entity} onChange={(e) => setFilter({ ...filter, entity: e.target.value })}>
            <option value="">{t("opsCore.audit.any")}</option>
            {choices.entities.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" loading={busy}>
          {t("opsCore.audit.filter")}
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {!entries ? (
        !error && <Loader label={t("opsCore.loading")} />
      ) : entries.length === 0 ? (
        <p>{t("opsCore.audit.empty")}</p>
      ) : (
        <ol className={styles.entries}>
          {entries.map((e) => (
            <li key={e.id} className={styles.entry}>
              <div className={styles.line}>
                <time dateTime={e.at}>{time.format(new Date(e.at))}</time>
                <span>
                  <span className="visually-hidden">{t("opsCore.audit.who")}: </span>
                  <strong>{e.ops_name}</strong>
                </span>
                <code>{e.action}</code>
                <span className={styles.muted}>
                  {e.entity} {e.entity_id}
                </span>
              </div>
              <details>
                <summary>{t("opsCore.audit.details")}</summary>
                <div className={styles.diff}>
                  <div>
                    <h3>{t("opsCore.audit.before")}</h3>
                    <pre>{json(e.before)}</pre>
                  </div>
                  <div>
                    <h3>{t("opsCore.audit.after")}</h3>
                    <pre>{json(e.after)}</pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      {next && (
        <Button variant="secondary" loading={busy} onClick={() => void load(filter, next)}>
          {t("opsCore.audit.more")}
        </Button>
      )}
    </div>
  );
}
