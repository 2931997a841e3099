// Category paths as the page shows them: "Grocery > Staples > Atta".
import type { ProductView } from "@contract/catalog";
import { localiseMessage } from "@/lib/i18n";

/** The heading of a category group: the path split on '>' into its names. */
export function breadcrumb(path: string): string[] {
  return path
    .split(">")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A category's name in the language shown (the catalogue's names have Hindi twins; others stay as written). */
export const categoryName = (name: string) => localiseMessage(name);

/** The selected category label: the path's names joined with ' > '; '' is `all` (the reader's "All"). */
export const categoryLabel = (path: string, all: string) =>
  path ? breadcrumb(path).map(categoryName).join(" > ") : all;

export type ProductHeadingGroup = { category: string; products: ProductView[] };

/** Consecutive products of one category form one heading group, in list order. */
export function groupByCategory(products: ProductView[]): ProductHeadingGroup[] {
  const groups: ProductHeadingGroup[] = [];
  for (const product of products) {
    const last = groups[groups.length - 1];
    if (last && last.category === product.category) last.products.push(product);
    else groups.push({ category: product.category, products: [product] });
  }
  return groups;
}
