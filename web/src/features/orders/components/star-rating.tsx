// A 1-5 star choice as a radio group (arrow keys move, each star is announced as "n stars").
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import styles from "./orders.module.css";

type StarRatingProps = { value: number; onChange: (rating: number) => void; label?: string };

export function StarRating({ value, onChange, label }: StarRatingProps) {
  const { t } = useTranslation();
  const legend = label ?? t("orderCare.stars.rating");
  return (
    <fieldset className={styles.stars}>
      <legend className="visually-hidden">{legend}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={`${styles.star} ${n <= value ? styles.starOn : ""}`}>
          <input
            type="radio"
            className="visually-hidden"
            name={legend}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            aria-label={t("orderCare.stars.stars", { count: n })}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}
