// Rupee amounts as the spec shows them: Indian digit grouping, the ₹ sign and two decimals, in
// the locale of the language shown (en-IN and hi-IN both write ₹1,23,456.50).
import { currentLanguage, LOCALES, type Language } from "./i18n";

const formats = new Map<Language, Intl.NumberFormat>();
function rupees(language: Language): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format;
}

/** formatRupees(123456.5) -> "₹1,23,456.50". Non-finite input shows as ₹0.00 rather than "₹NaN". */
export function formatRupees(amount: number, language: Language = currentLanguage()): string {
  return rupees(language).format(Number.isFinite(amount) ? amount : 0);
}

/** A plain number with Indian grouping in the language shown: 12,34,567. */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** Cart and billing totals are rounded to 2 decimals (spec part 1 section 4). */
export function roundRupees(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
