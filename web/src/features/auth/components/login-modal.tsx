import { useState, type FormEvent } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { modalClosed, selectOpenModal, signUpRequested } from "@/app/ui-slice";
import { CodeField, MobileField } from "@/components/mobile-field";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { useTranslation, type TranslationKey } from "@/lib/i18n";
import {
  backToPasswordLogin,
  codeLoginSubmitted,
  codeResendRequested,
  loginCodeRequested,
  passwordLoginSubmitted,
  passwordResetRequested,
  passwordResetSubmitted,
  selectAuth,
  type LoginView,
} from "../slice";
import { codeError, hasErrors, mobileError, validateLogin, validateReset, type FieldErrors } from "../validation";
import { spacedMobile } from "../format";
import { RequestFeedback } from "./request-feedback";
import styles from "./auth-form.module.css";

const TITLES: Record<LoginView, TranslationKey> = {
  NORMAL_VIEW: "header.login",
  OTP_CODE_VIEW: "auth.codeTitle",
  FORGOT_PASSWORD_VIEW: "auth.resetTitle",
};

/** The login modal and its three views (spec part 1 section 4). */
export function LoginModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal) === "login";
  const { loginView } = useAppSelector(selectAuth);
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && dispatch(modalClosed())}
      title={t(TITLES[loginView])}
      size="sm"
    >
      {loginView === "NORMAL_VIEW" && <PasswordView />}
      {loginView === "OTP_CODE_VIEW" && <CodeView />}
      {loginView === "FORGOT_PASSWORD_VIEW" && <ResetView />}
    </Dialog>
  );
}

function PasswordView() {
  const dispatch = useAppDispatch();
  const { login, loginNotice } = useAppSelector(selectAuth);
  const [form, setForm] = useState({ mobile: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<"mobile" | "password">>({});
  const sending = login.status === "sending";
  const { t } = useTranslation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(form);
    setErrors(found);
    if (!hasErrors(found)) dispatch(passwordLoginSubmitted(form));
  };
  // The code and reset requests need only the number.
  const withMobile = (next: (mobile: string) => void) => () => {
    const error = mobileError(form.mobile);
    setErrors(error ? { mobile: error } : {});
    if (!error) next(form.mobile.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <RequestFeedback request={login} notice={loginNotice} />
      <MobileField
        value={form.mobile}
        onChange={(mobile) => setForm({ ...form, mobile })}
        error={errors.mobile}
        autoFocus
      />
      <TextField
        label={t("auth.password")}
        type="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(e) => setForm({ ...form, password: e.target.value })}
        error={errors.password}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t("header.login")}
        </Button>
        <Button
          variant="secondary"
          disabled={sending}
          onClick={withMobile((mobile) => dispatch(loginCodeRequested({ mobile })))}
        >
          {t("auth.withOtp")}
        </Button>
      </div>
      <div className={styles.links}>
        <Button
          variant="link"
          disabled={sending}
          onClick={withMobile((mobile) => dispatch(passwordResetRequested({ mobile })))}
        >
          {t("auth.forgot")}
        </Button>
        <Button variant="link" onClick={() => dispatch(signUpRequested())}>
          {t("auth.newHere")}
        </Button>
      </div>
    </form>
  );
}

function CodeView() {
  const dispatch = useAppDispatch();
  const { login, loginNotice, codeMobile } = useAppSelector(selectAuth);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const sending = login.status === "sending";
  const { t } = useTranslation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = codeError(code);
    setError(found);
    if (!found) dispatch(codeLoginSubmitted({ otp: code }));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t("auth.codeSent", { mobile: spacedMobile(codeMobile) })}</p>
      <RequestFeedback request={login} notice={loginNotice} />
      <CodeField label={t("auth.oneTimeCode")} value={code} onChange={setCode} error={error} autoFocus />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t("auth.verifyLogin")}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={() => dispatch(codeResendRequested())}>
          {t("auth.resend")}
        </Button>
      </div>
      <Button variant="link" onClick={() => dispatch(backToPasswordLogin())}>
        {t("auth.backToPassword")}
      </Button>
    </form>
  );
}

function ResetView() {
  const dispatch = useAppDispatch();
  const { login, loginNotice, codeMobile } = useAppSelector(selectAuth);
  const [form, setForm] = useState({ code: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<"code" | "password" | "confirmPassword">>({});
  const sending = login.status === "sending";
  const { t } = useTranslation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReset(form);
    setErrors(found);
    if (!hasErrors(found)) {
      dispatch(
        passwordResetSubmitted({ otp: form.code, password: form.password, confirmPassword: form.confirmPassword }),
      );
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t("auth.resetLead", { mobile: spacedMobile(codeMobile) })}</p>
      <RequestFeedback request={login} notice={loginNotice} />
      <CodeField
        label={t("auth.code")}
        value={form.code}
        onChange={(code) => setForm({ ...form, code })}
        error={errors.code}
        autoFocus
      />
      <TextField
        label={t("auth.newPassword")}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => setForm({ ...form, password: e.target.value })}
        error={errors.password}
      />
      <TextField
        label={t("auth.confirmPassword")}
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })}
        error={errors.confirmPassword}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t("auth.changePassword")}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={() => dispatch(codeResendRequested())}>
          {t("auth.resend")}
        </Button>
      </div>
      <Button variant="link" onClick={() => dispatch(backToPasswordLogin())}>
        {t("auth.backToPassword")}
      </Button>
    </form>
  );
}
