// The one location combobox (ARIA 1.2 combobox with a listbox popup): the home page's two inputs,
// the products page's delivery input and the address forms' location search all draw this.
// It knows nothing of the store; its callers pass the options.
import { useTranslation } from "@/lib/i18n";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./location-combobox.module.css";

export type ComboOption = {
  key: string;
  icon?: ReactNode;
  main: string;
  secondary?: string;
  choose: () => void;
  /** A saved address can be deleted from the list: the Delete key on it, or its button. */
  remove?: { label: string; run: () => void };
};

type Props = {
  label: string;
  /** The accessible name of the popup list. */
  listLabel: string;
  value: string;
  options: ComboOption[];
  onType: (value: string) => void;
  onDismiss?: () => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  /** Shown at the input's end: a busy note, or the mark that the location is set. */
  adornment?: ReactNode;
  autoFocus?: boolean;
  maxLength?: number;
};

export function LocationCombobox({
  label,
  listLabel,
  value,
  options,
  onType,
  onDismiss,
  placeholder,
  hint,
  error,
  adornment,
  autoFocus,
  maxLength = 500,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (o: ComboOption) => {
    o.choose();
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (e.key === "ArrowDown" && count > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (e.key === "ArrowUp" && count > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === "Enter" && expanded && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === "Delete" && expanded && options[active]?.remove) {
      e.preventDefault();
      options[active].remove?.run();
      close();
    } else if (e.key === "Escape") {
      close();
      onDismiss?.();
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          id={id}
          className={error ? `${styles.input} ${styles.invalid}` : styles.input}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          onChange={(e) => {
            onType(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {adornment}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {expanded && (
        <ul id={listId} role="listbox" aria-label={listLabel} className={styles.list}>
          {options.map((o, i) => (
            <li
              key={o.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              aria-label={o.secondary ? `${o.main}, ${o.secondary}` : o.main}
              className={i === active ? `${styles.option} ${styles.active}` : styles.option}
              // mousedown keeps focus in the input, so its blur does not close the list first
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o)}
            >
              {o.icon && <span className={styles.icon}>{o.icon}</span>}
              <span className={styles.text}>
                <span className={styles.main}>{o.main}</span>
                {o.secondary && <span className={styles.secondary}>{o.secondary}</span>}
              </span>
              {o.remove && (
                <button
                  type="button"
                  tabIndex={-1}
                  className={styles.delete}
                  aria-label={o.remove.label}
                  onClick={(e) => {
                    e.stopPropagation();
                    o.remove?.run();
                    close();
                  }}
                >
                  {t("location.delete")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
