// The catalogue: a shop's products page (shop info, category tree, listings, search, detail,
// reviews, stock per store, reports, product images). Spec part 1 sections 3 and 7.
// Money is in rupees with 2 decimals here; the server keeps paise.
import { z } from "zod";
import { id, pageQuery, point, sellerDetails } from "./common";
import {
  PRODUCT_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PRODUCT_IMAGE_HEIGHTS,
  CATALOG_MESSAGES,
  REPORT_TYPES,
} from "./catalog-constants";
import { shopOrderFields } from "./shops";
export * from "./catalog-constants";

export const productPageQuery = pageQuery(PRODUCT_PAGE_SIZE);
export const searchPageQuery = pageQuery(SEARCH_PAGE_SIZE);
export const reviewPageQuery = pageQuery(REVIEW_PAGE_SIZE);

/** `_id` is the shop; `stores` the shop's store ids to consider (empty or absent: all of them). */
const shopScope = {
  _id: id,
  stores: z.array(id).max(200, "At most 200 stores.").default([]),
};

export const shopProductsBody = z.object(shopScope).strict();
export type ShopProductsBody = z.infer<typeof shopProductsBody>;

/** `category` is a path ("Grocery > Staples"); `is_reg_exp` true means that path and everything under it. */
export const categoryProductsBody = z
  .object({
    ...shopScope,
    category: z
      .string({ error: CATALOG_MESSAGES.categoryRequired })
      .trim()
      .min(1, CATALOG_MESSAGES.categoryRequired)
      .max(500),
    is_reg_exp: z.boolean().default(false),
  })
  .strict();
export type CategoryProductsBody = z.infer<typeof categoryProductsBody>;

export const searchProductsBody = z
  .object({ ...shopScope, search: z.string().max(MAX_SEARCH_LENGTH, CATALOG_MESSAGES.searchTooLong) })
  .strict();
export type SearchProductsBody = z.infer<typeof searchProductsBody>;

/** One product of a shop (by_product, /cart/qty). */
export const shopProductBody = z.object({ ...shopScope, product_id: id }).strict();
export type ShopProductBody = z.infer<typeof shopProductBody>;

export const productReviewsBody = z.object({ product_id: id }).strict();
export const shopTemplateBody = z.object({ _id: id }).strict();

export const privateShopBody = z
  .object({
    store_unique_id: z.string().trim().min(1, "store_unique_id is required.").max(64),
    device_OS: z.string().max(40).optional(),
    source: z.string().max(40).optional(),
    /** [0, 0] or absent: the customer has not chosen a delivery location yet. */
    deliveryLocation: point.optional(),
  })
  .strict();
export type PrivateShopBody = z.infer<typeof privateShopBody>;

export const publicShopBody = z.object({ category_id: id }).strict();

/** Whether a public, branded or other-location shop delivers to the customer's location (its
 * stores' areas or radius), asked by the products page before anything reaches the cart. */
export const shopDeliversBody = z.object({ category_id: id, deliveryLocation: point }).strict();
export type ShopDeliversBody = z.infer<typeof shopDeliversBody>;
export const shopDeliversAnswer = z.object({
  success: z.literal(true),
  is_deliver: z.boolean(),
  /** The page's banner, "" when the shop delivers there (or no location is set). */
  warning: z.string(),
  /**
   * Only while the shop takes no more orders for immediate delivery this hour (its preparation
   * limit): when the next one can be delivered there (ISO time). Delivery slots are still offered.
   */
  next_delivery_at: z.string().optional(),
});
export type ShopDeliversAnswer = z.infer<typeof shopDeliversAnswer>;

export const productReportBody = z
  .object({
    /** The shop the product was seen in. */
    _id: id,
    product: id,
    type: z.enum(REPORT_TYPES, { error: CATALOG_MESSAGES.reportTypeRequired }),
    /** Sent only when non-empty. */
    message: z.string().trim().max(1000, "Message must be at most 1000 characters.").optional(),
  })
  .strict();
export type ProductReportBody = z.infer<typeof productReportBody>;

export const productImageQuery = z.object({
  img: z.string({ error: "img is required." }).trim().min(1, "img is required.").max(200, "img is too long."),
  format: z.enum(["png", "jpeg", "webp"], { error: "format must be png, jpeg or webp." }).default("png"),
  height: z.coerce
    .number({ error: CATALOG_MESSAGES.imageHeight })
    .refine((h) => (PRODUCT_IMAGE_HEIGHTS as readonly number[]).includes(h), CATALOG_MESSAGES.imageHeight)
    .meta({ enum: [...PRODUCT_IMAGE_HEIGHTS] }),
});
export type ProductImageQuery = z.infer<typeof productImageQuery>;

// ---- answers ----

export const productDetails = z.object({
  /** The store's own offer of the product. */
  id: z.string(),
  /** The caller's quantity in the cart from this store (0 in catalogue answers). */
  qty: z.number().int(),
  stock: z.number().int(),
  /** Price before the offer. */
  selling_price: z.number(),
  /** Price after the offer. */
  offer_selling_price: z.number(),
  /** The offer's amount off the selling price. */
  offer_price: z.number(),
  /** Offer percent. */
  offer: z.number(),
});

export const productStore = z.object({
  store_id: z.string(),
  /** What one unit costs the customer from this store (the offer price). */
  net_price: z.number(),
  qty: z.number().int(),
  product_details: productDetails,
});
export type ProductStore = z.infer<typeof productStore>;

