// "Delivery failed" with one of the six reasons (the customer's four, the shop's two).
import { useId, useState, type FormEvent } from "react";
import { DELIVERY_FAIL_REASONS, type DeliveryFailReason } from "@contract/delivery-constants";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantDeliveries";
import styles from "./deliveries.module.css";

export function FailForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (reason: DeliveryFailReason) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<DeliveryFailReason>(DELIVERY_FAIL_REASONS[0]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(reason);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>{t("merchantDeliveries.failReason")}</label>
        <select
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value as DeliveryFailReason)}
          className={styles.select}
        >
          {DELIVERY_FAIL_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`merchantDeliveries.reasons.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.row}>
        <Button type="submit" variant="danger" loading={busy}>
          {t("merchantDeliveries.failConfirm")}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          {t("merchantDeliveries.cancel")}
        </Button>
      </div>
    </form>
  );
}
