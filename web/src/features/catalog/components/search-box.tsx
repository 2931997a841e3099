// The product search box with its clear button; the saga waits 500 ms after the last key.
import { CloseIcon } from "@/components/icons";
import { useTranslation } from "@/lib/i18n";
import styles from "./search-box.module.css";

type Props = { value: string; onChange: (text: string) => void; onClear: () => void };

export function SearchBox({ value, onChange, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="search">
      <label htmlFor="product-search" className="visually-hidden">
        {t("catalog.search")}
      </label>
      <input
        id="product-search"
        type="search"
        className={styles.input}
        placeholder={t("catalog.search")}
        value={value}
        maxLength={1000}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      {value && (
        <button type="button" className={styles.clear} onClick={onClear} aria-label={t("catalog.clearSearch")}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
