// A delivery slot's label as the reader reads it (the checkout and the merchant console's slots).
import { DELIVERY_SLOTS } from "@contract/checkout-constants";
import { currentLanguage, LOCALES, type Language } from "@/lib/i18n";

/** A slot as the customer reads it: "7 AM-10 AM"; in Hindi the hours through Intl: "सुबह 7 – सुबह 10". */
export function slotText(label: string, language: Language = currentLanguage()): string {
  const slot = DELIVERY_SLOTS.find((s) => s.label === label);
  if (!slot || language === "en") return label;
  const hour = new Intl.DateTimeFormat(LOCALES[language], { hour: "numeric", dayPeriod: "short", timeZone: "UTC" });
  const at = (h: number) => hour.format(Date.UTC(2026, 0, 1, h));
  return `${at(slot.from)} – ${at(slot.to)}`;
}
