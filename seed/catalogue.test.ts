import { describe, expect, it } from "vitest";
import { buildCatalogue, fullHindiName, hindiName } from "./catalogue";
import { REVIEWED_HINDI_NAMES } from "./tables/product-names-hi";
import { SYNONYMS } from "../server/src/modules/catalog/synonyms";
import { FAMILIES, familyById } from "./families";
import { extraProducts } from "./large";

describe("Hindi names of the demo catalogue", () => {
  const { products } = buildCatalogue();

  it("gives no two products one Hindi name unless they share the English name", () => {
    const englishByHindi = new Map<string, Set<string>>();
    for (const p of products) {
      if (!p.nameHi) continue;
      englishByHindi.set(p.nameHi, (englishByHindi.get(p.nameHi) ?? new Set()).add(p.name));
    }
    const shared = [...englishByHindi].filter(([, names]) => names.size > 1).map(([hi, names]) => `${hi}: ${[...names].join(", ")}`);
    expect(shared).toEqual([]);
    expect(englishByHindi.size).toBeGreaterThan(600);
  });

  it("keeps the short name where it is the brand's only one, and the reviewed name where names would meet", () => {
    const hi = (name: string) => products.find((p) => p.name === name)?.nameHi;
    expect(hi("Aashirvaad Whole Wheat Atta")).toBe("आशीर्वाद आटा");
    expect(hindiName("Fresho", "Farm Eggs")).toBe(hindiName("Fresho", "Brown Eggs"));
    expect(hi("Fresho Farm Eggs")).toBe("फ्रेशो फ़ार्म अंडे");
    expect(hi("Fresho Brown Eggs")).toBe("फ्रेशो ब्राउन अंडे");
    expect(hi("India Gate Classic Basmati Rice")).toBe("इंडिया गेट क्लासिक बासमती चावल");
    expect(hi("Britannia Good Day Cashew")).toBe("ब्रिटानिया गुड डे काजू");
    expect(hi("Priya Avakaya Mango Pickle")).toBe("प्रिया आवकाय आम का अचार");
  });

  it("uses every reviewed name, for products the catalogue has", () => {
    const names = new Set(products.map((p) => p.name));
    for (const [english, hindi] of Object.entries(REVIEWED_HINDI_NAMES)) {
      expect(names.has(english), english).toBe(true);
      expect(products.find((p) => p.name === english)?.nameHi).toBe(hindi);
    }
  });

  it("never reads a name out letter by letter: each Hindi word is the dictionary's or the reviewed table's", () => {
    const known = new Set<string>();
    for (const line of SYNONYMS) for (const form of line.devanagari) for (const w of form.split(/\s+/)) known.add(w);
    for (const hindi of Object.values(REVIEWED_HINDI_NAMES)) for (const w of hindi.split(/\s+/)) known.add(w);
    const guessed = products.flatMap((p) =>
      (p.nameHi ?? "")
        .split(/\s+/)
        .filter((w) => /\p{Script=Devanagari}/u.test(w) && !known.has(w))
        .map((w) => `${p.name}: ${w}`),
    );
    expect(guessed).toEqual([]);
    // The readings the demo showed before.
    const all = products.map((p) => p.nameHi ?? "").join(" ");
    for (const mangled of ["मुल्टिग्रैन", "स्लिसेस", "वेगेटाब्ल", "ब्रौन"]) expect(all).not.toContain(mangled);
  });

  it("leaves a name whose words the dictionary lacks without a Hindi name (the English one is shown)", () => {
    expect(fullHindiName("Fresho", "Farm Eggs")).toBeNull();
    expect(fullHindiName("Fresho", "Eggs")).toBe(hindiName("Fresho", "Eggs"));
  });
});

describe("facts of the demo catalogue", () => {
  const { products } = buildCatalogue();
  const find = (name: string, unit?: string) => products.find((p) => p.name === name && (!unit || p.unit === unit))!;
  const fact = (p: { attributes: { keyName: string; value: string }[] }, key: string) =>
    p.attributes.find((a) => a.keyName === key)?.value;

  it("gives each product a shelf life that fits what it is", () => {
    expect(fact(find("Amul Pure Cow Ghee"), "shelf_life")).toBe("12 months");
    expect(fact(find("Amul Toned Milk"), "shelf_life")).toBe("2 days");
    expect(fact(find("Britannia White Bread"), "shelf_life")).toBe("4 days");
    expect(fact(find("Harvest Gold Pav Buns"), "shelf_life")).toBe("3 days");
    expect(fact(find("Amul Salted Butter"), "shelf_life")).toMatch(/months$/);
    expect(fact(find("Fresho Coriander Leaves"), "shelf_life")).toMatch(/days$/);
    expect(fact(find("India Gate Classic Basmati Rice"), "shelf_life")).toMatch(/months$/);
    // Fresh things keep for days, packed ones for months: no ghee "2 to 7 days".
    const fresh = new Set([
      "greens",
      "vegetables",
      "fruit",
      "cut-fruit",
      "milk",
      "curd",
      "paneer",
      "cream",
      "eggs",
      "bread",
      "buns",
      "fresh-cake",
      "pastry",
      "puffs",
      "mithai",
    ]);
    for (const p of products) {
      const life = fact(p, "shelf_life")!;
      if (/day|week/.test(life)) expect(fresh.has(p.family), `${p.name}: ${life}`).toBe(true);
      else if (!/1 month/.test(life)) expect(fresh.has(p.family), `${p.name}: ${life}`).toBe(false);
    }
  });

  it("says vegetarian, non-vegetarian or nothing for what is not food", () => {
    expect(fact(find("Fresho Farm Eggs"), "food_type")).toBe("Non-Vegetarian");
    expect(fact(find("Amul Toned Milk"), "food_type")).toBe("Vegetarian");
    expect(fact(find("Everest Chicken Masala"), "food_type")).toBe("Vegetarian");
    expect(fact(find("Clinic Plus Shampoo"), "food_type")).toBeUndefined();
    expect(fact(find("Crocin Paracetamol 650 mg Tablets"), "food_type")).toBeUndefined();
    for (const p of products) {
      expect(fact(p, "food_type") ?? "Not food").toBe(p.food);
      // What is eaten in personal care: chyawanprash and glucose; nothing in household.
      const eaten =
        p.top === "Household" ? false : p.top === "Personal Care" ? /Chyawanprash|Glucose/.test(p.name) : true;
      expect(p.food !== "Not food", p.name).toBe(eaten);
    }
  });

  it("gives the net quantity of the pack, by volume for what is poured", () => {
    for (const p of products) expect(fact(p, "net_quantity"), p.name).toBe(p.unit);
    const poured = new Set(["milk", "dairy-drink", "juice", "soft-drink", "oil", "hair-oil", "body-wash", "cleaner"]);
    for (const p of products.filter((x) => poured.has(x.family))) expect(p.unit, p.name).toMatch(/ (ml|L)$/);
    expect(find("Amul Spiced Buttermilk", "400 ml")).toBeDefined();
    expect(find("Amul Spiced Buttermilk", "1 L")).toBeDefined();
    for (const v of extraProducts(products, 2000)) {
      expect(fact(v, "net_quantity")).toBe(v.unit);
      if (v.name.endsWith("Combo Pack of 2")) expect(v.unit).toMatch(/^2 x /);
    }
  });

  it("puts every product in a family, and every family holds a product", () => {
    expect(products.every((p) => familyById(p.family))).toBe(true);
    expect(new Set(products.map((p) => p.family))).toEqual(new Set(FAMILIES.map((f) => f.id)));
  });
});
