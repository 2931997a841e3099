// Optional preferred date and one of the five slots; slots already started are disabled, and so are
// those the server's slot list (GET /user/order/slots) marks full (shown as full, not hidden),
// past their cut-off or with the shop closed then.
import { DELIVERY_SLOTS } from "@contract/checkout-constants";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payment";
import { preferenceChanged, selectCheckout } from "../slice";
import { indiaToday, lastPreferredDate, slotOpen, slotText } from "../slots";
import styles from "./checkout.module.css";

export function PreferredTime({ now = new Date() }: { now?: Date }) {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectCheckout);
  const { t } = useTranslation();
  const today = indiaToday(now).date;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("payment.time.legend")}</legend>
      <div className={styles.row}>
        <label className={styles.row}>
          {t("payment.time.date")}
          <input
            type="date"
            min={today}
            max={lastPreferredDate(now)}
            value={s.preferredDate ?? ""}
            onChange={(e) => dispatch(preferenceChanged({ date: e.target.value || null }))}
          />
        </label>
        {(s.preferredDate || s.preferredSlot) && (
          <Button variant="link" size="sm" onClick={() => dispatch(preferenceChanged({ date: null }))}>
            {t("payment.time.clear")}
          </Button>
        )}
      </div>
      <div className={styles.row} role="radiogroup" aria-label={t("payment.time.slot")}>
        {DELIVERY_SLOTS.map((slot) => {
          const served = s.slots?.items.find((i) => i.slot === slot.label);
          const open = slotOpen(slot.label, s.preferredDate, now) && (served?.open ?? true);
          const label =
            served?.state === "full"
              ? t("payment.time.full", { slot: slotText(slot.label) })
              : served && !served.open && slotOpen(slot.label, s.preferredDate, now)
                ? t("payment.time.closed", { slot: slotText(slot.label) })
                : slotText(slot.label);
          return (
            <label key={slot.label} className={styles.choice}>
              <input
                type="radio"
                name="delivery-slot"
                disabled={!open}
                checked={s.preferredSlot === slot.label}
                onChange={() => dispatch(preferenceChanged({ slot: slot.label }))}
              />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
