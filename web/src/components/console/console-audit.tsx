// A console's audit log, the same for every console: the entries newest first (when, who, what, the
// entity, its before and after under "Details"), a page at a time ("More"). The console's page
// passes how to read a page of its log and how its entries name who acted.
import { useCallback, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { INDIA_TIME_ZONE } from "@contract/india-time-constants";
import { currentLocale, i18n, useTranslation } from "@/lib/i18n";
import type { ConsoleArea } from "./console-app";
import styles from "./console-audit.module.css";

export type AuditEntry = {
  id: string;
  at: string;
  action: string;
  entity: string;
  entity_id: string | null;
  /** What people call the entity (an order's number, a product's name), where the console gives it. */
  entity_label?: string | null;
  before: unknown;
  after: unknown;
};

export type AuditPage<E extends AuditEntry> = { entries: E[]; next: string | null };

const json = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 2));

/** The log read through `read` (again from the first page whenever `read` changes), a page at a time. */
export function useAuditLog<E extends AuditEntry>(read: (before?: string) => Promise<AuditPage<E>>) {
  const [entries, setEntries] = useState<E[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    async (before?: string) => {
      setBusy(true);
      setError(null);
      try {
        const page = await read(before);
        setEntries((now) => [...(before ? (now ?? []) : []), ...page.entries]);
        setNext(page.next);
      } catch (err) {
        setError((err as Error).message);
      } finally {
        setBusy(false);
      }
    },
    [read],
  );
  useEffect(() => {
    void load();
  }, [load]);
  return { entries, next, error, busy, more: () => void load(next ?? undefined) };
}

type AuditLogProps<E extends AuditEntry> = {
  area: ConsoleArea;
  log: ReturnType<typeof useAuditLog<E>>;
  who: (entry: E) => string;
};

/** An action in words ("<area>.audit.actions.order_accept"), or its code when the console names none. */
function actionName(area: ConsoleArea, action: string): string {
  const key = `${area}.audit.actions.${action.replaceAll(".", "_")}`;
  return i18n.exists(key) ? i18n.t(key as never) : action;
}

export function AuditLog<E extends AuditEntry>({ area, log, who }: AuditLogProps<E>) {
  const { t } = useTranslation();
  const { entries, next, error, busy } = log;
  // Galli's staff and shops work on India time, wherever the browser is.
  const time = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE });
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      {!entries ? (
        !error && <Loader label={t(`${area}.loading`)} />
      ) : entries.length === 0 ? (
        <p>{t(`${area}.audit.empty`)}</p>
      ) : (
        <ol className={styles.entries}>
          {entries.map((e) => (
            <li key={e.id} className={styles.entry}>
              <div className={styles.line}>
                <time dateTime={e.at}>{time.format(new Date(e.at))}</time>
                <span>
                  <span className="visually-hidden">{t(`${area}.audit.who`)}: </span>
                  <strong>{who(e)}</strong>
                </span>
                <span>{actionName(area, e.action)}</span>
                <span className={styles.muted}>{e.entity_label ?? `${e.entity} ${e.entity_id ?? ""}`.trim()}</span>
              </div>
              <details>
                <summary>{t(`${area}.audit.details`)}</summary>
                <div className={styles.diff}>
                  <div>
                    <h3>{t(`${area}.audit.before`)}</h3>
                    <pre>{json(e.before)}</pre>
                  </div>
                  <div>
                    <h3>{t(`${area}.audit.after`)}</h3>
                    <pre>{json(e.after)}</pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      {next && (
        <Button variant="secondary" loading={busy} onClick={log.more}>
          {t(`${area}.audit.more`)}
        </Button>
      )}
    </>
  );
}
