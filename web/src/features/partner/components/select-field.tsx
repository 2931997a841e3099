// A labelled native select with the same error wiring as TextField (a long city list stays fast
// and works with every keyboard and screen reader).
import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { localiseMessage } from "@/lib/i18n";
import styles from "./enquiry-form.module.css";

type SelectFieldProps = Omit<ComponentPropsWithRef<"select">, "id"> & {
  label: ReactNode;
  error?: string | null;
  placeholder: string;
  options: { value: string; label: string }[];
};

export function SelectField({ label, error, placeholder, options, ...rest }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={error ? `${styles.select} ${styles.invalid}` : styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {localiseMessage(error)}
        </p>
      )}
    </div>
  );
}
