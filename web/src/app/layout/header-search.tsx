// The header's product search: it looks in every shop near the home page's locations (/find?q=).
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "@/app/paths";
import { useTranslation } from "@/lib/i18n";
import styles from "./header.module.css";

export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === paths.find ? (params.get("q") ?? "") : "";
  const [text, setText] = useState(current);
  // Another search (or leaving the results) shows its own words in the box.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(`${paths.find}?q=${encodeURIComponent(q)}`);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit} aria-label={t("header.find")}>
      <input
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={200}
        placeholder={t("header.findPlaceholder")}
        aria-label={t("header.find")}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={styles.link}>
        {t("header.findButton")}
      </button>
    </form>
  );
}
