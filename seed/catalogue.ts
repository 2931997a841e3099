// The catalogue expanded from the compact tables of tables/catalogue.ts: categories (parents first)
// and products with deterministic ids, prices in paise, descriptions and detail attributes.
import { EVERYDAY, HSN_BY_LEAF, SPECIALIST, TREE, type Line, type Top } from "./tables/catalogue";
import { SYNONYMS } from "../server/src/modules/catalog/synonyms";
import { productFacts, type FoodType } from "./families";
import { REVIEWED_HINDI_NAMES } from "./tables/product-names-hi";

export { TREE };

/**
 * What a shop sells from, by its kind (or its own range, for a specialist trader): category paths
 * (a top, "Top > Sub" or a leaf's full path) and "brand:Name" for every product of a brand.
 */
export const RANGES: Record<string, string[]> = {
  Grocery: ["Staples", "Snacks & Beverages", "Packaged Food", "Household", "Dairy & Bakery", "Personal Care"],
  Supermarket: Object.keys(TREE),
  Bakery: [
    "Dairy & Bakery > Fresh from the Bakery",
    "Dairy & Bakery > Bread & Eggs",
    "Dairy & Bakery > Paneer, Butter & Cheese > Butter & Ghee",
    "Snacks & Beverages > Biscuits & Chocolates > Biscuits & Cookies",
    "Snacks & Beverages > Biscuits & Chocolates > Chocolates",
    "Snacks & Beverages > Tea, Coffee & Drinks > Juices & Soft Drinks",
  ],
  Pharmacy: ["Personal Care", "Snacks & Beverages > Tea, Coffee & Drinks > Health Drinks"],
  "Fruits & Vegetables": ["Fruits & Vegetables", "Dairy & Bakery > Bread & Eggs > Eggs"],
  Dairy: [
    "Dairy & Bakery > Milk & Curd",
    "Dairy & Bakery > Paneer, Butter & Cheese",
    "Dairy & Bakery > Bread & Eggs > Eggs",
  ],
  Organic: [
    "Staples > Organic Staples",
    "Fruits & Vegetables > Fresh Vegetables > Organic Vegetables",
    "Fruits & Vegetables > Fresh Fruits > Organic Fruits",
    "Fruits & Vegetables > Cuts & Sprouts > Sprouts",
    "Staples > Dry Fruits & Nuts",
    "Packaged Food > Sauces, Spreads & Pickles > Honey & Spreads",
    "brand:24 Mantra Organic",
  ],
  /** A spice trader: ground and whole spices, regional masalas, dry fruits. */
  Spices: [
    "Staples > Oils, Masalas & Sugar > Masalas & Spices",
    "Staples > Oils, Masalas & Sugar > Whole Spices",
    "Staples > Oils, Masalas & Sugar > Regional Masalas",
    "Staples > Dry Fruits & Nuts",
  ],
  /** A pickle house: pickles and papads, and the masalas it grinds. */
  Pickles: [
    "Packaged Food > Sauces, Spreads & Pickles > Pickles",
    "Packaged Food > Sauces, Spreads & Pickles > Regional Pickles",
    "Staples > Oils, Masalas & Sugar > Regional Masalas",
  ],
  /** A mithai and namkeen shop. */
  Sweets: [
    "Snacks & Beverages > Biscuits & Chocolates > Indian Sweets",
    "Snacks & Beverages > Biscuits & Chocolates > Fresh Mithai",
    "Snacks & Beverages > Namkeen & Chips > Namkeen",
    "Dairy & Bakery > Milk & Curd > Dairy Drinks & Sweets",
    "Dairy & Bakery > Fresh from the Bakery > Cookies & Khari",
  ],
};

/** Kinds that carry the everyday basket, so nearby general stores overlap. */
export const GENERAL_KINDS = ["Grocery", "Supermarket"];

/** The specialists' lines a general store also keeps a few of. */
export const GENERAL_SPECIALIST_SHELF: Record<string, { range: string[]; min: number; max: number }> = {
  Grocery: {
    range: [
      "Staples > Oils, Masalas & Sugar > Whole Spices",
      "Staples > Oils, Masalas & Sugar > Regional Masalas",
      "Staples > Dry Fruits & Nuts",
      "Packaged Food > Sauces, Spreads & Pickles > Regional Pickles",
    ],
    min: 8,
    max: 24,
  },
  Supermarket: {
    range: Object.keys(TREE)
      .filter((t) => t !== "Personal Care")
      .concat("Personal Care > Health & Wellness > Baby Care"),
    min: 40,
    max: 90,
  },
};

/** Whether a product is in a range (see RANGES). */
export const inRange = (p: { path: string; brand: string }, range: readonly string[]) =>
  range.some((r) => (r.startsWith("brand:") ? p.brand === r.slice(6) : p.path === r || p.path.startsWith(`${r} > `)));

