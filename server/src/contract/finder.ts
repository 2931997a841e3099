// Find it anywhere: products across the nearby shops, the cheapest shop for the whole cart (the
// basket), buying an order again and the customer's frequently bought products. Shared with the
// web client. Money on the wire is rupees with 2 decimals.
import { z } from "zod";
import { id, pageQuery } from "./common";
import { billingPrices, cartView } from "./cart";
import { MAX_SEARCH_LENGTH } from "./catalog-constants";
import { FINDER_MESSAGES, FIND_MIN_CHARS, FIND_PAGE_SIZE, SUGGEST_LIMIT, searchChars } from "./finder-constants";
import { locationPoint, shopGroupName, shopOffer, shopsLocationFields } from "./shops";

export * from "./finder-constants";

// ---- requests ----

export const findSearchBody = z
  .object({
    search: z
      .string({ error: FINDER_MESSAGES.searchRequired })
      .max(MAX_SEARCH_LENGTH, FINDER_MESSAGES.searchTooLong)
      .refine((s) => searchChars(s) >= FIND_MIN_CHARS, FINDER_MESSAGES.searchShort),
    ...shopsLocationFields,
  })
  .strict();
export type FindSearchBody = z.infer<typeof findSearchBody>;
export const findPageQuery = pageQuery(FIND_PAGE_SIZE);

/** What the customer has typed so far in the header's search box. */
export const suggestQuery = z
  .object({
    q: z.string({ error: FINDER_MESSAGES.searchRequired }).max(MAX_SEARCH_LENGTH, FINDER_MESSAGES.searchTooLong),
    limit: z.coerce.number().int().min(1).max(SUGGEST_LIMIT).default(SUGGEST_LIMIT),
  })
  .strict();
export type SuggestQuery = z.infer<typeof suggestQuery>;

/** The home page's locations and distance: frequently bought products near the customer. */
export const frequentBody = z.object(shopsLocationFields).strict();
export type FrequentBody = z.infer<typeof frequentBody>;

/** The basket is priced at every shop with a store within maxDistance of the delivery location. */
export const basketBody = z
  .object({ deliveryLocation: locationPoint("deliveryLocation"), maxDistance: shopsLocationFields.maxDistance })
  .strict();
export type BasketBody = z.infer<typeof basketBody>;

/** POST /cart/move: empty the cart and fill it with the same products at this shop. */
export const cartMoveBody = z.object({ _id: id }).strict();
export type CartMoveBody = z.infer<typeof cartMoveBody>;

/** POST /cart/buy-again: an order's still-stocked lines into the cart; `replace` clears another shop's cart first. */
export const buyAgainBody = z
  .object({ order_id: id, replace: z.boolean({ error: "replace must be true or false." }).default(false) })
  .strict();
export type BuyAgainBody = z.input<typeof buyAgainBody>;

// ---- answers ----

/** The shop a result is in: its tile facts and what the product costs there. */
export const foundShop = z.object({
  _id: z.string(),
  display_name: z.string(),
  image: z.string(),
  kind: z.string(),
  group: shopGroupName,
  /** A private shop's page address (/<unique id>); null for the others. */
  unique_id: z.string().nullable(),
  is_open: z.boolean(),
  /** Metres from the search location to the nearest store in range. */
  distance: z.number().int(),
  delivery_distance: z.number().int(),
  offer: shopOffer.nullable(),
  delivery_local_duration: z.number().int(),
  delivery_local_duration_unit: z.string(),
  /** The shop's stores in range (what its page is opened with). */
  stores: z.array(z.string()),
  /** The store with the lowest price for this product. */
  store_id: z.string(),
  selling_price: z.number(),
  /** What one unit costs after the store's offer. */
  net_price: z.number(),
  offer_percent: z.number(),
  /** Units the stores in range hold together. */
  stock: z.number().int(),
  in_stock: z.boolean(),
});
export type FoundShop = z.infer<typeof foundShop>;

export const foundProduct = z.object({
  _id: z.string(),
  category: z.string(),
  product_name: z.string(),
  /** The name in Hindi (Devanagari), where the catalogue has one; shown in Hindi mode. */
  product_name_hi: z.string().optional(),
  brand: z.string(),
  unit: z.string(),
  mrp: z.number(),
  images: z.array(z.object({ name: z.string() })),
  /** The lowest net price among the shops that have it in stock, else among all; null without shops. */
  lowest_price: z.number().nullable(),
  /** Shops stocking it within the distance, in stock first, then cheapest, then nearest. */
  shops: z.array(foundShop),
  /** Every nearby shop selling it (shops holds at most 12). */
  shop_count: z.number().int(),
});
export type FoundProduct = z.infer<typeof foundProduct>;

