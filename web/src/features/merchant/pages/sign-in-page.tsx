// Staff sign-in: mobile number and password, or a one-time code sent to the number (an invited
// member's first sign-in). The server's refusals are shown as they come (already in the page's
// language): wrong password, paused sign-in, code limits, a suspended account.
import { useState, type FormEvent } from "react";
import { MobileField, CodeField } from "@/components/mobile-field";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { LanguageSwitch } from "@/components/language-switch";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCore";
import { requestCode, signInWithCode, signInWithPassword } from "../session";
import styles from "@/components/console/console-sign-in.module.css";

type Method = "password" | "code";
const MOBILE = /^[0-9]{10}$/;
const METHODS: Method[] = ["password", "code"];

export default function SignInPage() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>("password");
  const [mobile, setMobile] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<{ mobile?: string; password?: string; code?: string }>({});
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

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      mobile: MOBILE.test(mobile) ? undefined : t("merchantCore.signIn.mobileInvalid"),
      password: password ? undefined : t("merchantCore.signIn.passwordMissing"),
    };
    setErrors(next);
    if (next.mobile || next.password) return;
    void run(() => signInWithPassword(mobile, password));
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (!MOBILE.test(mobile)) return setErrors({ mobile: t("merchantCore.signIn.mobileInvalid") });
    if (!codeSent) {
      setErrors({});
      void run(async () => {
        await requestCode(mobile);
        setCodeSent(true);
      });
      return;
    }
    if (!/^[0-9]{6}$/.test(code)) return setErrors({ code: t("merchantCore.signIn.codeInvalid") });
    setErrors({});
    void run(() => signInWithCode(mobile, code));
  };

  const choose = (next: Method) => {
    setMethod(next);
    setFailure(null);
    setErrors({});
  };

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <span className={styles.brand}>{t("merchantCore.appName")}</span>
        <LanguageSwitch className={styles.language} />
      </div>
      <section className={styles.card} aria-labelledby="console-sign-in">
        <h1 id="console-sign-in">{t("merchantCore.signIn.title")}</h1>
        <p className={styles.lead}>{t("merchantCore.signIn.lead")}</p>
        <div className={styles.methods} role="group" aria-label={t("merchantCore.signIn.methodLabel")}>
          {METHODS.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={method === m}
              className={method === m ? `${styles.method} ${styles.chosen}` : styles.method}
              onClick={() => choose(m)}
            >
              {t(m === "password" ? "merchantCore.signIn.withPassword" : "merchantCore.signIn.withCode")}
            </button>
          ))}
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
        {method === "password" ? (
          <form className={styles.form} onSubmit={submitPassword} noValidate>
            <MobileField
              label={t("merchantCore.signIn.mobile")}
              value={mobile}
              onChange={setMobile}
              error={errors.mobile}
              name="mobile"
            />
            <TextField
              label={t("merchantCore.signIn.password")}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              name="password"
            />
            <Button type="submit" loading={busy}>
              {t("merchantCore.signIn.submit")}
            </Button>
          </form>
        ) : (
          <form className={styles.form} onSubmit={submitCode} noValidate>
            <MobileField
              label={t("merchantCore.signIn.mobile")}
              value={mobile}
              onChange={(v) => {
                setMobile(v);
                setCodeSent(false);
              }}
              error={errors.mobile}
              readOnly={codeSent}
              name="mobile"
            />
            {codeSent && (
              <>
                <p role="status">{t("merchantCore.signIn.codeSentTo", { mobile })}</p>
                <CodeField
                  label={t("merchantCore.signIn.code")}
                  value={code}
                  onChange={setCode}
                  error={errors.code}
                  name="otp"
                />
              </>
            )}
            <Button type="submit" loading={busy}>
              {t(codeSent ? "merchantCore.signIn.verify" : "merchantCore.signIn.sendCode")}
            </Button>
            {codeSent && (
              <Button
                variant="link"
                onClick={() => {
                  setCodeSent(false);
                  setCode("");
                }}
              >
                {t("merchantCore.signIn.changeNumber")}
              </Button>
            )}
          </form>
        )}
      </section>
    </main>
  );
}
