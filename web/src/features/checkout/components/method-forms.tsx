// The payment method tabs' forms (spec part 2 section 5 messages). Each form keeps its own fields,
// so switching tabs resets them; card details go to the payment request, never into the store.
import { useState, type FormEvent } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
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
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payment";
import { formatRupees } from "@/lib/money";
import { DELIVERY_TYPE } from "@contract/cart-constants";
import { payRequested, selectCheckout, type HostedMethod } from "../slice";
import styles from "./checkout.module.css";

function PayButton({ label }: { label?: string }) {
  const s = useAppSelector(selectCheckout);
  const payable = s.order?.billing.payable ?? 0;
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="accent"
      loading={s.pay.status === "sending"}
      disabled={!s.order || s.orderRequest.status === "sending"}
    >
      {label ?? t("checkout.pay", { amount: formatRupees(payable) })}
    </Button>
  );
}

/**
 * Live mode: Razorpay's hosted checkout asks for the card, UPI ID or bank itself, so the tab holds
 * one Pay button that opens it with the tab's method preselected (none on Preferred: the hosted
 * page offers the customer's saved cards and UPI IDs, found through their Razorpay customer id).
 */
export function HostedPayForm({ method }: { method?: HostedMethod }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const text = {
    card: t("payment.hosted.card"),
    upi: t("payment.hosted.upi"),
    netbanking: t("payment.hosted.netBanking"),
  };
  return (
    <form
      className={styles.section}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(payRequested({ details: null, ...(method ? { method } : {}) }));
      }}
    >
      <p className={styles.muted}>{method ? text[method] : t("payment.hosted.preferred")}</p>
      <PayButton />
    </form>
  );
}

/** Examples of the formats typed, the same in every language. */
const EXPIRY_FORMAT = "MM/YY";
const VPA_EXAMPLE = "name@bank";

