// 'Add Payment Method' (a card) and 'Add New UPI ID': the details go to the payment provider,
// which keeps a token with the last 4 digits and expiry (never the number or CVV).
import { useState, type FormEvent } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payments";
import {
  cardDigits,
  cardNetwork,
  formatExpiryInput,
  groupCardNumber,
  parseExpiry,
  validateCard,
  type CardErrors,
} from "@/lib/card";
import type { TranslationKey } from "@/lib/i18n";
import { addClosed, addSubmitted, selectPayments } from "../slice";
import styles from "./payments.module.css";

/** Formats, the same letters in every language. */
const EXPIRY_FORMAT = "MM/YY";
const UPI_EXAMPLE = "name@bank";

/** The card checks' messages (lib/card gives them in English) in the language shown. */
const CARD_ERRORS: Record<keyof CardErrors, TranslationKey> = {
  number: "payments.add.numberInvalid",
  expiry: "payments.add.expiryInvalid",
  cvv: "payments.add.cvvInvalid",
};

function CardFields() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const error = (field: keyof CardErrors) => (errors[field] ? t(CARD_ERRORS[field]) : undefined);
  const add = useAppSelector(selectPayments).add;
  const [card, setCard] = useState({ number: "", expiry: "", cvv: "", name: "" });
  const [errors, setErrors] = useState<CardErrors>({});
  const digits = cardDigits(card.number);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCard(card, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const exp = parseExpiry(card.expiry)!;
    dispatch(
      addSubmitted({
        method: "card",
        card: {
          number: digits,
          expiry_month: String(exp.month).padStart(2, "0"),
          expiry_year: String(exp.year),
          cvv: card.cvv,
          name: card.name.trim(),
        },
      }),
    );
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={t("payments.add.newCard")}>
      <TextField
        label={t("checkout.card.number")}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={19}
        value={groupCardNumber(digits)}
        error={error("number")}
        hint={digits ? cardNetwork(digits) : undefined}
        onChange={(e) => setCard({ ...card, number: cardDigits(e.target.value) })}
      />
      <TextField
        label={t("checkout.card.expiry")}
        placeholder={EXPIRY_FORMAT}
        inputMode="numeric"
        maxLength={5}
        value={card.expiry}
        error={error("expiry")}
        onChange={(e) => setCard({ ...card, expiry: formatExpiryInput(e.target.value, card.expiry) })}
      />
      <TextField
        label={t("checkout.card.cvv")}
        type="password"
        inputMode="numeric"
        maxLength={3}
        value={card.cvv}
        error={error("cvv")}
        onChange={(e) => setCard({ ...card, cvv: e.target.value.replace(/\D/g, "").slice(0, 3) })}
      />
      <TextField
        label={t("checkout.card.name")}
        value={card.name}
        maxLength={100}
        onChange={(e) => setCard({ ...card, name: e.target.value })}
      />
      {add.error && (
        <p className={styles.error} role="alert">
          {localiseMessage(add.error)}
        </p>
      )}
      <Button type="submit" loading={add.status === "sending"}>
        {t("payments.add.saveCard")}
      </Button>
    </form>
  );
}

function UpiFields() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const add = useAppSelector(selectPayments).add;
  const [vpa, setVpa] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!vpa.trim()) return setError(t("payments.add.upiRequired"));
    dispatch(addSubmitted({ method: "upi", vpa: vpa.trim() }));
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={t("payments.add.newUpi")}>
      <TextField
        label={t("payments.add.upiId")}
        placeholder={UPI_EXAMPLE}
        value={vpa}
        maxLength={100}
        error={error ?? (add.error ? localiseMessage(add.error) : null)}
        onChange={(e) => {
          setVpa(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" loading={add.status === "sending"}>
        {t("payments.add.saveUpi")}
      </Button>
    </form>
  );
}

export function AddMethodDialog() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { adding, info } = useAppSelector(selectPayments);
  if (!adding) return null;
  const live = info?.mode === "live";
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && dispatch(addClosed())}
      title={adding === "card" ? t("payments.addCard") : t("payments.addUpi")}
      size="sm"
    >
      {live ? (
        <p className={styles.muted}>{t("payments.add.live")}</p>
      ) : adding === "card" ? (
        <CardFields />
      ) : (
        <UpiFields />
      )}
    </Dialog>
  );
}
