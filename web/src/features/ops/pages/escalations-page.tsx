// /ops/escalations: replacement and undelivered requests the shop refused or left waiting over 48
// hours; refund them (the money moves as when the shop approves) or close them, with a note.
import { useState } from "react";
import type { EscalationDecision, OpsEscalation } from "@contract/ops-desk";
import { VERIFY_STATUS } from "@contract/orders-constants";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { currentLocale, useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/lib/i18n/texts/opsDesk";
import { deskApi } from "../desk-api";
import kit from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";
import styles from "./desk.module.css";

function Escalation({ item, onDecided }: { item: OpsEscalation; onDecided: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<EscalationDecision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short" });

  async function decide(decision: EscalationDecision) {
    setBusy(decision);
    setError(null);
    try {
      await deskApi.decide(item.order_id, decision, note);
      onDecided();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className={styles.card}>
      <div className={styles.row}>
        <h2>{item.order_no}</h2>
        {item.refused ? (
          <Badge tone="danger">{t("opsDesk.escalations.refused")}</Badge>
        ) : (
          item.waiting_since && (
            <Badge tone="neutral">{t("opsDesk.escalations.waiting", { since: time.format(new Date(item.waiting_since)) })}</Badge>
          )
        )}
      </div>
      <p className={styles.muted}>
        {item.customer_name} · {item.customer_mobile} · {item.shop_name}
      </p>
      {item.refusal_reason && <p>{t("opsDesk.escalations.shopReason", { reason: item.refusal_reason })}</p>}
      <ul>
        {item.lines.map((l) => (
          <li key={l.id}>
            {l.verify_status === VERIFY_STATUS.undelivered ? t("opsDesk.escalations.undelivered") : t("opsDesk.escalations.replacement")}:{" "}
            {l.product_name} — {t("opsDesk.escalations.units", { count: l.escalated_qty, qty: l.qty })}
            {l.escalation_reason ? ` · ${l.escalation_reason}` : ""}
            {l.escalation_message ? ` · “${l.escalation_message}”` : ""}
          </li>
        ))}
      </ul>
      <TextField
        label={t("opsDesk.escalations.note")}
        hint={t("opsDesk.reasonHint")}
        multiline
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className={kit.actions}>
        <Button loading={busy === "refund"} disabled={busy !== null} onClick={() => void decide("refund")}>
          {t("opsDesk.escalations.refund")}
        </Button>
        <Button variant="secondary" loading={busy === "close"} disabled={busy !== null} onClick={() => void decide("close")}>
          {t("opsDesk.escalations.close")}
        </Button>
      </div>
    </li>
  );
}

export default function OpsEscalationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("opsDesk.escalations.title"));
  const [items, setItems] = useState<OpsEscalation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useConsoleLoad((live) => {
    setFailed(false);
    deskApi.escalations().then(
      (page) => live() && setItems(page.items),
      () => live() && setFailed(true),
    );
  }, [round]);

  return (
    <div className={styles.page}>
      <h1>{t("opsDesk.escalations.title")}</h1>
      <p className={styles.lead}>{t("opsDesk.escalations.lead")}</p>
      {failed ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => setRound((r) => r + 1)}>{t("opsDesk.retry")}</Button>}>
          {t("opsDesk.failed")}
        </Alert>
      ) : !items ? (
        <Loader label={t("opsDesk.loading")} />
      ) : items.length === 0 ? (
        <p>{t("opsDesk.escalations.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((e) => (
            <Escalation key={e.order_id} item={e} onDecided={() => setRound((r) => r + 1)} />
          ))}
        </ul>
      )}
    </div>
  );
}
