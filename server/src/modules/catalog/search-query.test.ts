import { describe, expect, it } from "vitest";
import { editsOne, foldWord, matchExpression, searchTerms, MAX_TERMS } from "./search-query";

describe("search terms", () => {
  it("folds case and accents and splits on anything that is not a letter or digit", () => {
    expect(foldWord("Café CRÈME Ñandú")).toBe("cafe creme nandu");
    expect(searchTerms('  "Parle-G"  NEAR(atta*) -rice ')).toEqual(["parle", "g", "near", "atta", "rice"]);
    expect(searchTerms("***")).toEqual([]);
  });

  it("keeps at most MAX_TERMS distinct words of bounded length", () => {
    expect(searchTerms("a a b b c d e f g h i j k")).toHaveLength(MAX_TERMS);
    expect(searchTerms("x".repeat(1000))[0]).toHaveLength(40);
  });

  it("quotes every term, so operators are text", () => {
    expect(matchExpression([{ prefix: "near", exact: [] }, { prefix: "and", exact: [] }])).toBe('"near"* AND "and"*');
    expect(matchExpression([{ prefix: "basmti", exact: ["basmati"] }])).toBe('("basmti"* OR "basmati")');
  });

  it("lists every word one edit away", () => {
    const edits = editsOne("rice");
    for (const w of ["ice", "rce", "irce", "rcie", "rica", "price", "ricex", "rie"]) expect(edits).toContain(w);
    expect(edits).not.toContain("rice");
    expect(edits).not.toContain("ir");
  });
});
