// The header's product search: it looks in every shop near the home page's locations (/find?q=).
// A combobox (WAI-ARIA 1.2, list autocomplete): suggestions of categories, brands and products
// show as the customer types; Arrow keys move through them, Enter or a click searches the one
// chosen, Escape closes the list.
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import type { Suggestion } from "@contract/finder";
import { paths } from "@/app/paths";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import { productName } from "@/lib/product-name";
import { useSuggestions } from "./header-suggestions";
import styles from "./header.module.css";

export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const listId = useId();
  const current = pathname === paths.find ? (params.get("q") ?? "") : "";
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Another search (or leaving the results) shows its own words in the box.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current);
    setOpen(false);
  }
  const suggestions = useSuggestions(text, open);
  const expanded = open && suggestions.length > 0;

  const find = (q: string) => {
    setOpen(false);
    setActive(-1);
    if (q.trim()) navigate(`${paths.find}?q=${encodeURIComponent(q.trim())}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    if (chosen) setText(chosen.text);
    find(chosen ? chosen.text : text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the box itself: past the last option comes back to it, and up from it goes to the last.
      setActive((i) => {
        const next = i + step;
        return next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // A product goes by its Hindi name in Hindi; choosing it searches its name as written.
  const label = (s: Suggestion) =>
    s.kind === "category"
      ? localiseMessage(s.text)
      : s.kind === "product"
        ? productName({ product_name: s.text, product_name_hi: s.text_hi })
        : s.text;
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <form role="search" className={styles.search} onSubmit={submit} aria-label={t("header.find")}>
      <div className={styles.searchBox}>
        <input
          type="search"
          role="combobox"
          className={styles.searchInput}
          value={text}
          maxLength={200}
          placeholder={t("header.findPlaceholder")}
          aria-label={t("header.find")}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t("header.suggestions")}
          className={styles.suggestions}
          hidden={!expanded}
        >
          {expanded &&
            suggestions.map((s, i) => (
              <li
                key={`${s.kind}:${s.text}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={styles.suggestion}
                // Chosen before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  setText(s.text);
                  find(s.text);
                }}
              >
                <span>{label(s)}</span>
                {s.kind !== "product" && (
                  <span className={styles.suggestionKind}>
                    {s.kind === "brand" ? t("header.suggestBrand") : t("header.suggestCategory")}
                  </span>
                )}
              </li>
            ))}
        </ul>
      </div>
      <button type="submit" className={styles.link}>
        {t("header.findButton")}
      </button>
    </form>
  );
}