export const findSearchAnswer = z.object({
  success: z.literal(true),
  data: z.array(foundProduct),
  /** Products matching in every shop in range. */
  count: z.number().int(),
  /** Catalogue words used for words that matched nothing (one-letter typos), else null. */
  corrected: z.array(z.string()).nullable(),
  /** Shops searched (those the home page lists for these locations and distance). */
  shops_searched: z.number().int(),
});
export type FindSearchAnswer = z.infer<typeof findSearchAnswer>;

export const suggestKind = z.enum(["category", "brand", "product"]);
export type SuggestKind = z.infer<typeof suggestKind>;
export const suggestion = z.object({
  kind: suggestKind,
  /** The name as the catalogue writes it (a category's own name, a brand, a product name). */
  text: z.string(),
  /** A product's name in Hindi (Devanagari), when it has one: shown in Hindi; `text` is what to search. */
  text_hi: z.string().optional(),
  /** A category's full path ("Staples > Atta, Flours & Sooji > Atta"). */
  path: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestAnswer = z.object({ success: z.literal(true), data: z.array(suggestion) });
export type SuggestAnswer = z.infer<typeof suggestAnswer>;

export const frequentProduct = foundProduct.extend({
  /** Orders of the customer that held it. */
  times_ordered: z.number().int(),
});
export type FrequentProduct = z.infer<typeof frequentProduct>;

export const basketLine = z.object({
  product_id: z.string(),
  product_name: z.string(),
  /** The product's name in Hindi (Devanagari), when it has one. */
  product_name_hi: z.string().optional(),
  unit: z.string(),
  image: z.string().nullable(),
  qty: z.number().int(),
});

export const missingLine = z.object({
  product_id: z.string(),
  product_name: z.string(),
  /** The product's name in Hindi (Devanagari), when it has one. */
  product_name_hi: z.string().optional(),
  /** Units wanted. */
  qty: z.number().int(),
  /** Units the shop can supply now (0: it does not sell it or holds none). */
  available: z.number().int(),
});
export type MissingLine = z.infer<typeof missingLine>;

export const basketShop = z.object({
  _id: z.string(),
  display_name: z.string(),
  image: z.string(),
  kind: z.string(),
  group: shopGroupName,
  unique_id: z.string().nullable(),
  is_open: z.boolean(),
  /** Metres from the delivery location to the nearest store; null for the cart's shop out of range. */
  distance: z.number().int().nullable(),
  offer: shopOffer.nullable(),
  delivery_local_duration: z.number().int(),
  delivery_local_duration_unit: z.string(),
});

export const basketOption = z.object({
  shop: basketShop,
  /** This is the shop the cart holds now. */
  current: z.boolean(),
  /** Every line in the quantity wanted. */
  complete: z.boolean(),
  missing: z.array(missingLine),
  /** The bill for what the shop can supply, by the billing code checkout uses (no promo). */
  prices: billingPrices,
  /** The current shop's total minus this one (rupees; > 0 is cheaper); null when either basket is incomplete. */
  saving: z.number().nullable(),
});
export type BasketOption = z.infer<typeof basketOption>;

export const basketData = z.object({
  lines: z.array(basketLine),
  current: basketOption.nullable(),
  /** Other open shops selling at least one line: complete baskets first, each group cheapest first. */
  options: z.array(basketOption),
  shops_compared: z.number().int(),
});
export type BasketData = z.infer<typeof basketData>;

export const addedLine = z.object({
  product_id: z.string(),
  product_name: z.string(),
  /** The product's name in Hindi (Devanagari), when it has one. */
  product_name_hi: z.string().optional(),
  qty: z.number().int(),
});

export const refillData = z.object({
  /** The shop the cart now holds, to open its page. */
  shop: z.object({ _id: z.string(), display_name: z.string(), group: shopGroupName, unique_id: z.string().nullable() }),
  cart: cartView,
  added: z.array(addedLine),
  /** Lines not added in full: out of stock, no longer sold there or past the quantity limit. */
  missing: z.array(missingLine),
});
export type RefillData = z.infer<typeof refillData>;