/** The everyday basket's products, every unit. */
export const everydayProducts = (products: ProductSeed[]) => products.filter((p) => EVERYDAY_NAMES.has(p.name));
const EVERYDAY_NAMES = new Set(EVERYDAY);

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
  /** The name in Hindi: the reviewed table's (tables/product-names-hi.ts), else the short name from
   * the search dictionary (hindiName), else null (the English name is shown). */
  nameHi: string | null;
  brand: string;
  unit: string;
  mrp: number; // paise
  categoryId: string;
  top: string;
  path: string;
  /** From the specialists' lines (numbered after the tree's). */
  specialist: boolean;
  /** GST rate (its top category's) and HSN code (its leaf's). */
  tax: number;
  hsn: string;
  color: string;
  /** Its product family (families.ts): what it is, and so what its image shows. */
  family: string;
  food: FoodType;
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

/** Expands the tree, then the specialists' lines: categories (parents first) and products with ids prod_0001... */
export function buildCatalogue(): { categories: CategorySeed[]; products: ProductSeed[] } {
  const categories: CategorySeed[] = [];
  const products: ProductSeed[] = [];
  const byPath = new Map<string, CategorySeed>();
  const add = (name: string, parent: CategorySeed | null) => {
    const path = parent ? `${parent.path} > ${name}` : name;
    const known = byPath.get(path);
    if (known) return known;
    const c = {
      id: categoryId(path),
      name,
      parentId: parent?.id ?? null,
      path,
      depth: parent ? parent.depth + 1 : 0,
      sortOrder: categories.filter((x) => x.parentId === (parent?.id ?? null)).length,
    };
    categories.push(c);
    byPath.set(path, c);
    return c;
  };
  const expand = (subsByTop: Record<string, Record<string, Record<string, Line[]>>>, specialist: boolean) => {
    for (const [topName, subs] of Object.entries(subsByTop)) {
      const top = TREE[topName];
      const t = add(topName, null);
      for (const [subName, leaves] of Object.entries(subs)) {
        const s = add(subName, t);
        for (const [leafName, lines] of Object.entries(leaves)) {
          const leaf = add(leafName, s);
          for (const line of lines) products.push(...expandLine(line, products.length, leaf, topName, top, specialist));
        }
      }
    }
  };
  expand(Object.fromEntries(Object.entries(TREE).map(([name, top]) => [name, top.subs])), false);
  expand(SPECIALIST, true);
  distinctHindiNames(products);
  const names = new Set(products.map((p) => p.name));
  for (const name of EVERYDAY)
    if (!names.has(name)) throw new Error(`The everyday basket names an unknown product: ${name}`);
  return { categories, products };
}

/** Each Latin form (English, Hinglish) of the dictionary's lines, with the line's first Devanagari form. */
let devanagariByForm: Map<string, string> | null = null;
/** A brand's own line (its English form), not the brands used for a thing ("surf"). */
let devanagariByBrand: Map<string, string> | null = null;
const LONGEST_FORM = 4;
/** Words too general to name the thing alone ("Jaggery Powder" is no talcum powder). */
const TOO_GENERAL = new Set(["powder", "pack", "jar", "mix"]);

function dictionaryDevanagari(): { byForm: Map<string, string>; byBrand: Map<string, string> } {
  if (!devanagariByForm || !devanagariByBrand) {
    devanagariByForm = new Map();
    devanagariByBrand = new Map();
    for (const line of SYNONYMS) {
      if (!line.devanagari[0]) continue;
      for (const f of [...line.english, ...line.hinglish])
        if (!devanagariByForm.has(f)) devanagariByForm.set(f, line.devanagari[0]);
      if (!devanagariByBrand.has(line.english[0])) devanagariByBrand.set(line.english[0], line.devanagari[0]);
    }
  }
  return { byForm: devanagariByForm, byBrand: devanagariByBrand };
}

const baseWords = (base: string) => base.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/**
 * A product's short Hindi name from the search dictionary: the brand's Devanagari form (else the
 * brand as written) and that of the longest dictionary form among the base name's words (the
 * rightmost of equals): "Aashirvaad" + "Whole Wheat Atta" -> "आशीर्वाद आटा". Null when the base
 * name holds no dictionary form.
 */
export function hindiName(brand: string, base: string): string | null {
  const { byForm, byBrand } = dictionaryDevanagari();
  const brandHi = byBrand.get(brand.toLowerCase()) ?? brand;
  const words = baseWords(base);
  let thing: string | undefined;
  for (let n = Math.min(LONGEST_FORM, words.length); n >= 1 && !thing; n--) {
    for (let i = words.length - n; i >= 0 && !thing; i--) {
      const form = words.slice(i, i + n).join(" ");
      const found = TOO_GENERAL.has(form) ? undefined : byForm.get(form);
      if (found !== brandHi) thing = found;
    }
  }
  return thing ? `${brandHi} ${thing}` : null;
}

/**
 * A product's full Hindi name: the brand's Devanagari form and every word of the base name, left
 * to right, as the longest dictionary form starting there (each thing said once). Null when a word
 * is not in the dictionary: a name is never read out letter by letter (the English name is shown).
 */
