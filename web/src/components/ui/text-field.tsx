import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { localiseMessage } from "@/lib/i18n";
import styles from "./text-field.module.css";

type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "id"> & {
  label: ReactNode;
  /** The validation message (spec texts verbatim); marks the input invalid and is announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /** Multi-line message boxes. */
  multiline?: boolean;
  rows?: number;
  id?: string;
};

export function TextField({ label, error, hint, multiline = false, rows = 4, id, className, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const shared = {
    id: inputId,
    className: error ? `${styles.input} ${styles.invalid}` : styles.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={rows}
          // The textarea accepts the same value/change/length props the forms pass to inputs.
          {...(rest as ComponentPropsWithRef<"textarea">)}
        />
      ) : (
        <input {...shared} {...rest} />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {localiseMessage(error)}
        </p>
      )}
    </div>
  );
}
