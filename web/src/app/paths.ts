// Every client route of the spec, and the rule that tells a private shop's /{store_unique_id}
// apart from the app's own first segments.
import { publicShopPath, RESERVED_SHOP_SEGMENTS } from "@contract/catalog-constants";

export const paths = {
  root: "/",
  error: "/error",
  home: "/home",
  publicProducts: "/public/products",
  /** A public, branded or other-location shop's own address: /public/products/{shop id}. */
  publicShop: publicShopPath,
  trackOrder: "/track-order",
  purchaseHistory: "/purchase-history",
  payments: "/payments",
  profile: "/profile",
  /** The customer's support requests (grievance tickets). */
  support: "/support",
  /** Search across the nearby shops: /find?q=atta */
  find: "/find",
  /** Where phones are sent (spec: the store-app page). */
  getApp: "/get-app",
  shop: (storeUniqueId: string) => `/${encodeURIComponent(storeUniqueId)}`,
} as const;

/** Static pages: they hide the main header and open in a new tab from header and footer links. */
export const staticPaths = {
  partner: "/partner",
  help: "/help",
  faq: "/faq",
  aboutUs: "/about-us",
  terms: "/terms",
  cancellation: "/cancellation",
  merchantPolicy: "/merchant-policy",
  privacy: "/privacy",
  merchantHelp: "/merchant-help",
  api: "/api",
  merchantPrivacyPolicy: "/Privacy-policy",
} as const;

export type StaticPageKey = keyof typeof staticPaths;

/** Legal pages carry a header logo that goes to /home. */
/** Pages opened in a new tab from the footer and menus: the logo (home) and the support contacts. */
export const HELP_PAGES: StaticPageKey[] = ["help", "faq", "partner", "aboutUs", "merchantHelp"];

export const LEGAL_PAGES: StaticPageKey[] = [
  "terms",
  "privacy",
  "merchantPrivacyPolicy",
  "merchantPolicy",
  "cancellation",
];

/**
 * First path segments that are never a shop (compared without case, as the router matches): the
 * contract's list, which the server reads too when it embeds a shop's first data in its HTML.
 */
export const RESERVED_SEGMENTS: readonly string[] = RESERVED_SHOP_SEGMENTS;

export function isReservedSegment(segment: string): boolean {
  return RESERVED_SEGMENTS.includes(segment.toLowerCase());
}

export type ShopSegment =
  { kind: "public" } | { kind: "reserved"; segment: string } | { kind: "private"; storeUniqueId: string };

/** What /{segment} shows: 'public' or empty is the public products page, a reserved name is no shop. */
export function classifyShopSegment(segment: string | undefined): ShopSegment {
  const value = (segment ?? "").trim();
  if (value === "" || value.toLowerCase() === "public") return { kind: "public" };
  if (isReservedSegment(value)) return { kind: "reserved", segment: value };
  return { kind: "private", storeUniqueId: value };
}
