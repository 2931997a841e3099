// "Delivered": the customer's 4-digit code and, on a cash order, the cash collected (prefilled with
// the amount to collect; less needs a reason, more is refused here as the server would).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import "@/lib/i18n/texts/merchantDeliveries";
import type { DeliverBody, Trip } from "../types";
import styles from "./deliveries.module.css";

const toRupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));
/** Rupees typed by the member, in paise; null when it is not an amount. */
function paiseOf(text: string): number | null {
  const clean = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

type Errors = { code?: string; cash?: string; reason?: string };

export function DeliverForm({ trip, busy, onSubmit }: { trip: Trip; busy: boolean; onSubmit: (body: DeliverBody) => void }) {
  const { t } = useTranslation();
  const cod = trip.cash_to_collect > 0;
  const [code, setCode] = useState("");
  const [cash, setCash] = useState(toRupeesText(trip.cash_to_collect));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const collected = paiseOf(cash);
  const less = cod && collected !== null && collected < trip.cash_to_collect;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!/^\d{4}$/.test(code.trim())) next.code = t("merchantDeliveries.codeInvalid");
    if (cod) {
      if (collected === null) next.cash = t("merchantDeliveries.cashInvalid");
      else if (collected > trip.cash_to_collect)
        next.cash = t("merchantDeliveries.cashTooMuch", { amount: formatRupees(trip.cash_to_collect / 100) });
      else if (less && !reason.trim()) next.reason = t("merchantDeliveries.cashReasonRequired");
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    const body: DeliverBody = { code: code.trim() };
    if (cod && collected !== null) {
      body.cash_collected = collected;
      if (less) body.cash_reason = reason.trim();
    }
    onSubmit(body);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t("merchantDeliveries.code")}
        hint={t("merchantDeliveries.codeHelp")}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{4}"
        maxLength={4}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
        error={errors.code}
        className={styles.codeField}
      />
      {cod && (
        <TextField
          label={t("merchantDeliveries.cashCollected")}
          inputMode="decimal"
          value={cash}
          onChange={(e) => setCash(e.target.value)}
          error={errors.cash}
        />
      )}
      {less && (
        <TextField
          label={t("merchantDeliveries.cashReason")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
          maxLength={200}
        />
      )}
      <Button type="submit" loading={busy}>
        {t("merchantDeliveries.deliver")}
      </Button>
    </form>
  );
}
