// The replacement form (spec part 2 sections 4 and 5): reason, message (required, 150 characters
// with a counter), two or three photos (images only), quantity from 1 to the ordered quantity.
import { useEffect, useState, type FormEvent } from "react";
import type { OrderProduct } from "@contract/orders";
import { REPLACEMENT_MESSAGE_MAX, REPLACEMENT_MESSAGES } from "@contract/orders-actions-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { reasonTitlesRequested } from "../order-slice";
import { selectReplacementTitles } from "../selectors";
import styles from "./orders.module.css";
import { productName } from "@/lib/product-name";

export type ReplacementValue = { reason: string; message: string; files: File[]; qty: number };
type Errors = Partial<Record<"reason" | "message" | "files", string>>;

export function validateReplacement(v: ReplacementValue): Errors {
  const errors: Errors = {};
  if (!v.reason) errors.reason = REPLACEMENT_MESSAGES.reasonRequired;
  if (!v.message.trim()) errors.message = REPLACEMENT_MESSAGES.messageRequired;
  else if (v.message.length > REPLACEMENT_MESSAGE_MAX) errors.message = REPLACEMENT_MESSAGES.messageTooLong;
  if (v.files.some((f) => !f.type.startsWith("image/"))) errors.files = REPLACEMENT_MESSAGES.imagesOnly;
  else if (v.files.length < 2) errors.files = REPLACEMENT_MESSAGES.imagesMin;
  else if (v.files.length > 3) errors.files = REPLACEMENT_MESSAGES.imagesMax;
  return errors;
}

type Props = {
  product: OrderProduct;
  open: boolean;
  sending: boolean;
  onCancel: () => void;
  onSubmit: (value: ReplacementValue) => void;
};

export function ReplacementDialog({ product, open, sending, onCancel, onSubmit }: Props) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const titles = useAppSelector(selectReplacementTitles);
  const [value, setValue] = useState<ReplacementValue>({ reason: "", message: "", files: [], qty: product.qty });
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (open && !titles) dispatch(reasonTitlesRequested("replacement"));
  }, [dispatch, open, titles]);

  const change = (patch: Partial<ReplacementValue>) => {
    setValue((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReplacement(value);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...value, message: value.message.trim() });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onCancel()}
      title={t("orderCare.replacement.title")}
      description={productName(product)}
    >
      {!titles ? (
        <Loader label={t("orderCare.loadingReasons")} />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t("orderCare.replacement.form")}>
          <label className={styles.form}>
            {t("orderCare.reason")}
            <select
              value={value.reason}
              onChange={(e) => change({ reason: e.target.value })}
              aria-invalid={!!errors.reason}
            >
              <option value="">{t("orderCare.replacement.selectReason")}</option>
              {titles.map((title) => (
                <option key={title._id} value={title.display_name}>
                  {title.display_name}
                </option>
              ))}
            </select>
          </label>
          {errors.reason && <p className={styles.error}>{localiseMessage(errors.reason)}</p>}
          <TextField
            label={t("orderCare.message")}
            multiline
            rows={3}
            maxLength={REPLACEMENT_MESSAGE_MAX}
            value={value.message}
            error={errors.message && localiseMessage(errors.message)}
            hint={`${value.message.length}/${REPLACEMENT_MESSAGE_MAX}`}
            onChange={(e) => change({ message: e.target.value })}
          />
          <label className={styles.form}>
            {t("orderCare.replacement.photos")}
            <input
              type="file"
              accept="image/*"
              multiple
              onChange={(e) => change({ files: Array.from(e.target.files ?? []) })}
              aria-invalid={!!errors.files}
            />
          </label>
          {value.files.length > 0 && <p className={styles.muted}>{value.files.map((f) => f.name).join(", ")}</p>}
          {errors.files && <p className={styles.error}>{localiseMessage(errors.files)}</p>}
          <label className={styles.form}>
            {t("orderCare.replacement.quantity")}
            <select value={value.qty} onChange={(e) => change({ qty: Number(e.target.value) })}>
              {Array.from({ length: product.qty }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={sending}>
              {t("orderCare.replacement.send")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
