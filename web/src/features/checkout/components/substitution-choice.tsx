// What happens when an item is short at packing (issue 53): a rule for the whole order (offered
// from the customer's last choice) and, optionally, one per item of the cart.
import { useId } from "react";
import { SUBSTITUTION_RULES, type SubstitutionRule } from "@contract/substitutions-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payment";
import { selectCheckout, substitutionDefaultChosen, substitutionLineChosen } from "../slice";
import styles from "./checkout.module.css";

const SAME = "";

export function SubstitutionChoice() {
  const dispatch = useAppDispatch();
  const { t, i18n } = useTranslation();
  const id = useId();
  const { substitution, lines: items } = useAppSelector(selectCheckout);
  const hindi = i18n.language === "hi";
  const label = (r: SubstitutionRule) => t(`payment.substitution.rules.${r}`);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t("payment.substitution.legend")}</legend>
      <label htmlFor={`${id}-order`}>{t("payment.substitution.orderRule")}</label>{" "}
      <select
        id={`${id}-order`}
        value={substitution.default}
        onChange={(e) => dispatch(substitutionDefaultChosen(e.target.value as SubstitutionRule))}
      >
        {SUBSTITUTION_RULES.map((r) => (
          <option key={r} value={r}>
            {label(r)}
          </option>
        ))}
      </select>
      {items.length > 0 && (
        <details>
          <summary>{t("payment.substitution.perItem")}</summary>
          {items.map((line) => {
            const productId = line.productId;
            const name = (hindi && line.nameHi) || line.name;
            return (
              <div key={productId} className={styles.row}>
                <label htmlFor={`${id}-${productId}`}>{t("payment.substitution.lineRule", { product: name })}</label>{" "}
                <select
                  id={`${id}-${productId}`}
                  value={substitution.lines[productId] ?? SAME}
                  onChange={(e) =>
                    dispatch(
                      substitutionLineChosen({
                        productId,
                        rule: e.target.value === SAME ? null : (e.target.value as SubstitutionRule),
                      }),
                    )
                  }
                >
                  <option value={SAME}>{t("payment.substitution.sameAsOrder")}</option>
                  {SUBSTITUTION_RULES.map((r) => (
                    <option key={r} value={r}>
                      {label(r)}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </details>
      )}
      <p className={styles.muted}>{t("payment.substitution.help")}</p>
    </fieldset>
  );
}
