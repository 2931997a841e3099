// /ops/shops (Admin): find a shop by name or store key, suspend it (its tiles and pages disappear for
// customers at once, no new orders; open orders keep going) or make it live again, with a reason.
import { useState } from "react";
import { OnTimeLine } from "@/components/on-time";
import type { OpsShop } from "@contract/ops-desk";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { currentLocale, useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/lib/i18n/texts/opsDesk";
import "@/lib/i18n/texts/onTime";
import { deskApi } from "../desk-api";
import { SuspendForm } from "./suspend-parts";
import styles from "./desk.module.css";

const STATUSES = ["live", "suspended", "onboarding"] as const;
const statusKey = (s: string) => ((STATUSES as readonly string[]).includes(s) ? (s as (typeof STATUSES)[number]) : "live");

export default function OpsShopsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("opsDesk.shops.title"));
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [suspendedOnly, setSuspendedOnly] = useState(false);
  const [items, setItems] = useState<OpsShop[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

  useConsoleLoad((live) => {
    setFailed(false);
    deskApi.shops(query, suspendedOnly).then(
      (page) => live() && setItems(page.items),
      () => live() && setFailed(true),
    );
  }, [query, suspendedOnly, round]);

  const time = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className={styles.page}>
      <h1>{t("opsDesk.shops.title")}</h1>
      <p className={styles.lead}>{t("opsDesk.shops.lead")}</p>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(text.trim());
        }}
      >
        <TextField label={t("opsDesk.shops.search")} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit">{t("opsDesk.search")}</Button>
        <label className={styles.check}>
          <input type="checkbox" checked={suspendedOnly} onChange={(e) => setSuspendedOnly(e.target.checked)} />
          {t("opsDesk.shops.suspendedOnly")}
        </label>
      </form>
      {notice && <Alert tone="success">{notice}</Alert>}
      {failed ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => setRound((r) => r + 1)}>{t("opsDesk.retry")}</Button>}>
          {t("opsDesk.failed")}
        </Alert>
      ) : !items ? (
        <Loader label={t("opsDesk.loading")} />
      ) : items.length === 0 ? (
        <p>{t("opsDesk.shops.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((s) => (
            <li key={s.id} className={styles.card} aria-label={s.name}>
              <div className={styles.row}>
                <h2>{s.name}</h2>
                <Badge tone={s.status === "live" ? "primary" : "danger"}>{t(`opsDesk.shops.statusNames.${statusKey(s.status)}`)}</Badge>
              </div>
              <p className={styles.muted}>
                {s.city} · {s.group} · {s.store_keys.join(", ")}
              </p>
              <p data-testid="on-time">
                {t("onTime.title")}: <OnTimeLine name={s.name} figures={s.on_time} />
              </p>
              {s.suspended_at && (
                <p>{t("opsDesk.shops.suspendedAt", { at: time.format(new Date(s.suspended_at)), reason: s.suspend_reason ?? "" })}</p>
              )}
              {s.status !== "onboarding" && (
                <SuspendForm
                  label={s.status === "live" ? t("opsDesk.shops.suspend") : t("opsDesk.shops.unsuspend")}
                  danger={s.status === "live"}
                  onSubmit={async (reason) => {
                    const shop = await deskApi.setShop(s.id, s.status === "live", reason);
                    setItems((now) => (now ?? []).map((x) => (x.id === shop.id ? shop : x)));
                    setNotice(`${shop.name}: ${t(`opsDesk.shops.statusNames.${statusKey(shop.status)}`)}`);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
