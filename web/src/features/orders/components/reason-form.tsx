// Step 1 of a cancel: a reason from the fetched titles (required) and a message ('other' needs one).
import { useEffect, useState, type FormEvent } from "react";
import { isOtherReason } from "@contract/orders-actions-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { reasonTitlesRequested } from "../order-slice";
import { selectCancelTitles } from "../selectors";
import styles from "./orders.module.css";

export const CANCEL_MESSAGES = { reason: "Please select a reason", message: "Please type a message" } as const;

export type ReasonValue = { title: string; message: string };

/** The spec's rule: a reason is required; "other" (any case, or Hindi "अन्य") needs a non-blank message. */
export function validateReason(v: ReasonValue): { reason?: string; message?: string } {
  if (!v.title.trim()) return { reason: CANCEL_MESSAGES.reason };
  if (isOtherReason(v.title) && !v.message.trim()) return { message: CANCEL_MESSAGES.message };
  return {};
}

type Props = { submitLabel: string; sending?: boolean; onSubmit: (value: ReasonValue) => void; initial?: ReasonValue };

export function ReasonForm({ submitLabel, sending = false, onSubmit, initial }: Props) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const titles = useAppSelector(selectCancelTitles);
  const [value, setValue] = useState<ReasonValue>(initial ?? { title: "", message: "" });
  const [errors, setErrors] = useState<{ reason?: string; message?: string }>({});

  useEffect(() => {
    if (!titles) dispatch(reasonTitlesRequested("cancel"));
  }, [dispatch, titles]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReason(value);
    setErrors(found);
    if (!found.reason && !found.message) onSubmit(value);
  };

  if (!titles) return <Loader label={t("orderCare.loadingReasons")} />;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t("orderCare.cancel.reasonForm")}>
      <fieldset className={styles.radios} style={{ flexDirection: "column" }}>
        <legend>{t("orderCare.reason")}</legend>
        {titles.map((title) => (
          <label key={title._id} className={styles.radio}>
            <input
              type="radio"
              name="cancel-reason"
              value={title.display_name}
              checked={value.title === title.display_name}
              onChange={() => {
                setValue((v) => ({ ...v, title: title.display_name }));
                setErrors({});
              }}
            />
            {title.display_name}
          </label>
        ))}
      </fieldset>
      {errors.reason && (
        <p className={styles.error} role="alert">
          {t("orderCare.cancel.reasonRequired")}
        </p>
      )}
      <TextField
        label={t("orderCare.message")}
        multiline
        rows={3}
        maxLength={500}
        value={value.message}
        error={errors.message && t("orderCare.cancel.messageRequired")}
        onChange={(e) => {
          setValue((v) => ({ ...v, message: e.target.value }));
          setErrors({});
        }}
      />
      <Button type="submit" variant="danger" loading={sending}>
        {submitLabel}
      </Button>
    </form>
  );
}
