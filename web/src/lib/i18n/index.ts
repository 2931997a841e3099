// The web client's languages: English (bundled, the spec's texts) and Hindi (its catalogue is a
// chunk of its own, loaded only when chosen, so English visitors never download it).
// Components translate with useTranslation() from here (importing this module also starts i18next):
//   const { t } = useTranslation();  t("cart.proceed", { amount })
// The choice is kept on the device; a first visit follows the browser's languages.
import { useSyncExternalStore } from "react";
import i18next, { type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { storedLanguage } from "../storage";
import type { FullCatalogue } from "./catalogue";
import en, { type Catalogue } from "./en";
import { LANGUAGES, type Language } from "./language-names";

export { LANGUAGES, LANGUAGE_NAMES, type Language } from "./language-names";

// t() takes only keys of the English catalogue (a misspelt key fails the type check).
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: FullCatalogue };
  }
}

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Strip i18next's plural suffixes: "header.offersCount_one" -> "header.offersCount". */
type Unplural<K extends string> = K extends `${infer B}_${"one" | "other"}` ? B : K;
/** A key of the catalogue, for tables of texts translated where they are shown ({ label: "footer.help" }). */
export type TranslationKey = Unplural<Leaves<FullCatalogue>>;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The Intl locale of each language (Indian digit grouping in both). */
export const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** The stored choice, else the first of the browser's languages we speak, else English. */
export function initialLanguage(
  stored: string | null = storedLanguage.get(),
  browser: readonly string[] = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]),
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

type LanguageModule = {
  default: Catalogue;
  /** The Hindi of the areas that load on demand (texts/<area>/hi.ts). */
  AREAS: object[];
  MESSAGE_TABLES: [Record<string, unknown>, Record<string, unknown>][];
};
const loaders: Record<Exclude<Language, "en">, () => Promise<LanguageModule>> = {
  hi: () => import("./hi"),
};

/** English text of the contract's message tables -> its text in each loaded language. */
const messageTables = new Map<Language, Map<string, string>>();

void i18next.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  // A copy: the areas' English texts are merged into i18next's bundle in place (addEnglishTexts),
  // and the module's own catalogue stays the first page's texts alone.
  resources: { en: { translation: structuredClone(en) } },
  // Hindi arrives later through addResourceBundle.
  partialBundledLanguages: true,
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

function applyToDocument(language: Language) {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}
applyToDocument("en");

export const i18n = i18next;

/** The language the UI shows now. */
export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : "en");

/** The Intl locale of the language shown now. */
export const currentLocale = (): string => LOCALES[currentLanguage()];

/**
 * The English texts of an area that loads on demand (texts/<area>/index.ts calls this when the
 * screen's code is imported), merged into the one catalogue so t() finds them under their keys.
 */
export function addEnglishTexts(texts: object): void {
  i18next.addResourceBundle("en", "translation", texts, true, false);
}

/** The font faces Hindi text draws with (styles/fonts.css), by weight. */
const SCRIPT_FONTS: Partial<Record<Language, { family: string; sample: string }>> = {
  hi: { family: "Noto Sans Devanagari", sample: "क" },
};

/**
 * Loads the language's font faces before its text is drawn (at most 3 s): Chromium can keep text
 * it drew while a face was still loading as empty boxes after the face arrives.
 */
async function loadFonts(language: Language): Promise<void> {
  const script = SCRIPT_FONTS[language];
  if (!script || typeof document === "undefined" || !document.fonts) return;
  const faces = [400, 500, 600, 700].map((weight) =>
    document.fonts.load(`${weight} 16px "${script.family}"`, script.sample).catch(() => []),
  );
  await Promise.race([Promise.all(faces), new Promise((resolve) => setTimeout(resolve, 3000))]);
}

/** Loads the language's catalogue and fonts if needed, switches to it and marks <html lang>. */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  const fonts = loadFonts(language);
  if (language !== "en" && !i18next.hasResourceBundle(language, "translation")) {
    const { default: catalogue, AREAS, MESSAGE_TABLES } = await loaders[language]();
    i18next.addResourceBundle(language, "translation", catalogue, true, true);
    for (const area of AREAS) i18next.addResourceBundle(language, "translation", area, true, true);
    const table = new Map<string, string>();
    for (const [english, translated] of MESSAGE_TABLES) {
      for (const [key, text] of Object.entries(english)) {
        const twin = translated[key];
        if (typeof text === "string" && typeof twin === "string" && !table.has(text)) table.set(text, twin);
      }
    }
    messageTables.set(language, table);
  }
  await fonts;
  await i18next.changeLanguage(language);
  applyToDocument(language);
  if (remember) storedLanguage.set(language);
}

