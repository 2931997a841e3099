// One store's webhook: its address and events, the signing secret (shown on request; a new one
// after asking in the page's dialog), a test event and the delivery log.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { ConsoleWebhook } from "@contract/console-keys";
import type { WebhookDeliveryView } from "@contract/webhooks";
import { WEBHOOK_EVENTS, type WebhookEventType } from "@contract/webhooks-constants";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { failureOf, storeApi } from "./store-api";
import { ConfirmDialog } from "./confirm-dialog";
import kit from "@/components/console/console-kit.module.css";
import styles from "./store.module.css";

const EVENT_KEYS = {
  "order.created": "orderCreated",
  "order.cancelled": "orderCancelled",
  "escalation.requested": "escalationRequested",
  "order.delivery_state": "orderDeliveryState",
  "order.substitution": "orderSubstitution",
} as const satisfies Record<WebhookEventType, string>;

export function WebhookPanel({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const [hook, setHook] = useState<ConsoleWebhook | null>(null);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENTS]);
  const [showSecret, setShowSecret] = useState(false);
  const [askRotate, setAskRotate] = useState(false);
  const [log, setLog] = useState<WebhookDeliveryView[]>([]);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);

  const loadLog = useCallback(() => {
    storeApi.deliveries(storeId).then((d) => setLog(d.deliveries), () => undefined);
  }, [storeId]);

  useEffect(() => {
    setHook(null);
    storeApi.webhook(storeId).then(
      (h) => {
        setHook(h);
        setUrl(h.endpoint?.url ?? "");
        setEvents(h.endpoint?.events ?? [...WEBHOOK_EVENTS]);
      },
      () => setNote({ tone: "error", text: t("merchantStore.loadFailed") }),
    );
    loadLog();
  }, [storeId, loadLog, t]);

  async function run(call: () => Promise<ConsoleWebhook | null>, done?: string) {
    setBusy(true);
    setNote(null);
    setUrlError(null);
    try {
      const next = await call();
      if (next) setHook(next);
      if (done) setNote({ tone: "success", text: done });
      loadLog();
    } catch (err) {
      const f = failureOf(err);
      if (f.fields.url) setUrlError(f.fields.url);
      else setNote({ tone: "error", text: f.message });
    } finally {
      setBusy(false);
    }
  }

  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(() => storeApi.saveWebhook(storeId, { url, events }), t("merchantStore.saved"));
  };
  const endpoint = hook?.endpoint ?? null;

  return (
    <section className={kit.section} aria-labelledby={`webhook-${storeId}`}>
      <h2 id={`webhook-${storeId}`}>
        {t("merchantStore.keys.webhook")} · {hook?.store_key ?? ""}
      </h2>
      <p className={kit.hint}>{t("merchantStore.keys.webhookHint")}</p>
      <form className={styles.days} onSubmit={save} noValidate>
        <TextField label={t("merchantStore.keys.url")} type="url" value={url} error={urlError} onChange={(e) => setUrl(e.target.value)} />
        <fieldset className={styles.chips}>
          <legend className={kit.meta}>{t("merchantStore.keys.events")}</legend>
          {WEBHOOK_EVENTS.map((ev) => (
            <label key={ev} className={kit.check}>
              <input
                type="checkbox"
                checked={events.includes(ev)}
                onChange={(e) => setEvents(e.target.checked ? [...events, ev] : events.filter((x) => x !== ev))}
              />
              {t(`merchantStore.keys.eventNames.${EVENT_KEYS[ev]}`)}
            </label>
          ))}
        </fieldset>
        <div className={kit.actions}>
          <Button type="submit" loading={busy}>
            {t("merchantStore.keys.saveWebhook")}
          </Button>
          {endpoint && (
            <Button variant="secondary" disabled={busy} onClick={() => void run(async () => { await storeApi.testWebhook(storeId); return null; }, t("merchantStore.keys.testSent"))}>
              {t("merchantStore.keys.test")}
            </Button>
          )}
          {endpoint && (
            <Button variant="ghost" disabled={busy} onClick={() => void run(() => storeApi.webhookOff(storeId))}>
              {t("merchantStore.keys.off")}
            </Button>
          )}
        </div>
      </form>
      {endpoint && (
        <div className={styles.days}>
          <p className={styles.name}>{t("merchantStore.keys.secret")}</p>
          {showSecret && (
            <code className={styles.token} data-testid="webhook-secret">
              {endpoint.secret}
            </code>
          )}
          <div className={kit.actions}>
            <Button size="sm" variant="secondary" aria-expanded={showSecret} onClick={() => setShowSecret(!showSecret)}>
              {showSecret ? t("merchantStore.keys.hideSecret") : t("merchantStore.keys.showSecret")}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAskRotate(true)}>
              {t("merchantStore.keys.rotate")}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={askRotate}
        title={t("merchantStore.keys.rotateTitle")}
        description={t("merchantStore.keys.rotateHelp")}
        confirmLabel={t("merchantStore.keys.rotateYes")}
        sending={busy}
        onConfirm={() => void run(() => storeApi.rotateSecret(storeId), t("merchantStore.keys.rotated")).then(() => setAskRotate(false))}
        onCancel={() => setAskRotate(false)}
      />
      <div aria-live="polite">{note && <Alert tone={note.tone}>{note.text}</Alert>}</div>
      <div className={styles.rowHead}>
        <h3 className={styles.name}>{t("merchantStore.keys.log")}</h3>
        <Button size="sm" variant="ghost" onClick={loadLog}>
          {t("merchantStore.keys.refresh")}
        </Button>
      </div>
      {log.length === 0 ? (
        <p className={kit.hint}>{t("merchantStore.keys.logEmpty")}</p>
      ) : (
        <ul className={styles.list}>
          {log.map((d) => (
            <li key={d.delivery_id} className={kit.meta}>
              {formatOrderDate(d.created_at)} · {d.event_type} · {t(`merchantStore.keys.status.${d.status}`)} ·{" "}
              {t("merchantStore.keys.attempts", { count: d.attempts })}
              {d.last_status_code !== null && ` · HTTP ${d.last_status_code}`}
              {d.last_error && ` · ${d.last_error}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