export const productView = z.object({
  _id: z.string(),
  /** Category path, "Grocery > Staples > Atta". */
  category: z.string(),
  productInfo: z.object({
    product_name: z.string(),
    /** The name in Hindi (Devanagari), where the catalogue has one; shown in Hindi mode. */
    product_name_hi: z.string().optional(),
    brand: z.string(),
    unit: z.string(),
    description: z.string(),
    mrp: z.number(),
    /** Names for GET /user/product/img/view?img=... */
    images: z.array(z.object({ name: z.string() })),
  }),
  /** Stores selling it, cheapest net price first. */
  stores: z.array(productStore),
  /** Stock summed over the listed stores: the most a customer can put in the cart. */
  total: z.number().int(),
  reviews: z.object({ count: z.number().int(), avg_rating: z.number() }),
});
export type ProductView = z.infer<typeof productView>;

/** A run of products of one category path: one heading in the list. */
export const productGroup = z.object({ _id: z.string(), products: z.array(productView) });
export type ProductGroup = z.infer<typeof productGroup>;

export const templateRow = z.object({ key_name: z.string(), display_name: z.string() });
export const productDetail = productView.extend({
  template: z.array(templateRow.extend({ value: z.string() })),
  /** The selling shop's legal name, the address of the store that sells it first, GSTIN (always sent by the server). */
  seller: sellerDetails.optional(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productReview = z.object({
  _id: z.string(),
  name: z.string(),
  rating: z.number().int(),
  message: z.string().nullable(),
  /** ISO time. */
  at: z.string(),
});
export type ProductReview = z.infer<typeof productReview>;

export const productReviews = z.object({
  count: z.number().int(),
  avg_rating: z.number(),
  reviews: z.array(productReview),
});
export type ProductReviews = z.infer<typeof productReviews>;

export type CategoryNode = {
  _id: string;
  name: string;
  /** "" for the 'All' root. */
  path: string;
  /** The parent's path, null at the top. */
  parent: string | null;
  /** Products of the shop at or under this node. */
  count: number;
  children: CategoryNode[];
};
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    path: z.string(),
    parent: z.string().nullable(),
    count: z.number().int(),
    children: z.array(categoryNode),
  }),
);

export const shopInfo = z.object({
  _id: z.string(),
  category_id: z.string(),
  display_name: z.string(),
  /** Stored image name, for GET /user/category/view/img?img=... */
  image: z.string(),
  kind: z.string(),
  group: z.enum(["public", "private", "branded", "global"]),
  store_unique_id: z.string().nullable(),
  stores: z.array(z.string()),
  store_rating: z.object({ avg_rating: z.number(), count: z.number().int() }),
  is_open: z.boolean(),
  private_is_open: z.boolean(),
  address: z.object({ street: z.string(), city: z.string() }),
  private: z.object({ icon: z.string() }).nullable(),
  delivery: z.object({
    local: z.object({
      delivery_max_hours: z.number().int(),
      delivery_max_minutes: z.number().int(),
      /** The local delivery window on the shop clock: India wall-clock milliseconds after
       * midnight written as UTC, i.e. 19800000 ms ahead of the real instant; the client
       * subtracts 330 minutes and shows India time. */
      start_time: z.number().int(),
      end_time: z.number().int(),
    }),
  }),
  delivery_local_duration: z.number().int(),
  delivery_local_duration_unit: z.string(),
  /** The delivery time for customers in another location (other-location shops that are not private). */
  delivery_other_duration: z.number().int(),
  delivery_other_duration_unit: z.string(),
  self_pickup: z.boolean(),
  /** Cash on delivery (local and other-location settings) and the local delivery window. */
  ...shopOrderFields.shape,
});
export type ShopInfo = z.infer<typeof shopInfo>;

export const publicShopInfo = shopInfo.extend({ template: z.array(templateRow) });
export type PublicShopInfo = z.infer<typeof publicShopInfo>;

export const privateShopAnswer = z.object({
  success: z.literal(true),
  data: shopInfo,
  /** The delivery location is within 10 km of one of the shop's stores. */
  is_deliver: z.boolean(),
  /** A banner text for the page, "" when there is nothing to warn about. */
  warning: z.string(),
});
export type PrivateShopAnswer = z.infer<typeof privateShopAnswer>;

export const publicShopAnswer = z.object({ success: z.literal(true), data: z.array(publicShopInfo) });
export type PublicShopAnswer = z.infer<typeof publicShopAnswer>;

export const countData = z.object({ count: z.number().int() });

export const productListAnswer = z.object({ success: z.literal(true), data: z.array(productGroup) });
export type ProductListAnswer = z.infer<typeof productListAnswer>;

/** Search results keep their rank order; consecutive products of one category form a group. */
export const searchListAnswer = productListAnswer.extend({
  /** Every match, for paging. */
  count: z.number().int(),
  /** The catalogue words searched instead when a word had no match (one-letter typo), else null. */
  corrected: z.array(z.string()).nullable(),
});
export type SearchListAnswer = z.infer<typeof searchListAnswer>;

export const reportTypesData = z.object({ type: z.array(z.string()) });

/**
 * A private shop's first data, embedded in the HTML of its address for a guest: what the page's
 * first calls answer (POST /user/product/view/private with no delivery location, then
 * /user/product/view/products?skip=0&limit=50 and /user/product/view/c with the shop's {_id, stores}).
 */
export type ShopBootData = {
  storeUniqueId: string;
  shop: PrivateShopAnswer;
  products: ProductListAnswer;
  count: { success: true; data: { count: number } };
};
