// The support form (spec part 1 sections 3 and 5): title, email, phone and message; after a send,
// the server's message with an OK button. A signed-in customer's email and phone come filled in
// (`contact`, from the profile; the app passes it), and stay editable.
import { useEffect, useState, type FormEvent } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { modalClosed, selectOpenModal } from "@/app/ui-slice";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import { selectSupport, supportSubmitted, type SupportField, type SupportFieldErrors } from "../slice";
import { validateSupport } from "../validation";
import styles from "./support-modal.module.css";

const EMPTY: Record<SupportField, string> = { title: "", email: "", phone: "", message: "" };

/** The signed-in customer's email and phone, as the form fills them in. */
export type SupportContact = { email: string | null; phone: string | null };

function SupportForm({ contact }: { contact?: SupportContact }) {
  const dispatch = useAppDispatch();
  const { request, fieldErrors } = useAppSelector(selectSupport);
  const email = contact?.email ?? "";
  const phone = contact?.phone ?? "";
  const [values, setValues] = useState({ ...EMPTY, email, phone });
  // The profile may arrive after the form opened: it fills only the fields still empty.
  useEffect(() => {
    setValues((v) => ({ ...v, email: v.email || email, phone: v.phone || phone }));
  }, [email, phone]);
  const [errors, setErrors] = useState<SupportFieldErrors>({});
  const shown = { ...fieldErrors, ...errors };
  const { t } = useTranslation();

  const change = (field: SupportField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSupport(values);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    dispatch(supportSubmitted(checked.body));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t("supportMenu.title")}>
      <TextField
        label={t("support.titleField")}
        value={values.title}
        onChange={(e) => change("title")(e.target.value)}
        error={shown.title}
        maxLength={150}
      />
      <TextField
        label={t("auth.email")}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => change("email")(e.target.value)}
        error={shown.email}
      />
      <TextField
        label={t("support.phone")}
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(e) => change("phone")(e.target.value)}
        error={shown.phone}
      />
      <TextField
        label={t("support.message")}
        multiline
        rows={5}
        value={values.message}
        onChange={(e) => change("message")(e.target.value)}
        error={shown.message}
        maxLength={2000}
      />
      <Button type="submit" loading={request.status === "sending"}>
        {t("support.send")}
      </Button>
    </form>
  );
}

export function SupportModal({ contact }: { contact?: SupportContact } = {}) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal) === "support";
  const { sentMessage } = useAppSelector(selectSupport);
  const close = () => dispatch(modalClosed());
  const { t } = useTranslation();

  if (sentMessage) {
    return (
      <Dialog
        open={open}
        onOpenChange={(next) => !next && close()}
        title={t("support.sent")}
        description={sentMessage}
        size="sm"
        actions={<Button onClick={close}>{t("common.okUpper")}</Button>}
      />
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t("supportMenu.title")}
      description={t("support.description")}
    >
      <SupportForm contact={contact} />
    </Dialog>
  );
}
