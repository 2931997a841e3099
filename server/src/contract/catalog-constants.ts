// Catalogue limits, messages and report reasons (no schemas): what the web reads without loading zod.
// catalog.ts re-exports all of it beside its schemas.

export const PRODUCT_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZE = 100;
export const REVIEW_PAGE_SIZE = 20;
export const MAX_SEARCH_LENGTH = 1000;
/** The farthest any shop delivers from one of its stores; a shop's own radius may be shorter. */
export const DELIVERY_RADIUS_M = 10_000;
/** How far a shop delivers: its delivery radius (store settings), never beyond DELIVERY_RADIUS_M. */
export const deliveryReachM = (shopRadiusM: number) => Math.min(shopRadiusM, DELIVERY_RADIUS_M);
export const PRODUCT_IMAGE_HEIGHTS = [100, 150, 300, 500] as const;

export const CATALOG_MESSAGES = {
  shopNotFound: "Shop not found.",
  storeNotFound: "Store not found.",
  productNotFound: "Product not found.",
  imageNotFound: "Image not found.",
  categoryRequired: "Category is required.",
  searchTooLong: `Search text must be at most ${MAX_SEARCH_LENGTH} characters.`,
  reportTypeRequired: "Please choose a report type.",
  alreadyReported: "You have already reported this product.",
  reportSaved: "Thank you. Your report has been sent to our team.",
  imageHeight: "height must be 100, 150, 300 or 500.",
  noLocation: "Please enter your delivery location to see whether this shop delivers to you.",
  outsideArea:
    "This shop does not deliver to your delivery location. You can browse its products, but it delivers only within its delivery area.",
  closed: "This shop is closed now. You can browse its products and order once it opens.",
} as const;

/** The report reasons offered as radio options (GET /product/view/reporttype). */
export const REPORT_TYPES = [
  "Wrong product details",
  "Wrong price",
  "Wrong or misleading image",
  "Expired or damaged product",
  "Counterfeit or fake product",
  "Offensive or inappropriate content",
  "Other",
] as const;

// ---- requests ----

// ---- a private shop's page opened by its address ----

/**
 * First path segments that are never a private shop (compared without case): the web client's own
 * pages and static pages. The client's router reads this list too (web/src/app/paths.ts, whose
 * test checks that every static page's path is in it).
 */
export const RESERVED_SHOP_SEGMENTS: readonly string[] = [
  "home",
  "products",
  "error",
  "payments",
  "track-order",
  "public",
  "profile",
  "purchase-history",
  "get-app",
  "find",
  "partner",
  "merchant",
  "ops",
  "support",
  "help",
  "faq",
  "about-us",
  "terms",
  "cancellation",
  "merchant-policy",
  "privacy",
  "merchant-help",
  "api",
  "privacy-policy",
];

/** The private shop an address such as /sharma-kirana-koramangala opens (its store_unique_id), else null. */
export function privateShopIdForPath(pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length !== 1) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(segments[0]).trim();
  } catch {
    return null;
  }
  if (segment === "" || RESERVED_SHOP_SEGMENTS.includes(segment.toLowerCase())) return null;
  return segment;
}

// ---- shareable addresses of shops and products (the rest is in shop-address-constants.ts) ----

/** A public, branded or other-location shop's own address. */
export const publicShopPath = (shopId: string) => `/public/products/${encodeURIComponent(shopId)}`;

/** The HTML of a private shop's address carries its first data in <script type="application/json" id=...>. */
export const SHOP_BOOT_ELEMENT_ID = "galli-boot";
/**
 * Where the server puts the first data and image preloads in the built index.html (it embeds
 * nothing without it); the build writes the products page's chunk preloads inside it.
 */
export const SHOP_BOOT_MARKER = "<!--galli-boot-->";
/** The cards a 390 px phone draws above the fold: their images are preloaded from the HTML. */
export const SHOP_BOOT_PRELOAD_IMAGES = 2;
/** The list's cards show their image at this height (GET /user/product/img/view?height=). */
export const CARD_IMAGE_HEIGHT = 150;
/** The address of a product image, exactly as the list's cards ask for it. */
export const productImagePath = (name: string, height: number) =>
  `/user/product/img/view?img=${encodeURIComponent(name)}&format=png&height=${height}`;
