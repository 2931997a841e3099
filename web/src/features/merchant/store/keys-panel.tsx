// The merchant's API keys: create one (its token shown once, to copy), rename in place, revoke
// (asked first, in the page's dialog), last used.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ApiKeyView } from "@contract/console-keys";
import { KEY_LABEL_MAX } from "@contract/console-keys-constants";
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

/** The key's name, edited in place: Save or Cancel (Escape), focus back on Rename either way. */
function RenameForm({ k, onDone }: { k: ApiKeyView; onDone: (k: ApiKeyView | null) => void }) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(k.label);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function save(e: FormEvent) {
    e.preventDefault();
    if (label.trim() === k.label) return onDone(null);
    setSaving(true);
    setError(null);
    try {
      onDone(await storeApi.renameKey(k.key_id, label.trim()));
    } catch (err) {
      const f = failureOf(err);
      setError(f.fields.label ?? f.message);
      setSaving(false);
    }
  }
  return (
    <form
      className={kit.toolbar}
      onSubmit={(e) => void save(e)}
      onKeyDown={(e) => e.key === "Escape" && onDone(null)}
      noValidate
    >
      <TextField
        label={t("merchantStore.keys.label")}
        value={label}
        maxLength={KEY_LABEL_MAX}
        error={error}
        autoFocus
        onChange={(e) => setLabel(e.target.value)}
      />
      <div className={kit.actions}>
        <Button type="submit" size="sm" loading={saving}>
          {t("merchantStore.save")}
        </Button>
        <Button size="sm" variant="secondary" disabled={saving} onClick={() => onDone(null)}>
          {t("merchantStore.cancel")}
        </Button>
      </div>
    </form>
  );
}

function KeyRow({ k, onChange }: { k: ApiKeyView; onChange: (k: ApiKeyView) => void }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [error, setError] = useState("");
  const renameButton = useRef<HTMLButtonElement>(null);
  const focusRename = useRef(false);
  useEffect(() => {
    if (!renaming && focusRename.current) {
      focusRename.current = false;
      renameButton.current?.focus();
    }
  }, [renaming]);

  async function revoke() {
    setRevoking(true);
    setError("");
    try {
      onChange(await storeApi.revokeKey(k.key_id));
    } catch (err) {
      setError(failureOf(err).message);
    } finally {
      setRevoking(false);
      setAsking(false);
    }
  }
  return (
    <li className={styles.row} aria-label={k.label}>
      <div>
        <p className={styles.name}>{k.label}</p>
        <p className={kit.meta}>
          {t("merchantStore.keys.created", { when: formatOrderDate(k.created_at) })} ·{" "}
          {k.last_used_at ? t("merchantStore.keys.lastUsed", { when: formatOrderDate(k.last_used_at) }) : t("merchantStore.keys.neverUsed")}
        </p>
        {k.revoked_at && <p className={styles.out}>{t("merchantStore.keys.revoked", { when: formatOrderDate(k.revoked_at) })}</p>}
      </div>
      {!k.revoked_at && renaming && (
        <RenameForm
          k={k}
          onDone={(renamed) => {
            if (renamed) onChange(renamed);
            focusRename.current = true;
            setRenaming(false);
          }}
        />
      )}
      {!k.revoked_at && !renaming && (
        <div className={kit.actions}>
          <Button ref={renameButton} size="sm" variant="secondary" disabled={revoking} onClick={() => setRenaming(true)}>
            {t("merchantStore.keys.rename")}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setAsking(true)}>
            {t("merchantStore.keys.revoke")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t("merchantStore.keys.revokeTitle", { label: k.label })}
        description={t("merchantStore.keys.revokeHelp")}
        confirmLabel={t("merchantStore.keys.revoke")}
        sending={revoking}
        onConfirm={() => void revoke()}
        onCancel={() => setAsking(false)}
      />
      {error && <p className={kit.error}>{error}</p>}
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
    <section className={kit.section} aria-labelledby="api-keys">
      <h2 id="api-keys">{t("merchantStore.keys.keys")}</h2>
      <p className={kit.hint}>{t("merchantStore.keys.keysHint")}</p>
      {failed && <Alert tone="error">{t("merchantStore.loadFailed")}</Alert>}
      {token && (
        <div role="alert" className={kit.section}>
          <p className={styles.name}>{t("merchantStore.keys.shownOnce")}</p>
          <code className={styles.token} data-testid="new-api-key">
            {token}
          </code>
          <div className={kit.actions}>
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
      <form className={kit.toolbar} onSubmit={(e) => void issue(e)} noValidate>
        <TextField label={t("merchantStore.keys.label")} value={label} maxLength={KEY_LABEL_MAX} error={labelError} onChange={(e) => setLabel(e.target.value)} />
        <Button type="submit" loading={issuing}>
          {t("merchantStore.keys.issue")}
        </Button>
      </form>
      {keys && keys.length === 0 && <p className={kit.hint}>{t("merchantStore.keys.none")}</p>}
      <ul className={styles.list}>
        {keys?.map((k) => <KeyRow key={k.key_id} k={k} onChange={replace} />)}
      </ul>
    </section>
  );
}
