import { Fragment, useState, type FormEvent, type ReactNode } from "react";
import type { ProfileData, ProfileEditBody } from "@contract/profile";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { MobileField } from "@/components/mobile-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { localiseMessage, useTranslation, type TranslationKey } from "@/lib/i18n";
import "@/lib/i18n/texts/profile";
import { profileActions, selectProfileState } from "../slice";
import { validateProfile, type ProfileErrors, type ProfileFields } from "../validation";
import { PencilIcon } from "@/components/icons";
import { Verified } from "./profile-summary";
import styles from "./profile-page.module.css";

type Key = keyof ProfileFields;
const LABELS: Record<Key, TranslationKey> = {
  firstName: "profile.firstName",
  lastName: "profile.lastName",
  mobile: "profile.mobile",
  email: "profile.email",
};

const storedFields = (p: ProfileData): ProfileFields => ({
  firstName: p.first_name,
  lastName: p.last_name,
  mobile: p.mobile.number,
  email: p.email.id ?? "",
});

/** Only the fields that differ from the stored profile (spec part 1 section 3, Profile edit). */
function changes(stored: ProfileFields, values: ProfileFields): ProfileEditBody {
  const body: ProfileEditBody = {};
  if (values.firstName.trim() !== stored.firstName) body.first_name = values.firstName.trim();
  if (values.lastName.trim() !== stored.lastName) body.last_name = values.lastName.trim();
  if (values.mobile.trim() !== stored.mobile) body.mobile = { dialing_code: "+91", number: values.mobile.trim() };
  if (values.email.trim().toLowerCase() !== stored.email.toLowerCase()) body.email = { id: values.email.trim() };
  return body;
}

/**
 * The Edit Profile form: name, mobile and email, each made editable by its pencil; Save stays
 * disabled until something differs from the stored profile (spec part 1 section 4). Its dialog
 * mounts it afresh on every opening. Email verification stays on the page (ProfileSummary).
 */
export function ProfileDetails({ profile }: { profile: ProfileData }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { save } = useAppSelector(selectProfileState);
  const stored = storedFields(profile);
  const [values, setValues] = useState<ProfileFields>(stored);
  const [editing, setEditing] = useState<Key[]>([]);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const body = changes(stored, values);
  const dirty = Object.keys(body).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length === 0 && dirty) dispatch(profileActions.profileSaveRequested(body));
  };
  const set = (key: Key) => (value: string) => setValues({ ...values, [key]: value });
  const isEditing = (key: Key) => editing.includes(key);

  const row = (key: Key, input: ReactNode, status?: ReactNode) => (
    <div className={styles.fieldRow}>
      {isEditing(key) ? (
        <div className={styles.fieldInput}>{input}</div>
      ) : (
        <div className={styles.fieldText}>
          <span className={styles.fieldLabel}>{t(LABELS[key])}</span>
          <span className={styles.fieldValue}>
            {key === "mobile" ? `+91 ${values.mobile}` : values[key] || t("profile.notAdded")}
          </span>
        </div>
      )}
      {status}
      {!isEditing(key) && (
        <button
          type="button"
          className={styles.pencil}
          aria-label={t("profile.editField", { field: t(LABELS[key]).toLowerCase() })}
          onClick={() => setEditing([...editing, key])}
        >
          <PencilIcon />
        </button>
      )}
    </div>
  );

  const text = (key: Key, autoComplete: string, type = "text") => (
    <TextField
      label={t(LABELS[key])}
      type={type}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(e) => set(key)(e.target.value)}
      error={errors[key] && localiseMessage(errors[key])}
      autoFocus
    />
  );

  // The four rows, built before the markup (their arguments are field names, not texts).
  const mobileVerified = !isEditing("mobile") && profile.mobile.is_verified;
  const emailVerified = !isEditing("email") && profile.email.is_verified;
  const rows = [
    row("firstName", text("firstName", "given-name")),
    row("lastName", text("lastName", "family-name")),
    row(
      "mobile",
      <MobileField
        value={values.mobile}
        onChange={set("mobile")}
        error={errors.mobile && localiseMessage(errors.mobile)}
        autoFocus
      />,
      mobileVerified ? <Verified what={t("profile.mobile")} /> : null,
    ),
    row("email", text("email", "email", "email"), emailVerified ? <Verified what={t("profile.email")} /> : null),
  ];

  return (
    <form className={styles.details} onSubmit={submit} noValidate>
      {rows.map((r, i) => (
        <Fragment key={i}>{r}</Fragment>
      ))}
      <div>
        <Button type="submit" disabled={!dirty} loading={save.status === "sending"}>
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
