import { useState, type FormEvent, type ReactNode } from "react";
import type { ProfileData, ProfileEditBody } from "@contract/profile";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { MobileField } from "@/components/mobile-field";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { profileActions, selectProfileState } from "../slice";
import { validateProfile, type ProfileErrors, type ProfileFields } from "../validation";
import { PencilIcon } from "@/components/icons";
import { Verified } from "./profile-summary";
import styles from "./profile-page.module.css";

type Key = keyof ProfileFields;
const LABELS: Record<Key, string> = {
  firstName: "First name",
  lastName: "Last name",
  mobile: "Mobile number",
  email: "Email",
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
          <span className={styles.fieldLabel}>{LABELS[key]}</span>
          <span className={styles.fieldValue}>
            {key === "mobile" ? `+91 ${values.mobile}` : values[key] || "Not added"}
          </span>
        </div>
      )}
      {status}
      {!isEditing(key) && (
        <button
          type="button"
          className={styles.pencil}
          aria-label={`Edit ${LABELS[key].toLowerCase()}`}
          onClick={() => setEditing([...editing, key])}
        >
          <PencilIcon />
        </button>
      )}
    </div>
  );

  const text = (key: Key, autoComplete: string, type = "text") => (
    <TextField
      label={LABELS[key]}
      type={type}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(e) => set(key)(e.target.value)}
      error={errors[key]}
      autoFocus
    />
  );

  return (
    <form className={styles.details} onSubmit={submit} noValidate>
      {row("firstName", text("firstName", "given-name"))}
      {row("lastName", text("lastName", "family-name"))}
      {row(
        "mobile",
        <MobileField value={values.mobile} onChange={set("mobile")} error={errors.mobile} autoFocus />,
        !isEditing("mobile") && profile.mobile.is_verified ? <Verified what="Mobile number" /> : null,
      )}
      {row(
        "email",
        text("email", "email", "email"),
        !isEditing("email") && profile.email.is_verified ? <Verified what="Email" /> : null,
      )}
      <div>
        <Button type="submit" disabled={!dirty} loading={save.status === "sending"}>
          Save
        </Button>
      </div>
    </form>
  );
}
