// Merchant console, stock and prices (privilege "catalogue"): search a store's products, change
// stock, selling price and offer percent with the same rules as POST /api/update, mark out of stock.
// A change is sent in paise (the unit of every price change); the list shows rupees.
import { z } from "zod";
import { envelope } from "./common";
import { updateInventoryItem } from "./inventory";
import { MAX_SELLING_PRICE } from "./inventory-constants";

export const STOCK_PAGE_SIZE = 20;

export const stockQuery = z.object({
  store_id: z.string().trim().min(1, "Choose a store.").max(64),
  /** Part of a product's name (English or Hindi), brand or barcode. */
  q: z.string().trim().max(100, "Search with at most 100 characters.").default(""),
  /** Only products with no stock left. */
  out_of_stock: z.enum(["0", "1"]).default("0"),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(STOCK_PAGE_SIZE),
});
export type StockQuery = z.infer<typeof stockQuery>;

export const stockItem = z.object({
  product_code: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_name_hi: z.string().nullable(),
  brand: z.string(),
  unit: z.string(),
  /** Rupees. */
  mrp: z.number(),
  stock: z.number().int(),
  /** Rupees. */
  selling_price: z.number(),
  offer: z.number(),
  tax: z.number(),
  updated_at: z.string(),
});
export type StockItem = z.infer<typeof stockItem>;

export const stockList = z.object({
  store_id: z.string(),
  total: z.number().int(),
  items: z.array(stockItem),
});
export const stockListResponse = envelope(stockList);

/** The same field rules as an /api/update item (stock, selling_price, offer), the price in paise. */
export const stockUpdateBody = updateInventoryItem
  .pick({ stock: true, offer: true })
  .extend({
    /** Paise. */
    selling_price: z
      .number({ error: "selling_price must be a number (not a string)." })
      .int("selling_price must be a whole number of paise.")
      .positive("selling_price must be more than 0.")
      .max(MAX_SELLING_PRICE * 100, `selling_price must be at most ${MAX_SELLING_PRICE} rupees.`),
  })
  .required({ stock: true, selling_price: true })
  .strict();
export type StockUpdateBody = z.infer<typeof stockUpdateBody>;

export const stockItemParams = z.object({
  store_id: z.string().trim().min(1).max(64),
  product_code: z.string().trim().min(1).max(64),
});
export const stockItemResponse = envelope(stockItem);

export const consoleStore = z.object({
  store_id: z.string(),
  store_key: z.string(),
  name: z.string(),
  area: z.string(),
  shop_id: z.string(),
  shop_name: z.string(),
});
export type ConsoleStore = z.infer<typeof consoleStore>;
export const consoleStoresResponse = envelope(z.array(consoleStore));
