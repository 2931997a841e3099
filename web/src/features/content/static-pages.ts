// Titles of the static pages, and the content row each one shows; bodies come from the server.
import type { StaticPageKey } from "@/app/paths";
import type { TranslationKey } from "@/lib/i18n";

/** Each page's title in the catalogue (staticPages.titles.*). */
export const STATIC_PAGE_TITLES: Record<StaticPageKey, TranslationKey> = {
  partner: "partner.title",
  help: "staticPages.titles.help",
  faq: "staticPages.titles.faq",
  aboutUs: "staticPages.titles.aboutUs",
  terms: "staticPages.titles.terms",
  cancellation: "staticPages.titles.cancellation",
  merchantPolicy: "staticPages.titles.merchantPolicy",
  privacy: "staticPages.titles.privacy",
  merchantHelp: "staticPages.titles.merchantHelp",
  api: "staticPages.titles.api",
  merchantPrivacyPolicy: "staticPages.titles.merchantPrivacyPolicy",
};

/** Pages whose whole body is one content row, by slug (the route path without its slash). */
export const PAGE_SLUGS: Partial<Record<StaticPageKey, string>> = {
  aboutUs: "about-us",
  terms: "terms",
  privacy: "privacy",
  merchantPrivacyPolicy: "Privacy-policy",
  merchantPolicy: "merchant-policy",
  cancellation: "cancellation",
};

/** The FAQ tabs, as the spec names them. */
export const FAQ_TABS = [
  { audience: "customer", label: "staticPages.faqCustomer" },
  { audience: "merchant", label: "staticPages.faqMerchant" },
] as const satisfies readonly { audience: string; label: TranslationKey }[];
