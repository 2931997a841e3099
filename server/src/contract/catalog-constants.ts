// Catalogue limits, messages and report reasons (no schemas): what the web reads without loading zod.
// catalog.ts re-exports all of it beside its schemas.

export const PRODUCT_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZE = 100;
export const REVIEW_PAGE_SIZE = 20;
export const MAX_SEARCH_LENGTH = 1000;
/** A private shop delivers to a location within this distance of one of its stores. */
export const DELIVERY_RADIUS_M = 10_000;
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
    "This shop does not deliver to your delivery location. You can browse its products, but delivery is available only within 10 km of its stores.",
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
