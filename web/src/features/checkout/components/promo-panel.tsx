// The promo code panel: type a code or pick an offer. The code is upper-cased and matched to the
// offer list; the server has the last word ('Promo code is invalid!' and the other rules).
import { useState, type FormEvent } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payment";
import { formatRupees } from "@/lib/money";
import { promoApplied, promoRemoved, selectCheckout } from "../slice";
import styles from "./checkout.module.css";
import { OFFER_TYPE } from "@contract/promo-constants";

export function PromoPanel() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectCheckout);
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const applied = s.order?.promo ?? null;
  const offers = s.offers.filter((o) => o.category_id === null || o.category_id === s.shopId).slice(0, 5);
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
                <strong>{o.promo_code}</strong> <span className={styles.muted}>{o.promo_title}</span>
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
    </section>
  );
}
