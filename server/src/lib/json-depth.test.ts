import { describe, expect, it } from "vitest";
import { jsonTooDeep, jsonTooDeepError, MAX_JSON_DEPTH } from "./json-depth";

const nested = (n: number) => "[".repeat(n) + "]".repeat(n);

describe("jsonTooDeep", () => {
  it("allows the bound and refuses one level past it", () => {
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(MAX_JSON_DEPTH + 1) + "1" + "}".repeat(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it("counts depth, not brackets: siblings do not add up", () => {
    expect(jsonTooDeep(JSON.stringify(Array.from({ length: 10_000 }, () => [[{ a: [1] }]])))).toBe(false);
  });

  it("skips brackets inside strings, escaped quotes and backslashes included", () => {
    expect(jsonTooDeep(JSON.stringify({ a: "[".repeat(1000), b: '\\"' + "{".repeat(1000), c: "\\" }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify(["\\", "[".repeat(100)]))).toBe(false);
    expect(jsonTooDeep(`["\\\\"${",[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true);
  });

  it("an unterminated string ends the scan (JSON.parse refuses the text)", () => {
    expect(jsonTooDeep('["' + "[".repeat(100))).toBe(false);
  });

  it("the refusal is 400 JSON_TOO_DEEP", () => {
    expect(jsonTooDeepError()).toMatchObject({ code: "JSON_TOO_DEEP", status: 400 });
  });
});
