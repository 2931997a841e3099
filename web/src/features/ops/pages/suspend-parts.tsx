// The suspend / restore form of one shop or customer on the desk's Shops and Customers pages: a
// reason, then the action; the refusal's message in the page's language.
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsDesk";
import styles from "./desk.module.css";

export function SuspendForm({
  label,
  danger,
  onSubmit,
}: {
  /** The action's button text (Suspend / Make live again). */
  label: string;
  danger: boolean;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason);
      setReason("");
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className={styles.toolbar} aria-label={label}>
      <TextField label={t("opsDesk.reason")} hint={t("opsDesk.reasonHint")} value={reason} onChange={(e) => setReason(e.target.value)} />
      <Button type="submit" variant={danger ? "danger" : "secondary"} loading={busy}>
        {label}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}
