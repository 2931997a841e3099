// A 1-5 star choice as a radio group (arrow keys move, each star is announced as "n stars").
import styles from "./orders.module.css";

type StarRatingProps = { value: number; onChange: (rating: number) => void; label?: string };

export function StarRating({ value, onChange, label = "Rating" }: StarRatingProps) {
  return (
    <fieldset className={styles.stars}>
      <legend className="visually-hidden">{label}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={`${styles.star} ${n <= value ? styles.starOn : ""}`}>
          <input
            type="radio"
            className="visually-hidden"
            name={label}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            aria-label={`${n} star${n > 1 ? "s" : ""}`}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}
