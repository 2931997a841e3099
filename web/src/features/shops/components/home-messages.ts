// Texts of the home page; the spec's messages are verbatim (part 1 section 8). They live in the
// catalogue (lib/i18n, home.*); HOME_MESSAGES is their English, for tests.
import en from "@/lib/i18n/en";
import type { TranslationKey } from "@/lib/i18n";

export const HOME_MESSAGES = en.home.messages;

type GroupTexts = {
  key: "public" | "private" | "branded" | "global";
  title: TranslationKey;
  help: TranslationKey;
  empty: TranslationKey;
};

export const GROUPS: readonly GroupTexts[] = (["public", "private", "branded", "global"] as const).map((key) => ({
  key,
  title: `home.groups.${key}.title`,
  help: `home.groups.${key}.help`,
  empty: `home.groups.${key}.empty`,
}));
