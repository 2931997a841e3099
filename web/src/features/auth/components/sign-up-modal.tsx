import { useState, type FormEvent } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { loginRequested, modalClosed, selectOpenModal } from "@/app/ui-slice";
import { CodeField, MobileField } from "@/components/mobile-field";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import { selectAuth, signUpCodeRequested, signUpPrevious, signUpSubmitted } from "../slice";
import { codeError, hasErrors, validateSignUp, type FieldErrors, type SignUpForm } from "../validation";
import { spacedMobile } from "../format";
import { RequestFeedback } from "./request-feedback";
import { PrivacyNotice } from "./privacy-notice";
import styles from "./auth-form.module.css";

const EMPTY: SignUpForm = {
  firstName: "",
  lastName: "",
  mobile: "",
  email: "",
  password: "",
  acceptNotice: false,
  offers: false,
};
type TextKey = "firstName" | "lastName" | "mobile" | "email" | "password";

/**
 * The sign-up modal: SIGN_UP_SCREEN sends the details for a code, OTP_VERIFICATION_SCREEN signs up
 * with it; 'Previous' goes back with everything typed still there.
 */
export function SignUpModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal) === "signUp";
  const { signUpScreen } = useAppSelector(selectAuth);
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && dispatch(modalClosed())}
      title={signUpScreen === "SIGN_UP_SCREEN" ? t("header.signUp") : t("auth.verifyMobile")}
    >
      <SignUpContent />
    </Dialog>
  );
}

/** Mounted only while the modal is open: what was typed lives here, across both screens. */
function SignUpContent() {
  const { signUpScreen } = useAppSelector(selectAuth);
  const [form, setForm] = useState<SignUpForm>(EMPTY);
  return signUpScreen === "SIGN_UP_SCREEN" ? (
    <DetailsScreen form={form} setForm={setForm} />
  ) : (
    <CodeScreen form={form} />
  );
}

function DetailsScreen({ form, setForm }: { form: SignUpForm; setForm: (form: SignUpForm) => void }) {
  const dispatch = useAppDispatch();
  const { signUp, signUpNotice } = useAppSelector(selectAuth);
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpForm>>({});
  const { t } = useTranslation();
  const field = (key: TextKey) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp(form);
    setErrors(found);
    if (!hasErrors(found)) dispatch(signUpCodeRequested(form));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <RequestFeedback request={signUp} notice={signUpNotice} />
      <div className={styles.row}>
        <TextField label={t("auth.firstName")} autoComplete="given-name" {...field("firstName")} autoFocus />
        <TextField label={t("auth.lastName")} autoComplete="family-name" {...field("lastName")} />
      </div>
      <MobileField value={form.mobile} onChange={(mobile) => setForm({ ...form, mobile })} error={errors.mobile} />
      <TextField label={t("auth.email")} type="email" autoComplete="email" {...field("email")} />
      <TextField label={t("auth.password")} type="password" autoComplete="new-password" {...field("password")} />
      <PrivacyNotice
        accepted={form.acceptNotice}
        offers={form.offers}
        error={errors.acceptNotice}
        onChange={(consent) => setForm({ ...form, ...consent })}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={signUp.status === "sending"}>
          {t("auth.continue")}
        </Button>
      </div>
      <div className={styles.links}>
        <Button variant="link" onClick={() => dispatch(loginRequested())}>
          {t("auth.haveAccount")}
        </Button>
      </div>
    </form>
  );
}

function CodeScreen({ form }: { form: SignUpForm }) {
  const dispatch = useAppDispatch();
  const { signUp, signUpNotice } = useAppSelector(selectAuth);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const sending = signUp.status === "sending";
  const { t } = useTranslation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = codeError(code);
    setError(found);
    if (!found) dispatch(signUpSubmitted({ form, otp: code }));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t("auth.codeSent", { mobile: spacedMobile(form.mobile) })}</p>
      <RequestFeedback request={signUp} notice={signUpNotice} />
      <CodeField label={t("auth.verificationCode")} value={code} onChange={setCode} error={error} autoFocus />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t("header.signUp")}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={() => dispatch(signUpCodeRequested(form))}>
          {t("auth.resend")}
        </Button>
      </div>
      <Button variant="link" onClick={() => dispatch(signUpPrevious())}>
        {t("auth.previous")}
      </Button>
    </form>
  );
}
