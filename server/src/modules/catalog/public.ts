// What other modules may use of the catalogue: the product search of the database in use (the
// same ranking and typo fallback as a shop's search) and product views limited to given stores.
// A private shop's first data for the HTML of its address (privateShopBoot), and the link preview of
// a shop's or product's address (pageMeta).
export { productSearch } from "./search";
// The net price after an offer, for the cart's allocation, bill and order lines.
export { netUnitPrice } from "./offer-price";
export type { ProductSearch, SearchResult } from "./product-search";
export { viewsByIds } from "./product-query";
export { searchTerms } from "./search-query";
export { catalogSuggester, type Suggester } from "./suggest";
export { privateShopBoot, type ShopBoot } from "./shop-boot";
export { pageMeta, type PageMeta } from "./page-meta";
