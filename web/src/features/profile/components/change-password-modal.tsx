import { useState, type FormEvent } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/profile";
import { profileActions as a, selectProfileState } from "../slice";
import { validatePasswordChange, type PasswordFields } from "../validation";
import styles from "./form-dialog.module.css";

/** The Change Password modal (spec part 1 sections 2 and 5). */
export function ChangePasswordModal() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { passwordOpen } = useAppSelector(selectProfileState);
  return (
    <Dialog
      open={passwordOpen}
      onOpenChange={(open) => !open && dispatch(a.passwordDialogClosed())}
      title={t("profile.changePassword")}
      size="sm"
    >
      <ChangePasswordForm />
    </Dialog>
  );
}

function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { password } = useAppSelector(selectProfileState);
  const [values, setValues] = useState<PasswordFields>({ oldPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordFields, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch(a.passwordChangeSubmitted(values));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {password.status === "error" && password.error && <Alert tone="error">{localiseMessage(password.error)}</Alert>}
      <TextField
        label={t("profile.password.old")}
        type="password"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={(e) => setValues({ ...values, oldPassword: e.target.value })}
        error={errors.oldPassword && localiseMessage(errors.oldPassword)}
        autoFocus
      />
      <TextField
        label={t("profile.password.new")}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
        error={errors.newPassword && localiseMessage(errors.newPassword)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={password.status === "sending"}>
          {t("profile.password.submit")}
        </Button>
      </div>
    </form>
  );
}
