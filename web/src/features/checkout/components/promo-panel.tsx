// The promo code panel: type a code or pick an offer. The code is upper-cased and matched to the
// offer list; the server has the last word ('Promo code is invalid!' and the other rules). Offers
// that cannot apply to this customer and payment tab are listed apart, each with the reason and no
// Apply: none on the Cash tab, a new-customers-only code after the first order, a code already used,
// a minimum purchase the order does not reach.
import { useState, type FormEvent } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import type { Offer } from "@contract/promo";
import { CHECKOUT_MESSAGES, PAYMENT_TAB, promoRefusal } from "@contract/checkout-constants";
import "@/lib/i18n/texts/payment";
import { formatRupees } from "@/lib/money";
import { promoApplied, promoRemoved, selectCheckout, type CheckoutState } from "../slice";
import styles from "./checkout.module.css";
import { OFFER_TYPE } from "@contract/promo-constants";
import { promoTitle } from "@/lib/promo-title";

type Translate = ReturnType<typeof useTranslation>["t"];

/** Why an offer cannot apply to this order, or null when it may (the server still checks). */
export function offerRefusal(o: Offer, s: CheckoutState, t: Translate): string | null {
  if (promoRefusal({ cod: s.tab === PAYMENT_TAB.cash })) return localiseMessage(CHECKOUT_MESSAGES.promoCod);
  if (o.not_for_you === "new_customers_only") return localiseMessage(CHECKOUT_MESSAGES.promoNewOnly);
  if (o.not_for_you === "used") return localiseMessage(CHECKOUT_MESSAGES.promoCustomerLimit);
  const base = s.order?.billing.total;
  if (o.min_purchase_enable && o.min_purchase_obj.type === 1 && base !== undefined && base < o.min_purchase_obj.value)
    return t("payment.promo.minPurchase", { amount: formatRupees(o.min_purchase_obj.value) });
  return null;
}

export function PromoPanel() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectCheckout);
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const applied = s.order?.promo ?? null;
  const listed = s.offers
    .filter((o) => o.category_id === null || o.category_id === s.shopId)
    .map((o) => ({ offer: o, refusal: offerRefusal(o, s, t) }));
  const offers = listed
    .filter((o) => o.refusal === null)
    .map((o) => o.offer)
    .slice(0, 5);
  const refused = listed.filter((o) => o.refusal !== null).slice(0, 5);
  const apply = (typed: string) => {
    const upper = typed.trim().toUpperCase();
    if (!upper) return;
    const match = s.offers.find((o) => o.promo_code === upper);
    dispatch(promoApplied(match ? { id: match._id, code: upper } : { code: upper }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(code);
  };
  return (
    <section className={styles.section} aria-label={t("payment.promo.label")}>
      {applied ? (
        <div className={styles.between}>
          <span>
            <strong>{applied.promo_code}</strong>{" "}
            {t(
              applied.offer_type === OFFER_TYPE.cashback
                ? "payment.promo.appliedCashback"
                : "payment.promo.appliedSaving",
              {
                amount: formatRupees(applied.amount),
              },
            )}
          </span>
          <Button variant="link" size="sm" onClick={() => dispatch(promoRemoved())}>
            {t("payment.promo.remove")}
          </Button>
        </div>
      ) : (
        <form className={styles.row} onSubmit={submit} noValidate>
          <TextField
            label={t("payment.promo.code")}
            value={code}
            maxLength={40}
            error={s.promoError}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
          />
          <Button type="submit" variant="secondary" size="sm">
            {t("payment.promo.apply")}
          </Button>
        </form>
      )}
      {!applied && offers.length > 0 && (
        <ul className={styles.list} aria-label={t("payment.promo.offers")}>
          {offers.map((o) => (
            <li key={o._id} className={styles.between}>
              <span>
                <strong>{o.promo_code}</strong> <span className={styles.muted}>{promoTitle(o)}</span>
                {typeof o.customer_id === "string" && (
                  <span className={styles.muted}> · {t("payment.promo.onlyForYou")}</span>
                )}
              </span>
              <Button
                variant="link"
                size="sm"
                aria-label={t("payment.promo.applyCode", { code: o.promo_code })}
                onClick={() => apply(o.promo_code)}
              >
                {t("payment.promo.apply")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!applied && refused.length > 0 && (
        <ul className={styles.list} aria-label={t("payment.promo.notApplicable")}>
          {refused.map(({ offer, refusal }) => (
            <li key={offer._id}>
              <strong>{offer.promo_code}</strong> <span className={styles.muted}>{promoTitle(offer)}</span>
              <div className={styles.muted}>{refusal}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
