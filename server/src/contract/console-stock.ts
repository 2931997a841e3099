// Merchant console, stock and prices (privilege "catalogue"): search a store's products, change
// stock, selling price and offer percent with the same rules as POST /api/update, mark out of stock.
import { z } from "zod";
import { envelope } from "./common";
import { updateInventoryItem } from "./inventory";

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

/** The same field rules as an /api/update item (stock, selling_price, offer). */
export const stockUpdateBody = updateInventoryItem
  .pick({ stock: true, selling_price: true, offer: true })
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
