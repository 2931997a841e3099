import { describe, expect, it } from "vitest";
import { expectedArrival, lastSevenIndiaDays, onTimeFigures, promisedArrival, slotEnd, travelMs } from "./arrival";

// About 3 km apart (0.027 degrees of latitude ~ 3.0 km).
const store = { lat: 28.6, lng: 77.2 };
const home = { lat: 28.627, lng: 77.2 };
const shop = { prepMinutes: 15, deliverySpeedKmh: 15 };

describe("the promised arrival", () => {
  it("is preparation plus distance over speed, up to the next minute", () => {
    const now = new Date("2026-12-21T06:00:00.000Z"); // 11:30 India time
    const at = promisedArrival({ now, shop, store, home });
    // 15 min preparation + ~3.0 km at 15 km/h (~12 min) = ~27 min, rounded up to a minute.
    expect(at.toISOString()).toBe("2026-12-21T06:28:00.000Z");
    expect(at.getUTCSeconds()).toBe(0);
  });

  it("follows the shop's settings", () => {
    const now = new Date("2026-12-21T06:00:00.000Z");
    const fast = promisedArrival({ now, shop: { prepMinutes: 5, deliverySpeedKmh: 30 }, store, home });
    expect(fast.toISOString()).toBe("2026-12-21T06:12:00.000Z"); // 5 min + ~6 min
    const here = promisedArrival({ now, shop, store, home: store });
    expect(here.toISOString()).toBe("2026-12-21T06:15:00.000Z");
  });

  it("is the chosen slot's end, India time", () => {
    const now = new Date("2026-12-21T03:00:00.000Z"); // 08:30 India time
    const at = promisedArrival({ now, shop, store, home, preferredDate: "2026-12-21", preferredSlot: "4 PM-7 PM" });
    expect(at.toISOString()).toBe("2026-12-21T13:30:00.000Z"); // 19:00 India time
    expect(slotEnd("2026-12-22", "7 AM-10 AM")?.toISOString()).toBe("2026-12-22T04:30:00.000Z");
    expect(slotEnd("2026-12-22", "no such slot")).toBeNull();
  });

  it("counts a later date without a slot from that day's first slot", () => {
    const now = new Date("2026-12-21T06:00:00.000Z");
    const at = promisedArrival({ now, shop, store, home, preferredDate: "2026-12-23" });
    // 07:00 India time on the 23rd + ~27 minutes.
    expect(at.toISOString()).toBe("2026-12-23T01:58:00.000Z");
  });

  it("is the earliest possible arrival for a slot already too close", () => {
    const now = new Date("2026-12-21T13:20:00.000Z"); // 18:50 India time, slot ends 19:00
    const at = promisedArrival({ now, shop, store, home, preferredDate: "2026-12-21", preferredSlot: "4 PM-7 PM" });
    expect(at.toISOString()).toBe("2026-12-21T13:48:00.000Z");
  });
});

describe("the expected arrival", () => {
  it("is the remaining distance over the shop's speed from the last position", () => {
    const at = new Date("2026-12-21T06:10:00.000Z");
    const halfway = { lat: 28.6135, lng: 77.2 }; // ~1.5 km from home
    expect(expectedArrival(halfway, at, home, 15).toISOString()).toBe("2026-12-21T06:17:00.000Z");
    expect(expectedArrival(home, at, home, 15).toISOString()).toBe(at.toISOString());
    expect(travelMs(15_000, 0)).toBe(15 * 3_600_000); // a speed below 1 km/h counts as 1
  });
});

describe("on time and the median delay", () => {
  const t = (m: number) => new Date(Date.UTC(2026, 11, 21, 6, m));
  it("counts delivered <= promised as on time and takes the median of the delays", () => {
    const rows = [
      { promisedAt: t(30), deliveredAt: t(25) }, // 5 early
      { promisedAt: t(30), deliveredAt: t(30) }, // on the minute
      { promisedAt: t(30), deliveredAt: t(40) }, // 10 late
      { promisedAt: t(30), deliveredAt: t(50) }, // 20 late
    ];
    expect(onTimeFigures(rows)).toEqual({ delivered: 4, on_time_share: 0.5, median_delay_minutes: 5 });
    expect(onTimeFigures(rows.slice(0, 3))).toEqual({ delivered: 3, on_time_share: 0.67, median_delay_minutes: 0 });
    expect(onTimeFigures([])).toEqual({ delivered: 0, on_time_share: null, median_delay_minutes: null });
    expect(onTimeFigures([{ promisedAt: t(30), deliveredAt: t(26) }]).median_delay_minutes).toBe(-4);
  });

  it("measures the last seven India days", () => {
    // 01:00 India time on the 21st: today began at 18:30 UTC on the 20th, six days before that.
    expect(lastSevenIndiaDays(new Date("2026-12-20T19:30:00.000Z")).toISOString()).toBe("2026-12-14T18:30:00.000Z");
    expect(lastSevenIndiaDays(new Date("2026-12-21T12:00:00.000Z")).toISOString()).toBe("2026-12-14T18:30:00.000Z");
  });
});
