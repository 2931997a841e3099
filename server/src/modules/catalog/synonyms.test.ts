// The search dictionary against the demo world: every line not marked "!" finds products by each
// of its kinds of form (English, Hinglish, Devanagari), and sound-alike spellings of short words
// find their products without pushing out what the word as typed finds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../../testing/app";
import { productSearch } from "./search";
import { dictionaryPhrases, expandTerms, SYNONYMS } from "./synonyms";
import type { ProductSearch } from "./product-search";

let t: TestApp;
let search: ProductSearch;
let stores: string[];

beforeAll(async () => {
  t = await testApp({ seeded: true });
  search = productSearch(t.db);
  stores = (await t.db.store.findMany({ select: { id: true } })).map((s) => s.id);
}, 120_000);
afterAll(async () => t.close());

const find = (text: string, limit = 10) => search.search({ text, storeIds: stores, skip: 0, limit });
const names = async (ids: string[]) => {
  const rows = await t.db.product.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id) ?? "");
};

describe("the search dictionary on the demo world", () => {
  it("finds something for every stocked line, by its English, Hinglish and Devanagari forms", async () => {
    const missing: string[] = [];
    for (const line of SYNONYMS.filter((l) => l.stocked)) {
      for (const form of [line.english[0], line.hinglish[0], line.devanagari[0]]) {
        if (form && (await find(form, 1)).count === 0) missing.push(form);
      }
    }
    expect(missing).toEqual([]);
  }, 300_000);

  it("answers how India types: Hinglish, Devanagari, brand for the thing", async () => {
    expect(await names((await find("aata")).productIds)).toContain("Aashirvaad Whole Wheat Atta");
    expect((await names((await find("doodh")).productIds)).some((n) => n.endsWith("Toned Milk"))).toBe(true);
    expect((await names((await find("चाय")).productIds)).some((n) => n.includes("Tea"))).toBe(true);
    expect((await names((await find("आटा")).productIds)).every((n) => n.includes("Atta"))).toBe(true);
    expect(
      (await names((await find("surf")).productIds)).filter((n) => n.includes("Detergent")).length,
    ).toBeGreaterThan(3);
  });

  it("finds the demo catalogue's common items by their seeded Hindi names", async () => {
    const atta = await t.db.product.findFirst({
      where: { name: "Aashirvaad Whole Wheat Atta" },
      select: { nameHi: true },
    });
    expect(atta?.nameHi).toBe("आशीर्वाद आटा");
    expect(await names((await find("आशीर्वाद आटा")).productIds)).toContain("Aashirvaad Whole Wheat Atta");
  });

  it("finds loose tea leaves and other everyday things by their Hinglish phrases, read as one phrase", async () => {
    for (const phrase of ["chai patti", "khula chai patti", "khuli chai", "चाय पत्ती"]) {
      // One group for the phrase, not "chai" and "patti" (a bandage) each required.
      expect(expandTerms(phrase.split(" ")), phrase).toHaveLength(1);
      const found = await names((await find(phrase)).productIds);
      expect(found.length, phrase).toBeGreaterThan(0);
      expect(found.every((n) => n.endsWith("Premium Leaf Tea")), `${phrase}: ${found.join(", ")}`).toBe(true);
    }
    expect(await names((await find("hari mirch ka achar")).productIds)).toContain("Priya Green Chilli Pickle");
    expect(await names((await find("bartan dhone ka liquid")).productIds)).toContain("Vim Dishwash Liquid Gel");
    expect(await names((await find("arhar ki dal")).productIds)).toContain("Tata Sampann Toor Dal");
    expect(await names((await find("khansi ki goli")).productIds)).toEqual(["Vicks Cough Drops Menthol"]);
    expect(dictionaryPhrases()).toEqual(expect.arrayContaining(["chai patti", "khula chai patti", "चाय पत्ती"]));
  });

  it("finds Maggi for 'magi' and keeps what 'magi' finds as typed", async () => {
    const found = await names((await find("magi", 30)).productIds);
    expect(found.some((n) => n.startsWith("Maggi "))).toBe(true);
    expect(found.some((n) => n.includes("Magic"))).toBe(true);
    // A short word's sound-alikes rank above mere prefix matches of longer words.
    const top = await names((await find("magi")).productIds);
    expect(top.some((n) => n.startsWith("Maggi "))).toBe(true);
    const lastMaggi = found.findLastIndex((n) => n.startsWith("Maggi "));
    const firstMagic = found.findIndex((n) => n.includes("Magic"));
    expect(lastMaggi).toBeLessThan(firstMagic);
    // A word spelt right finds only itself first: no sound-alike outranks it.
    const atta = await names((await find("atta")).productIds);
    expect(atta.every((n) => n.includes("Atta"))).toBe(true);
  });
});