export function fullHindiName(brand: string, base: string): string | null {
  const { byForm, byBrand } = dictionaryDevanagari();
  const brandHi = byBrand.get(brand.toLowerCase()) ?? brand;
  const words = baseWords(base);
  const runs: string[] = [];
  let i = 0;
  while (i < words.length) {
    let found: { n: number; hi: string } | null = null;
    for (let n = Math.min(LONGEST_FORM, words.length - i); n >= 1 && !found; n--) {
      const form = words.slice(i, i + n).join(" ");
      const hi = TOO_GENERAL.has(form) ? undefined : byForm.get(form);
      if (hi && hi !== brandHi) found = { n, hi };
    }
    if (!found) return null;
    if (runs[runs.length - 1] !== found.hi) runs.push(found.hi);
    i += found.n;
  }
  return [brandHi, ...runs].join(" ");
}

/**
 * Distinct English names get distinct Hindi names: where the short names (hindiName) of products
 * with different English names meet ("Fresho Farm Eggs", "Fresho Brown Eggs" -> "फ्रेशो अंडा"), those
 * products not in the reviewed table take their full names (fullHindiName) or, when the dictionary
 * lacks a word, none (their English name is shown), until no two meet.
 */
function distinctHindiNames(products: ProductSeed[]): void {
  for (let pass = 0; pass < 5; pass++) {
    const englishByHindi = new Map<string, Set<string>>();
    for (const p of products) {
      if (!p.nameHi) continue;
      const names = englishByHindi.get(p.nameHi) ?? new Set<string>();
      names.add(p.name);
      englishByHindi.set(p.nameHi, names);
    }
    let changed = false;
    for (const p of products) {
      if (!p.nameHi || REVIEWED_HINDI_NAMES[p.name] || (englishByHindi.get(p.nameHi)?.size ?? 0) < 2) continue;
      const full = fullHindiName(p.brand, p.name.slice(p.brand.length + 1));
      if (full !== p.nameHi) {
        p.nameHi = full;
        changed = true;
      }
    }
    if (!changed) return;
  }
}

function hsnOf(leaf: string): string {
  const hsn = HSN_BY_LEAF[leaf];
  if (!hsn) throw new Error(`No HSN code for the leaf category "${leaf}" (seed/tables/catalogue.ts, HSN_BY_LEAF).`);
  return hsn;
}

/** Every brand x base name x unit of a line, numbered after the `before` products already made. */
function expandLine(
  [brands, names, units]: Line,
  before: number,
  leaf: CategorySeed,
  topName: string,
  top: Top,
  specialist: boolean,
): ProductSeed[] {
  const out: ProductSeed[] = [];
  const brandList = brands.split("|");
  brandList.forEach((brand, bi) => {
    for (const base of names.split("|")) {
      const nameHi = REVIEWED_HINDI_NAMES[`${brand} ${base}`] ?? hindiName(brand, base);
      for (const u of units.split("|")) {
        const [unit, rupees] = u.split(":");
        // Brands of one line differ a little in price (-6%, 0, +6%).
        const step = brandList.length > 1 ? (bi % 3) - 1 : 0;
        const mrp = Math.round(Number(rupees) * (1 + step * 0.06)) * 100;
        const num = before + out.length + 1;
        const name = `${brand} ${base}`;
        const facts = productFacts(leaf.name, base);
        const netQuantity = liquidUnit(base, unit);
        out.push({
          id: `prod_${String(num).padStart(4, "0")}`,
          num,
          name,
          nameHi,
          brand,
          unit: netQuantity,
          mrp,
          categoryId: leaf.id,
          top: topName,
          path: leaf.path,
          specialist,
          tax: top.tax,
          hsn: hsnOf(leaf.name),
          color: top.color,
          family: facts.family.id,
          food: facts.food,
          description: describe(name, netQuantity, leaf.name, facts.food !== "Not food"),
          attributes: [
            { keyName: "brand", displayName: "Brand", value: brand },
            { keyName: "net_quantity", displayName: "Net Quantity", value: netQuantity },
            { keyName: "shelf_life", displayName: "Shelf Life", value: facts.shelfLife },
            { keyName: "country_of_origin", displayName: "Country of Origin", value: "India" },
            ...(facts.food !== "Not food"
              ? [{ keyName: "food_type", displayName: "Food Type", value: facts.food }]
              : []),
          ],
        });
      }
    }
  });
  return out;
}

/** Drinks a line lists by weight are sold by volume: "Spiced Buttermilk" 400 g -> 400 ml, 1 kg -> 1 L. */
const LIQUIDS = /Buttermilk|Fresh Cream/;
function liquidUnit(base: string, unit: string): string {
  if (!LIQUIDS.test(base)) return unit;
  return unit.replace(/^(\d+(?:\.\d+)?) g$/, "$1 ml").replace(/^(\d+(?:\.\d+)?) kg$/, "$1 L");
}

function describe(name: string, unit: string, leaf: string, food: boolean): string {
  const use = food
    ? "Store in a cool, dry place away from direct sunlight and consume before the date on the pack."
    : "Read the label before use and keep out of the reach of children.";
  return `${name} (${unit}) from our ${leaf.toLowerCase()} range, delivered from a shop near you. ${use}`;
}
