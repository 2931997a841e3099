import { describe, expect, it } from "vitest";
import { buildCatalogue, fullHindiName, hindiName, latinToDevanagari } from "./catalogue";

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

  it("keeps the short name where it is the brand's only one, and the variant's words where names would meet", () => {
    const hi = (name: string) => products.find((p) => p.name === name)?.nameHi;
    expect(hi("Aashirvaad Whole Wheat Atta")).toBe("आशीर्वाद आटा");
    expect(hindiName("Fresho", "Farm Eggs")).toBe(hindiName("Fresho", "Brown Eggs"));
    expect(hi("Fresho Farm Eggs")).toBe("फ्रेशो फार्म अंडा");
    expect(hi("Fresho Brown Eggs")).toBe("फ्रेशो ब्रौन अंडा");
    expect(hi("India Gate Classic Basmati Rice")).toBe("इंडिया गेट क्लासिक बासमती");
    // Words the dictionary knows are said in Hindi; two forms of one thing only once.
    expect(hi("Britannia Good Day Cashew")).toBe("ब्रिटानिया गुड डे काजू");
    expect(fullHindiName("Priya", "Avakaya Mango Pickle")).toBe("Priya आवाकाया आम का अचार");
  });

  it("reads out a word the dictionary lacks in Devanagari letters", () => {
    expect(latinToDevanagari("farm")).toBe("फार्म");
    expect(latinToDevanagari("classic")).toBe("क्लासिक");
    expect(latinToDevanagari("white")).toBe("व्हाइट");
    expect(latinToDevanagari("green")).toBe("ग्रीन");
    expect(latinToDevanagari("gold")).toBe("गोल्ड");
    expect(latinToDevanagari("7up")).toBe("7उप");
  });
});