export function PreferredForm() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const tokens = useAppSelector(selectCheckout).tokens;
  const [choice, setChoice] = useState<string | null>(
    () => tokens?.cards.find((c) => c.is_preferred)?.token ?? tokens?.upi.find((u) => u.is_preferred)?.token ?? null,
  );
  const [error, setError] = useState<string | null>(null);
  const saved = [
    ...(tokens?.cards ?? []).map((c) => ({
      token: c.token,
      method: "card" as const,
      label: t("payment.preferred.card", {
        network: c.card.network,
        last4: c.card.last4,
        month: c.card.expiry_month,
        year: c.card.expiry_year.slice(-2),
      }),
    })),
    ...(tokens?.upi ?? []).map((u) => ({
      token: u.token,
      method: "upi" as const,
      label: `UPI ${u.vpa.username}@${u.vpa.handle}`,
    })),
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = saved.find((x) => x.token === choice);
    if (!chosen) return setError(t("payment.preferred.select"));
    dispatch(payRequested({ details: { method: chosen.method, token: chosen.token } }));
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      {saved.length === 0 ? (
        <p className={styles.muted}>{t("payment.preferred.none")}</p>
      ) : (
        <div className={styles.list} role="radiogroup" aria-label={t("payment.preferred.saved")}>
          {saved.map((x) => (
            <label key={x.token} className={styles.choice}>
              <input
                type="radio"
                name="preferred"
                checked={choice === x.token}
                onChange={() => (setChoice(x.token), setError(null))}
              />
              {x.label}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <PayButton />
    </form>
  );
}

export function CardForm({ now = new Date() }: { now?: Date }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const [card, setCard] = useState({ number: "", expiry: "", cvv: "", name: "" });
  const [save, setSave] = useState(true);
  const [errors, setErrors] = useState<CardErrors>({});
  const digits = cardDigits(card.number);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCard(card, now);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const exp = parseExpiry(card.expiry)!;
    dispatch(
      payRequested({
        details: {
          method: "card",
          card: {
            number: digits,
            expiry_month: String(exp.month).padStart(2, "0"),
            expiry_year: String(exp.year),
            cvv: card.cvv,
            name: card.name.trim(),
          },
          save: save ? 1 : 0,
        },
      }),
    );
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={t("checkout.card.details")}>
      <TextField
        label={t("checkout.card.number")}
        inputMode="numeric"
        autoComplete="cc-number"
        value={groupCardNumber(digits)}
        maxLength={19}
        error={errors.number && t("payment.card.numberInvalid")}
        hint={digits.length > 0 ? cardNetwork(digits) : undefined}
        onChange={(e) => setCard({ ...card, number: cardDigits(e.target.value) })}
      />
      <div className={styles.row}>
        <TextField
          label={t("checkout.card.expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={EXPIRY_FORMAT}
          maxLength={5}
          value={card.expiry}
          error={errors.expiry && t("payment.card.expiryInvalid")}
          onChange={(e) => setCard({ ...card, expiry: formatExpiryInput(e.target.value, card.expiry) })}
        />
        <TextField
          label={t("checkout.card.cvv")}
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={3}
          value={card.cvv}
          error={errors.cvv && t("payment.card.cvvInvalid")}
          onChange={(e) => setCard({ ...card, cvv: e.target.value.replace(/\D/g, "").slice(0, 3) })}
        />
      </div>
      <TextField
        label={t("checkout.card.name")}
        autoComplete="cc-name"
        value={card.name}
        maxLength={100}
        onChange={(e) => setCard({ ...card, name: e.target.value })}
      />
      <label className={styles.row}>
        <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
        {t("checkout.card.save")}
      </label>
      <PayButton />
    </form>
  );
}

const NEW_UPI = "__new__";

export function UpiForm() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const saved = useAppSelector(selectCheckout).tokens?.upi ?? [];
  const [choice, setChoice] = useState<string | null>(saved.length === 0 ? NEW_UPI : null);
  const [vpa, setVpa] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (choice === null) return setError(t("payment.upi.select"));
    if (choice !== NEW_UPI) return dispatch(payRequested({ details: { method: "upi", token: choice } }));
    if (!vpa.trim()) return setError(t("payment.upi.enter"));
    dispatch(payRequested({ details: { method: "upi", vpa: vpa.trim(), save: 1 } }));
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      {saved.length > 0 && (
        <div className={styles.list} role="radiogroup" aria-label={t("payment.upi.saved")}>
          {saved.map((u) => (
            <label key={u.token} className={styles.choice}>
              <input
                type="radio"
                name="upi"
                checked={choice === u.token}
                onChange={() => (setChoice(u.token), setError(null))}
              />
              {u.vpa.username}@{u.vpa.handle}
            </label>
          ))}
          <label className={styles.choice}>
            <input
              type="radio"
              name="upi"
              checked={choice === NEW_UPI}
              onChange={() => (setChoice(NEW_UPI), setError(null))}
            />
            {t("payment.upi.another")}
          </label>
        </div>
      )}
      {choice === NEW_UPI && (
        <TextField
          label={t("payment.upi.id")}
          placeholder={VPA_EXAMPLE}
          value={vpa}
          maxLength={100}
          onChange={(e) => (setVpa(e.target.value), setError(null))}
        />
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <PayButton />
    </form>
  );
}

export function NetBankingForm() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const banks = useAppSelector(selectCheckout).banks;
  const [bank, setBank] = useState("");
  const [error, setError] = useState<string | null>(null);
  if (!banks) return <p className={styles.muted}>{t("payment.netBanking.loading")}</p>;
  const others = Object.entries(banks.banks).filter(([code]) => !banks.featured.includes(code));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!bank) return setError(t("payment.netBanking.select"));
    dispatch(payRequested({ details: { method: "netbanking", bank } }));
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <div className={styles.row} role="radiogroup" aria-label={t("payment.netBanking.popular")}>
        {banks.featured.map((code) => (
          <label key={code} className={styles.choice}>
            <input type="radio" name="bank" checked={bank === code} onChange={() => (setBank(code), setError(null))} />
            {banks.banks[code]}
          </label>
        ))}
      </div>
      <label className={styles.section}>
        {t("payment.netBanking.others")}
        <select
          value={banks.featured.includes(bank) ? "" : bank}
          onChange={(e) => (setBank(e.target.value), setError(null))}
        >
          <option value="">{t("payment.netBanking.choose")}</option>
          {others.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <PayButton />
    </form>
  );
}

export function CashForm() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectCheckout);
  const { t } = useTranslation();
  return (
    <form
      className={styles.section}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(payRequested({ details: null }));
      }}
    >
      <p>
        {t(s.deliveryType === DELIVERY_TYPE.byShop ? "checkout.cashOnArrival" : "checkout.cashOnPickup", {
          amount: formatRupees(s.order?.billing.payable ?? 0),
        })}
      </p>
      <PayButton label={t("checkout.placeOrder")} />
    </form>
  );
}

export function WalletOnlyForm() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return (
    <form
      className={styles.section}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(payRequested({ details: null }));
      }}
    >
      <p>{t("checkout.walletPays")}</p>
      <PayButton label={t("checkout.placeWithWallet")} />
    </form>
  );
}
