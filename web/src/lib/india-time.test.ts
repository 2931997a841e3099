import { describe, expect, it } from "vitest";
import { INDIA_OFFSET_MINUTES, INDIA_OFFSET_MS, SHOP_TIME_OFFSET_MS, indiaWallClock } from "./india-time";

describe("India time", () => {
  it("is one offset, UTC+05:30, for India's clock and the spec's shop clock", () => {
    expect(INDIA_OFFSET_MINUTES).toBe(330);
    expect(INDIA_OFFSET_MS).toBe(19_800_000);
    expect(SHOP_TIME_OFFSET_MS).toBe(INDIA_OFFSET_MS);
  });

  it("reads an instant on India's wall clock, and nothing for an invalid date", () => {
    const clock = indiaWallClock("2026-11-21T18:30:00Z");
    expect(clock?.toISOString().slice(0, 16)).toBe("2026-11-22T00:00");
    expect(indiaWallClock("not a date")).toBeNull();
  });
});
