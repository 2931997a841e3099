// Staff sign-in: mobile number and password, or a one-time code sent to the number (an invited
// member's first sign-in), on the consoles' one sign-in page (components/console/console-sign-in.tsx).
// The server's refusals are shown as they come (already in the page's language): wrong password,
// paused sign-in, code limits, a suspended account.
import { useState, type FormEvent } from "react";
import { CodeField, MobileField } from "@/components/mobile-field";
import { Button } from "@/components/ui/button";
import { ConsoleSignIn, MOBILE, PasswordForm, useSignInStep } from "@/components/console/console-sign-in";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCore";
import { requestCode, signInWithCode, signInWithPassword } from "../session";
import styles from "@/components/console/console-sign-in.module.css";

type Method = "password" | "code";
const METHODS: Method[] = ["password", "code"];

export default function SignInPage() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>("password");
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const { failure, busy, run, clear } = useSignInStep();

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
    clear();
    setErrors({});
  };

  return (
    <ConsoleSignIn
      area="merchantCore"
      id="console"
      failure={failure}
      choices={
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
      }
    >
      {method === "password" ? (
        <PasswordForm
          area="merchantCore"
          mobile={mobile}
          onMobile={setMobile}
          busy={busy}
          onSubmit={(number, password) => void run(() => signInWithPassword(number, password))}
        />
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
    </ConsoleSignIn>
  );
}
