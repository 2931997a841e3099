import { useId, useState, type KeyboardEvent } from "react";
import type { Suggestion } from "@contract/places";
import { TextField } from "@/components/ui/text-field";
import styles from "./address-modal.module.css";

type LocationSearchProps = {
  value: string;
  suggestions: Suggestion[];
  error?: string;
  onType: (value: string) => void;
  onPick: (suggestion: Suggestion) => void;
};

/** The address modal's location box: a combobox listing places as the customer types. */
export function LocationSearch({ value, suggestions, error, onType, onPick }: LocationSearchProps) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const open = suggestions.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      onPick(suggestions[active]);
      setActive(-1);
    }
  };

  return (
    <div className={styles.search}>
      <TextField
        label="Location"
        hint="Search a locality, city or pincode and choose it from the list."
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          setActive(-1);
          onType(e.target.value);
        }}
        onKeyDown={onKeyDown}
        error={error}
        autoFocus
      />
      {open && (
        <ul id={listId} role="listbox" aria-label="Places" className={styles.suggestions}>
          {suggestions.map((s, i) => (
            <li
              key={s.place_id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.suggestion}
              // mousedown, not click: the input keeps focus and the list does not vanish first.
              onMouseDown={(e) => {
                e.preventDefault();
                onPick(s);
              }}
            >
              <span className={styles.suggestionMain}>{s.main_text}</span>
              <span className={styles.suggestionSecondary}>{s.secondary_text}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
