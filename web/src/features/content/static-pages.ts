// Titles of the static pages, and the content row each one shows; bodies come from the server.
import type { StaticPageKey } from "@/app/paths";

export const STATIC_PAGE_TITLES: Record<StaticPageKey, string> = {
  partner: "Partner with us and start your virtual shop today",
  help: "Help",
  faq: "FAQ",
  aboutUs: "About Us",
  terms: "Terms and Conditions",
  cancellation: "Cancellation and Refund Policy",
  merchantPolicy: "Merchant Policy",
  privacy: "Privacy Policy",
  merchantHelp: "Merchant Help",
  api: "ERP / POS API DOCUMENT",
  merchantPrivacyPolicy: "Merchant Privacy Policy",
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
  { audience: "customer", label: "Customer / Bayer" },
  { audience: "merchant", label: "Merchant / Seller" },
] as const;
