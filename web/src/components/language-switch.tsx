// The language switch of the header and the store-app page: one button naming the other language
// in that language ("हिंदी" / "English"), so a reader finds it whichever language is shown. A
// logged-in customer's choice is saved on the server too (the session saga listens).
import { chooseLanguage, LANGUAGE_NAMES, useTranslation, type Language } from "@/lib/i18n";

export function LanguageSwitch({ className }: { className?: string }) {
  // useTranslation re-renders the switch when the language changes.
  const { t, i18n } = useTranslation();
  const other: Language = i18n.language === "hi" ? "en" : "hi";
  return (
    <button type="button" className={className} onClick={() => void chooseLanguage(other)}>
      {/* .language-name: the Hindi name draws from its own few glyphs (styles/fonts.css). */}
      <span lang={other} className="language-name">
        {LANGUAGE_NAMES[other]}
      </span>
      <span className="visually-hidden"> ({t("language.change")})</span>
    </button>
  );
}
