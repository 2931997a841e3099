import { describe, expect, it } from "vitest";
import { devanagariToLatin, phoneticKey, spellings } from "./hinglish";
import { expandTerms, dictionaryTerms, SYNONYMS } from "./synonyms";
import { searchTerms } from "./search-query";

describe("Devanagari in Latin letters", () => {
  it("reads Hindi as shoppers spell it, with the schwa dropped", () => {
    const cases: Record<string, string> = {
      आटा: "aataa", दूध: "doodh", चावल: "chaaval", नमक: "namak", नमकीन: "namkeen", सरसों: "sarson",
      अदरक: "adrak", राजमा: "raajmaa", मिर्च: "mirch", सब्ज़ी: "sabzee", "गुड़": "gur", पनीर: "paneer",
    };
    for (const [hindi, latin] of Object.entries(cases)) expect(devanagariToLatin(hindi), hindi).toBe(latin);
  });

  it("gives the usual spellings of one word one key", () => {
    for (const group of [["aata", "atta", "ata", "आटा"], ["doodh", "dudh", "दूध"], ["magi", "maggi"], ["paneer", "panir", "पनीर"], ["chai", "chay"]]) {
      expect(new Set(group.map(phoneticKey)).size, group.join()).toBe(1);
    }
    expect(phoneticKey("rice")).not.toBe(phoneticKey("rise"));
  });

  it("spells a word the ways its key allows, and only those", () => {
    expect(spellings("magi")).toContain("maggi");
    expect(spellings("aata")).toContain("atta");
    expect(spellings("chawal")).toContain("chaawal");
    for (const s of spellings("doodh")) expect(phoneticKey(s)).toBe(phoneticKey("doodh"));
    expect(spellings("आटा")).toEqual([]);
    expect(spellings("a".repeat(40)).length).toBeLessThanOrEqual(256);
  });
});

describe("the search dictionary", () => {
  it("holds at least 500 grocery and household terms in English, Hinglish and Devanagari", () => {
    expect(dictionaryTerms().length).toBeGreaterThanOrEqual(500);
    expect(SYNONYMS.length).toBeGreaterThanOrEqual(300);
    for (const line of SYNONYMS) expect(line.latin.length, line.english.join()).toBeGreaterThan(0);
  });

  it("turns a word or a phrase it knows into the line's forms", () => {
    const [atta] = expandTerms(searchTerms("आटा"));
    expect(atta.prefix).toBe("aataa");
    expect(atta.exact).toContain("atta");
    const [milk] = expandTerms(searchTerms("Doodh"));
    expect(milk.exact).toContain("milk");
    const phrase = expandTerms(searchTerms("kali mirch"));
    expect(phrase).toHaveLength(1);
    expect(phrase[0].exact).toContain("black pepper");
    expect(expandTerms(searchTerms("amul doodh")).map((g) => g.prefix)).toEqual(["amul", "doodh"]);
    expect(expandTerms(searchTerms("zzqx"))).toEqual([{ prefix: "zzqx", exact: [] }]);
  });
});
