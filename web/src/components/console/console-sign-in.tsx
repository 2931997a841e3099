// A console's sign-in page, the same for every console: the console's name and the language
// switch, a card with the title and lead, the server's refusal as it comes (already in the page's
// language), and the password form (mobile number and password). A console adds its other ways in
// (the merchant console's one-time code).
import { useState, type FormEvent, type ReactNode } from "react";
import { MobileField } from "@/components/mobile-field";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { LanguageSwitch } from "@/components/language-switch";
import { useTranslation } from "@/lib/i18n";
import type { ConsoleArea } from "./console-app";
import styles from "./console-sign-in.module.css";

export const MOBILE = /^[0-9]{10}$/;

/** Runs a sign-in step: busy meanwhile, its refusal kept as `failure`. */
export function useSignInStep() {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { failure, busy, run, clear: () => setFailure(null) };
}

type ConsoleSignInProps = {
  area: ConsoleArea;
  /** Prefix of the ids on the page ("console", "ops"). */
  id: string;
  failure: string | null;
  /** Above the refusal (the merchant console's choice of way). */
  choices?: ReactNode;
  children: ReactNode;
};

export function ConsoleSignIn({ area, id, failure, choices, children }: ConsoleSignInProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <span className={styles.brand}>{t(`${area}.appName`)}</span>
        <LanguageSwitch className={styles.language} />
      </div>
      <section className={styles.card} aria-labelledby={`${id}-sign-in`}>
        <h1 id={`${id}-sign-in`}>{t(`${area}.signIn.title`)}</h1>
        <p className={styles.lead}>{t(`${area}.signIn.lead`)}</p>
        {choices}
        {failure && <Alert tone="error">{failure}</Alert>}
        {children}
      </section>
    </main>
  );
}

type PasswordFormProps = {
  area: ConsoleArea;
  mobile: string;
  onMobile: (mobile: string) => void;
  busy: boolean;
  /** Called with a well-formed mobile number and a password. */
  onSubmit: (mobile: string, password: string) => void;
};

export function PasswordForm({ area, mobile, onMobile, busy, onSubmit }: PasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ mobile?: string; password?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      mobile: MOBILE.test(mobile) ? undefined : t(`${area}.signIn.mobileInvalid`),
      password: password ? undefined : t(`${area}.signIn.passwordMissing`),
    };
    setErrors(next);
    if (next.mobile || next.password) return;
    onSubmit(mobile, password);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileField
        label={t(`${area}.signIn.mobile`)}
        value={mobile}
        onChange={onMobile}
        error={errors.mobile}
        name="mobile"
      />
      <TextField
        label={t(`${area}.signIn.password`)}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        name="password"
      />
      <Button type="submit" loading={busy}>
        {t(`${area}.signIn.submit`)}
      </Button>
    </form>
  );
}
