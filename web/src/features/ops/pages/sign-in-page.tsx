// Ops sign-in: mobile number and password. The server's refusals are shown as they come (already in
// the page's language): wrong password, paused sign-in, a suspended account.
import { useState, type FormEvent } from "react";
import { MobileField } from "@/components/mobile-field";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { LanguageSwitch } from "@/components/language-switch";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import { opsSignIn } from "../session";
import styles from "@/components/console/console-sign-in.module.css";

const MOBILE = /^[0-9]{10}$/;

export default function SignInPage() {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ mobile?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      mobile: MOBILE.test(mobile) ? undefined : t("opsCore.signIn.mobileInvalid"),
      password: password ? undefined : t("opsCore.signIn.passwordMissing"),
    };
    setErrors(next);
    if (next.mobile || next.password) return;
    setFailure(null);
    setBusy(true);
    try {
      await opsSignIn(mobile, password);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <span className={styles.brand}>{t("opsCore.appName")}</span>
        <LanguageSwitch className={styles.language} />
      </div>
      <section className={styles.card} aria-labelledby="ops-sign-in">
        <h1 id="ops-sign-in">{t("opsCore.signIn.title")}</h1>
        <p className={styles.lead}>{t("opsCore.signIn.lead")}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <MobileField
            label={t("opsCore.signIn.mobile")}
            value={mobile}
            onChange={setMobile}
            error={errors.mobile}
            name="mobile"
          />
          <TextField
            label={t("opsCore.signIn.password")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            name="password"
          />
          <Button type="submit" loading={busy}>
            {t("opsCore.signIn.submit")}
          </Button>
        </form>
      </section>
    </main>
  );
}
