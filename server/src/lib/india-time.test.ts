import { describe, expect, it } from "vitest";
import { INDIA_OFFSET_MS, indiaDate, indiaDayStart, indiaWallClock } from "./india-time";

describe("India time", () => {
  it("is UTC+05:30 all year", () => {
    expect(INDIA_OFFSET_MS).toBe(19_800_000);
    const clock = indiaWallClock(new Date("2026-07-01T20:45:00Z"));
    expect([clock.getUTCDate(), clock.getUTCHours(), clock.getUTCMinutes()]).toEqual([2, 2, 15]);
  });

  it("turns the date at 18:30 UTC", () => {
    expect(indiaDate(new Date("2026-11-21T18:29:59.999Z"))).toBe("2026-11-21");
    expect(indiaDate(new Date("2026-11-21T18:30:00.000Z"))).toBe("2026-11-22");
  });

  it("finds India's midnight of the day that holds an instant", () => {
    expect(indiaDayStart(new Date("2026-11-21T18:29:59.999Z")).toISOString()).toBe("2026-11-20T18:30:00.000Z");
    expect(indiaDayStart(new Date("2026-11-21T18:30:00.000Z")).toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(indiaDayStart(new Date("2026-11-22T03:00:00.000Z")).toISOString()).toBe("2026-11-21T18:30:00.000Z");
  });
});
