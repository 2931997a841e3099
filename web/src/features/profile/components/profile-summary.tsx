import { useState, type ReactNode } from "react";
import type { ProfileData } from "@contract/profile";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { CodeField } from "@/components/mobile-field";
import { Button } from "@/components/ui/button";
import { CheckCircleIcon } from "@/components/icons";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/profile";
import { profileActions, selectProfileState } from "../slice";
import { emailCodeError } from "../validation";
import styles from "./profile-page.module.css";

/**
 * The read-only personal details (spec part 1 section 2): name, mobile with its verified tick, and
 * email with its tick or the Verify button and, once a code was sent, the code box.
 */
export function ProfileSummary({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation();
  const emailToVerify = !profile.email.is_verified && Boolean(profile.email.id);
  return (
    <div className={styles.details}>
      <SummaryRow label={t("profile.name")} value={`${profile.first_name} ${profile.last_name}`.trim()} />
      <SummaryRow
        label={t("profile.mobile")}
        value={`+91 ${profile.mobile.number}`}
        status={profile.mobile.is_verified ? <Verified what={t("profile.mobile")} /> : null}
      />
      <SummaryRow
        label={t("profile.email")}
        value={profile.email.id || t("profile.notAdded")}
        status={
          profile.email.is_verified ? <Verified what={t("profile.email")} /> : emailToVerify ? <VerifyEmail /> : null
        }
      />
      {emailToVerify && <EmailCode />}
    </div>
  );
}

function SummaryRow({ label, value, status }: { label: string; value: string; status?: ReactNode }) {
  return (
    <div className={styles.fieldRow}>
      <div className={styles.fieldText}>
        <span className={styles.fieldLabel}>{label}</span>
        <span className={styles.fieldValue}>{value}</span>
      </div>
      {status}
    </div>
  );
}

export function Verified({ what }: { what: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.verified}>
      <CheckCircleIcon />
      <span>{t("profile.verified")}</span>
      <span className="visually-hidden">{t("profile.whatVerified", { what })}</span>
    </span>
  );
}

function VerifyEmail() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { emailCode } = useAppSelector(selectProfileState);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={emailCode.status === "sending"}
      onClick={() => dispatch(profileActions.emailCodeRequested())}
    >
      {t("profile.verify")}
    </Button>
  );
}

/** After Verify sent a code: the code box (spec part 1 section 4, Email verification). */
function EmailCode() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { emailCodeSent, emailVerify } = useAppSelector(selectProfileState);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  if (!emailCodeSent) return null;
  const submit = () => {
    const found = emailCodeError(code);
    setError(found);
    if (!found) dispatch(profileActions.emailCodeSubmitted(code.trim()));
  };
  return (
    <div className={styles.emailCode}>
      <CodeField
        label={t("profile.emailCode")}
        value={code}
        onChange={setCode}
        error={error && localiseMessage(error)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            submit();
          }
        }}
      />
      <Button variant="secondary" loading={emailVerify.status === "sending"} onClick={submit}>
        {t("profile.submitCode")}
      </Button>
    </div>
  );
}
