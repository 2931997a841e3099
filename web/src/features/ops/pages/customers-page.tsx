// /ops/customers (Admin, Support): find a customer by mobile or name, suspend them (signed out
// everywhere, no sign-in; their orders keep going) or let them sign in again, with a reason.
import { useState } from "react";
import type { OpsCustomer } from "@contract/ops-desk";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { currentLocale, useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/lib/i18n/texts/opsDesk";
import { deskApi } from "../desk-api";
import { SuspendForm } from "./suspend-parts";
import styles from "./desk.module.css";

export default function OpsCustomersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("opsDesk.customers.title"));
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [suspendedOnly, setSuspendedOnly] = useState(false);
  const [items, setItems] = useState<OpsCustomer[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useConsoleLoad((live) => {
    setFailed(false);
    deskApi.customers(query, suspendedOnly).then(
      (page) => live() && setItems(page.items),
      () => live() && setFailed(true),
    );
  }, [query, suspendedOnly, round]);

  const time = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className={styles.page}>
      <h1>{t("opsDesk.customers.title")}</h1>
      <p className={styles.lead}>{t("opsDesk.customers.lead")}</p>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(text.trim());
        }}
      >
        <TextField label={t("opsDesk.customers.search")} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit">{t("opsDesk.search")}</Button>
        <label className={styles.check}>
          <input type="checkbox" checked={suspendedOnly} onChange={(e) => setSuspendedOnly(e.target.checked)} />
          {t("opsDesk.customers.suspendedOnly")}
        </label>
      </form>
      {failed ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => setRound((r) => r + 1)}>{t("opsDesk.retry")}</Button>}>
          {t("opsDesk.failed")}
        </Alert>
      ) : !items ? (
        <Loader label={t("opsDesk.loading")} />
      ) : items.length === 0 ? (
        <p>{t("opsDesk.customers.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((c) => (
            <li key={c.id} className={styles.card} aria-label={c.mobile}>
              <div className={styles.row}>
                <h2>
                  {c.name} · {c.mobile}
                </h2>
                <Badge tone={c.suspended_at ? "danger" : "primary"}>
                  {c.suspended_at ? t("opsDesk.customers.suspended") : t("opsDesk.customers.active")}
                </Badge>
              </div>
              <p className={styles.muted}>{t("opsDesk.customers.orders", { count: c.orders })}</p>
              {c.suspended_at && (
                <p>{t("opsDesk.customers.suspendedAt", { at: time.format(new Date(c.suspended_at)), reason: c.suspend_reason ?? "" })}</p>
              )}
              <SuspendForm
                label={c.suspended_at ? t("opsDesk.customers.unsuspend") : t("opsDesk.customers.suspend")}
                danger={!c.suspended_at}
                onSubmit={async (reason) => {
                  const next = await deskApi.setCustomer(c.id, !c.suspended_at, reason);
                  setItems((now) => (now ?? []).map((x) => (x.id === next.id ? next : x)));
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
