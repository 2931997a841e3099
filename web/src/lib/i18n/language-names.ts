// The languages Galli speaks and each one's own name, as the language switch shows it. Apart from
// the rest of i18n: scripts/language-font.ts cuts the glyphs of the Hindi name out of the font.
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिंदी" };
