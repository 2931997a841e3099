// The merchant's API keys: create one (its token shown once, to copy), rename, revoke, last used.
import { useEffect, useState, type FormEvent } from "react";
import type { ApiKeyView } from "@contract/console-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { failureOf, storeApi } from "./store-api";
import styles from "./store.module.css";

function KeyRow({ k, onChange }: { k: ApiKeyView; onChange: (k: ApiKeyView) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function run(call: () => Promise<ApiKeyView>) {
    setBusy(true);
    setError("");
    try {
      onChange(await call());
    } catch (err) {
      setError(failureOf(err).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className={styles.row} aria-label={k.label}>
      <div>
        <p className={styles.name}>{k.label}</p>
        <p className={styles.meta}>
          {t("merchantStore.keys.created", { when: formatOrderDate(k.created_at) })} ·{" "}
          {k.last_used_at ? t("merchantStore.keys.lastUsed", { when: formatOrderDate(k.last_used_at) }) : t("merchantStore.keys.neverUsed")}
        </p>
        {k.revoked_at && <p className={styles.out}>{t("merchantStore.keys.revoked", { when: formatOrderDate(k.revoked_at) })}</p>}
      </div>
      {!k.revoked_at && (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => {
              const label = window.prompt(t("merchantStore.keys.label"), k.label);
              if (label && label.trim() !== k.label) void run(() => storeApi.renameKey(k.key_id, label.trim()));
            }}
          >
            {t("merchantStore.keys.rename")}
          </Button>
          <Button
            size="sm"
            variant="danger"
            loading={busy}
            onClick={() => {
              if (window.confirm(t("merchantStore.keys.revokeConfirm", { label: k.label }))) void run(() => storeApi.revokeKey(k.key_id));
            }}
          >
            {t("merchantStore.keys.revoke")}
          </Button>
        </div>
      )}
      {error && <p className={styles.error}>{error}</p>}
    </li>
  );
}

export function KeysPanel() {
  const { t } = useTranslation();
  const [keys, setKeys] = useState<ApiKeyView[] | null>(null);
  const [label, setLabel] = useState("");
  const [labelError, setLabelError] = useState<string | null>(null);
  const [issuing, setIssuing] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    storeApi.keys().then(setKeys, () => setFailed(true));
  }, []);

  async function issue(e: FormEvent) {
    e.preventDefault();
    setIssuing(true);
    setLabelError(null);
    try {
      const { token: shown, ...key } = await storeApi.issueKey(label);
      setKeys((list) => [key, ...(list ?? [])]);
      setToken(shown);
      setCopied(false);
      setLabel("");
    } catch (err) {
      const f = failureOf(err);
      setLabelError(f.fields.label ?? f.message);
    } finally {
      setIssuing(false);
    }
  }

  const replace = (k: ApiKeyView) => setKeys((list) => list?.map((x) => (x.key_id === k.key_id ? k : x)) ?? null);

  return (
    <section className={styles.section} aria-labelledby="api-keys">
      <h2 id="api-keys">{t("merchantStore.keys.keys")}</h2>
      <p className={styles.hint}>{t("merchantStore.keys.keysHint")}</p>
      {failed && <Alert tone="error">{t("merchantStore.loadFailed")}</Alert>}
      {token && (
        <div role="alert" className={styles.section}>
          <p className={styles.name}>{t("merchantStore.keys.shownOnce")}</p>
          <code className={styles.token} data-testid="new-api-key">
            {token}
          </code>
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(token).then(() => setCopied(true), () => undefined);
              }}
            >
              {copied ? t("merchantStore.keys.copied") : t("merchantStore.keys.copy")}
            </Button>
            <Button size="sm" onClick={() => setToken(null)}>
              {t("merchantStore.keys.done")}
            </Button>
          </div>
        </div>
      )}
      <form className={styles.toolbar} onSubmit={(e) => void issue(e)} noValidate>
        <TextField label={t("merchantStore.keys.label")} value={label} maxLength={60} error={labelError} onChange={(e) => setLabel(e.target.value)} />
        <Button type="submit" loading={issuing}>
          {t("merchantStore.keys.issue")}
        </Button>
      </form>
      {keys && keys.length === 0 && <p className={styles.hint}>{t("merchantStore.keys.none")}</p>}
      <ul className={styles.list}>
        {keys?.map((k) => <KeyRow key={k.key_id} k={k} onChange={replace} />)}
      </ul>
    </section>
  );
}