type ChoiceListener = (language: Language) => void;
const choiceListeners = new Set<ChoiceListener>();

/**
 * Calls the listener whenever the user picks a language with the switch (not when one is adopted
 * at start or after login); the session keeps a logged-in customer's choice on the server.
 */
export function onLanguageChosen(listener: ChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => void choiceListeners.delete(listener);
}

/** The user's own pick (the language switch): shown, remembered on the device, announced. */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  for (const listener of choiceListeners) listener(language);
}

/**
 * A text from the contract's message tables (a validation message, a notice the features keep in
 * English) in the language shown; any other text comes back as it is.
 */
export function localiseMessage(text: string): string {
  const language = currentLanguage();
  return language === "en" ? text : (messageTables.get(language)?.get(text) ?? text);
}

/** Before the first render: the stored or browser language, so a Hindi reader never sees English first. */
export async function startLanguage(): Promise<void> {
  const language = initialLanguage();
  if (language !== "en") {
    try {
      await setLanguage(language, { remember: false });
    } catch {
      // The Hindi chunk did not load (offline on a first visit): English still works.
    }
  }
}

// Every component's t: one listener for the language, and one t per language, shared. (React
// i18next's own hook binds an i18next listener and builds a t in each component: with 50 product
// cards and their buttons on a page, that was a tenth of a phone's first render.)
const languageListeners = new Set<() => void>();
i18next.on("languageChanged", () => {
  for (const listener of languageListeners) listener();
});
const subscribeLanguage = (listener: () => void) => {
  languageListeners.add(listener);
  return () => void languageListeners.delete(listener);
};
const languageNow = () => i18next.language;

type Translation = { t: TFunction; i18n: typeof i18next };
const translations = new Map<string, Translation>();
// Texts already looked up, by language: i18next resolves each call afresh (namespaces, plurals,
// nesting, interpolation, post-processing), a tenth of a phone's first render of a shop's page.
// Kept by key, and by key and options when every option is a plain value ({ count: 2 }); a text
// that loads later (a lazy area, the Hindi chunk) empties them all. Bounded: a full table starts
// again.
const lookedUp = new Map<string, Map<string, string>>();
const LOOKED_UP_MAX = 5_000;
i18next.store.on("added", () => lookedUp.clear());

const plainValue = (v: unknown) => v === undefined || v === null || ["string", "number", "boolean"].includes(typeof v);
/** The table key of a call, or null when its options cannot be told apart by their JSON. */
function lookupKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== "string") return null;
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || typeof options !== "object" || options === null || Array.isArray(options)) return null;
  if (!Object.values(options).every(plainValue)) return null;
  return `${key}\u0000${JSON.stringify(options)}`;
}

function rememberingT(language: string): TFunction {
  const fixed = i18next.getFixedT(language) as unknown as (...args: unknown[]) => unknown;
  const t = (key: unknown, ...rest: unknown[]) => {
    const id = lookupKey(key, rest);
    if (id === null) return fixed(key, ...rest);
    let texts = lookedUp.get(language);
    if (!texts) lookedUp.set(language, (texts = new Map()));
    let text = texts.get(id);
    if (text === undefined) {
      const found = fixed(key, ...rest);
      if (typeof found !== "string") return found;
      // A key not found comes back as itself: not kept, its text may still be on its way.
      if (found !== key) {
        if (texts.size >= LOOKED_UP_MAX) texts.clear();
        texts.set(id, found);
      }
      text = found;
    }
    return text;
  };
  return t as unknown as TFunction;
}

/** The t of the language shown (the same function until the language changes), and i18next. */
export function useTranslation(): Translation {
  const language = useSyncExternalStore(subscribeLanguage, languageNow);
  let translation = translations.get(language);
  if (!translation) {
    translation = { t: rememberingT(language), i18n: i18next };
    translations.set(language, translation);
  }
  return translation;
}

export { Trans } from "react-i18next";
