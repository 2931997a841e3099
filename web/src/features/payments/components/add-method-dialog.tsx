// 'Add Payment Method' (a card) and 'Add New UPI ID': the details go to the payment provider,
// which keeps a token with the last 4 digits and expiry (never the number or CVV).
import { useState, type FormEvent } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import {
  cardDigits,
  cardNetwork,
  formatExpiryInput,
  groupCardNumber,
  parseExpiry,
  validateCard,
  type CardErrors,
} from "@/lib/card";
import { addClosed, addSubmitted, selectPayments } from "../slice";
import styles from "./payments.module.css";

function CardFields() {
  const dispatch = useAppDispatch();
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
    <form className={styles.section} onSubmit={submit} noValidate aria-label="New card">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={19}
        value={groupCardNumber(digits)}
        error={errors.number}
        hint={digits ? cardNetwork(digits) : undefined}
        onChange={(e) => setCard({ ...card, number: cardDigits(e.target.value) })}
      />
      <TextField
        label="Expiry (MM/YY)"
        placeholder="MM/YY"
        inputMode="numeric"
        maxLength={5}
        value={card.expiry}
        error={errors.expiry}
        onChange={(e) => setCard({ ...card, expiry: formatExpiryInput(e.target.value, card.expiry) })}
      />
      <TextField
        label="CVV"
        type="password"
        inputMode="numeric"
        maxLength={3}
        value={card.cvv}
        error={errors.cvv}
        onChange={(e) => setCard({ ...card, cvv: e.target.value.replace(/\D/g, "").slice(0, 3) })}
      />
      <TextField
        label="Name on card"
        value={card.name}
        maxLength={100}
        onChange={(e) => setCard({ ...card, name: e.target.value })}
      />
      {add.error && (
        <p className={styles.error} role="alert">
          {add.error}
        </p>
      )}
      <Button type="submit" loading={add.status === "sending"}>
        Save Card
      </Button>
    </form>
  );
}

function UpiFields() {
  const dispatch = useAppDispatch();
  const add = useAppSelector(selectPayments).add;
  const [vpa, setVpa] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!vpa.trim()) return setError("Please enter your UPI ID");
    dispatch(addSubmitted({ method: "upi", vpa: vpa.trim() }));
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label="New UPI ID">
      <TextField
        label="UPI ID"
        placeholder="name@bank"
        value={vpa}
        maxLength={100}
        error={error ?? add.error}
        onChange={(e) => {
          setVpa(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" loading={add.status === "sending"}>
        Save UPI ID
      </Button>
    </form>
  );
}

export function AddMethodDialog() {
  const dispatch = useAppDispatch();
  const { adding, info } = useAppSelector(selectPayments);
  if (!adding) return null;
  const live = info?.mode === "live";
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && dispatch(addClosed())}
      title={adding === "card" ? "Add Payment Method" : "Add New UPI ID"}
      size="sm"
    >
      {live ? (
        <p className={styles.muted}>Cards and UPI IDs are saved with Razorpay when you pay with them at checkout.</p>
      ) : adding === "card" ? (
        <CardFields />
      ) : (
        <UpiFields />
      )}
    </Dialog>
  );
}
