// A product's name as the page shows it, shared by the catalogue, the cart and search across shops.
import { currentLanguage } from "@/lib/i18n";

/** A product's name in the language shown: its Hindi name in Hindi where it has one, else as written. */
export const productName = (info: { product_name: string; product_name_hi?: string }): string =>
  (currentLanguage() === "hi" && info.product_name_hi) || info.product_name;
