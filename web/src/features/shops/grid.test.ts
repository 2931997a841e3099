import { describe, expect, it } from "vitest";
import { placeholderCount } from "./grid";

describe("placeholderCount", () => {
  it("pads a grid to the next multiple of 6", () => {
    expect([0, 1, 5, 6, 7, 11, 12, 13].map((n) => placeholderCount(n))).toEqual([0, 5, 1, 0, 5, 1, 0, 5]);
  });
});
