// Shop categories a partner can choose: the kinds of business Galli lists, plus any kind a shop in
// the database already has that the list does not name.
import type { AppContext } from "../../plugins/db";

export const SHOP_CATEGORIES = [
  "Grocery",
  "Supermarket",
  "Fruits & Vegetables",
  "Dairy",
  "Bakery",
  "Meat & Fish",
  "Sweets & Snacks",
  "Pharmacy",
  "Restaurant",
  "Electronics",
  "Mobile & Accessories",
  "Stationery",
  "Books",
  "Household & Kitchen",
  "Hardware",
  "Personal Care",
  "Clothing",
  "Footwear",
  "Pet Supplies",
  "Flowers & Gifts",
] as const;

export async function shopCategories(ctx: AppContext): Promise<string[]> {
  const kinds = await ctx.db.shop.findMany({ distinct: ["kind"], select: { kind: true } });
  const known = new Set<string>(SHOP_CATEGORIES.map((c) => c.toLowerCase()));
  const extra = kinds
    .map((k) => k.kind.trim())
    .filter((k) => k && !known.has(k.toLowerCase()))
    .sort((a, b) => a.localeCompare(b));
  return [...SHOP_CATEGORIES, ...new Set(extra), "Other"];
}
