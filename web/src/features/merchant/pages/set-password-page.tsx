// An invited member signed in with a one-time code has no password yet: they choose one here (or
// later; the next code sign-in asks again).
import { useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "@contract/auth-constants";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCore";
import { setPassword, skipPassword } from "../session";
import styles from "@/components/console/console-sign-in.module.css";

export default function SetPasswordPage() {
  const { t } = useTranslation();
  const [password, setValue] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      password: password.length < PASSWORD_MIN_LENGTH ? t("merchantCore.setPassword.tooShort") : undefined,
      confirm: confirm !== password ? t("merchantCore.setPassword.mismatch") : undefined,
    };
    setError(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    setFailure(null);
    try {
      await setPassword(password);
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="console-set-password">
        <h1 id="console-set-password">{t("merchantCore.setPassword.title")}</h1>
        <p className={styles.lead}>{t("merchantCore.setPassword.lead")}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t("merchantCore.setPassword.password")}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setValue(e.target.value)}
            error={error.password}
          />
          <TextField
            label={t("merchantCore.setPassword.confirm")}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={error.confirm}
          />
          <Button type="submit" loading={busy}>
            {t("merchantCore.setPassword.save")}
          </Button>
          <Button variant="link" onClick={skipPassword}>
            {t("merchantCore.setPassword.later")}
          </Button>
        </form>
      </section>
    </main>
  );
}
