// How a search's letters are counted for its minimum (server and web share searchChars).
import { describe, expect, it } from "vitest";
import { FIND_MIN_CHARS, searchChars } from "../contract/finder-constants";

describe("searchChars", () => {
  it.each([
    ["घी", 2],
    ["घ", 1],
    ["दूध", 3],
    ["क्ष", 2],
    ["ी", 0],
    ["e\u0301", 1],
    ["ab", 2],
    ["** -- !!", 0],
    ["🙂🙂", 0],
    ["1️⃣", 1],
  ])("counts %s as %i letters or digits", (text, n) => {
    expect(searchChars(text)).toBe(n);
  });

  it("counts an ASCII text as segmenting it would (the fast path)", () => {
    const segmented = (text: string) =>
      Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)).reduce(
        (n, s) => n + (s.segment.match(/[\p{L}\p{N}]/gu)?.length ?? 0),
        0,
      );
    for (let c = 0; c < 0x80; c++) {
      const text = `a${String.fromCharCode(c)}\r\n${String.fromCharCode(c)}9`;
      expect(searchChars(text)).toBe(segmented(text));
    }
    expect(searchChars("atta 5kg")).toBe(7);
  });

  it("accepts घी and refuses one letter with its accent", () => {
    expect(searchChars("घी")).toBeGreaterThanOrEqual(FIND_MIN_CHARS);
    expect(searchChars("e\u0301")).toBeLessThan(FIND_MIN_CHARS);
  });
});
