// The catalogue expanded from the compact tables of tables/catalogue.ts: categories (parents first)
// and products with deterministic ids, prices in paise, descriptions and detail attributes.
import { TREE, type Top } from "./tables/catalogue";

export { TREE };

/** Top categories each shop kind sells from. */
export const KIND_TOPS: Record<string, string[]> = {
  Grocery: ["Staples", "Snacks & Beverages", "Packaged Food", "Household", "Dairy & Bakery", "Personal Care"],
  Supermarket: Object.keys(TREE),
  Bakery: ["Dairy & Bakery", "Snacks & Beverages"],
  Pharmacy: ["Personal Care", "Household"],
  "Fruits & Vegetables": ["Fruits & Vegetables", "Dairy & Bakery"],
  Dairy: ["Dairy & Bakery"],
  Organic: ["Fruits & Vegetables", "Staples", "Packaged Food"],
};

export type CategorySeed = {
  id: string;
  name: string;
  parentId: string | null;
  path: string;
  depth: number;
  sortOrder: number;
};
export type ProductSeed = {
  id: string;
  num: number;
  name: string;
  brand: string;
  unit: string;
  mrp: number; // paise
  categoryId: string;
  top: string;
  path: string;
  tax: number;
  color: string;
  description: string;
  attributes: { keyName: string; displayName: string; value: string }[];
};

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const categoryId = (path: string) => `cat_${slug(path)}`;

/** A product's image names: every product has its front; every third one also its back label. */
export const productImageNames = (p: { id: string; num: number }): string[] =>
  p.num % 3 === 0 ? [`products/${p.id}-1.png`, `products/${p.id}-2.png`] : [`products/${p.id}-1.png`];

/** Expands the tree: categories (parents first) and products with ids prod_0001... */
export function buildCatalogue(): { categories: CategorySeed[]; products: ProductSeed[] } {
  const categories: CategorySeed[] = [];
  const products: ProductSeed[] = [];
  const add = (name: string, parent: CategorySeed | null, sortOrder: number) => {
    const path = parent ? `${parent.path} > ${name}` : name;
    const c = {
      id: categoryId(path),
      name,
      parentId: parent?.id ?? null,
      path,
      depth: parent ? parent.depth + 1 : 0,
      sortOrder,
    };
    categories.push(c);
    return c;
  };
  Object.entries(TREE).forEach(([topName, top], ti) => {
    const t = add(topName, null, ti);
    Object.entries(top.subs).forEach(([subName, leaves], si) => {
      const s = add(subName, t, si);
      Object.entries(leaves).forEach(([leafName, lines], li) => {
        const leaf = add(leafName, s, li);
        for (const [brands, names, units] of lines) {
          const brandList = brands.split("|");
          brandList.forEach((brand, bi) => {
            for (const base of names.split("|")) {
              for (const u of units.split("|")) {
                const [unit, rupees] = u.split(":");
                // Brands of one line differ a little in price (-6%, 0, +6%).
                const step = brandList.length > 1 ? (bi % 3) - 1 : 0;
                const mrp = Math.round(Number(rupees) * (1 + step * 0.06)) * 100;
                const num = products.length + 1;
                const name = `${brand} ${base}`;
                products.push({
                  id: `prod_${String(num).padStart(4, "0")}`,
                  num,
                  name,
                  brand,
                  unit,
                  mrp,
                  categoryId: leaf.id,
                  top: topName,
                  path: leaf.path,
                  tax: top.tax,
                  color: top.color,
                  description: describe(name, unit, leafName, top),
                  attributes: [
                    { keyName: "brand", displayName: "Brand", value: brand },
                    { keyName: "net_quantity", displayName: "Net Quantity", value: unit },
                    { keyName: "shelf_life", displayName: "Shelf Life", value: top.shelfLife },
                    { keyName: "country_of_origin", displayName: "Country of Origin", value: "India" },
                    ...(top.food ? [{ keyName: "food_type", displayName: "Food Type", value: "Vegetarian" }] : []),
                  ],
                });
              }
            }
          });
        }
      });
    });
  });
  return { categories, products };
}

function describe(name: string, unit: string, leaf: string, top: Top): string {
  const use = top.food
    ? "Store in a cool, dry place away from direct sunlight and consume before the date on the pack."
    : "Read the label before use and keep out of the reach of children.";
  return `${name} (${unit}) from our ${leaf.toLowerCase()} range, delivered from a shop near you. ${use}`;
}
