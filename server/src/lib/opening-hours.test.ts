import { describe, expect, it } from "vitest";
import { openBySchedule, scheduleClock, scheduleTurns, type DayHours } from "./opening-hours";

// India time is UTC + 05:30. 2026-11-30 is a Monday (day 1).
const india = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const week = (from: number, to: number, closedDay?: number): DayHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: day !== closedDay, from, to }));
const shop = (over: Partial<{ temporarilyClosed: boolean; weeklyHours: string; holidays: string }> = {}) => ({
  temporarilyClosed: false,
  weeklyHours: "",
  holidays: "[]",
  ...over,
});

describe("openBySchedule", () => {
  it("is open all the time without hours, holidays or closure", () => {
    expect(openBySchedule(shop(), india("2026-11-30", "03:00"))).toBe(true);
  });

  it("is closed while the temporary closure switch is on", () => {
    expect(openBySchedule(shop({ temporarilyClosed: true }), india("2026-11-30", "12:00"))).toBe(false);
  });

  it("follows each weekday's hours in India time (opening included, closing excluded)", () => {
    const s = shop({ weeklyHours: JSON.stringify(week(9 * 60, 21 * 60, 0)) });
    expect(openBySchedule(s, india("2026-11-30", "08:59"))).toBe(false);
    expect(openBySchedule(s, india("2026-11-30", "09:00"))).toBe(true);
    expect(openBySchedule(s, india("2026-11-30", "20:59"))).toBe(true);
    expect(openBySchedule(s, india("2026-11-30", "21:00"))).toBe(false);
    // Sunday is closed all day.
    expect(openBySchedule(s, india("2026-11-29", "12:00"))).toBe(false);
  });

  it("stays open until midnight when the day closes at 24:00", () => {
    const s = shop({ weeklyHours: JSON.stringify(week(6 * 60, 1440)) });
    expect(openBySchedule(s, india("2026-11-30", "23:59"))).toBe(true);
    expect(openBySchedule(s, india("2026-12-01", "00:30"))).toBe(false);
  });

  it("is closed on a holiday (an India date)", () => {
    const s = shop({ holidays: JSON.stringify(["2026-12-25"]) });
    expect(openBySchedule(s, india("2026-12-25", "00:10"))).toBe(false);
    expect(openBySchedule(s, india("2026-12-24", "23:50"))).toBe(true);
  });
});

describe("scheduleClock", () => {
  it("is 0 when no shop keeps hours or holidays", () => {
    expect(scheduleClock(scheduleTurns([shop()]), new Date())).toBe(0);
  });

  it("moves exactly when some shop opens or closes", () => {
    const turns = scheduleTurns([shop({ weeklyHours: JSON.stringify(week(9 * 60, 21 * 60)) })]);
    const c = (time: string) => scheduleClock(turns, india("2026-11-30", time));
    expect(c("09:00")).toBe(c("20:59"));
    expect(c("08:59")).not.toBe(c("09:00"));
    expect(c("21:00")).not.toBe(c("20:59"));
    // The same time a week later is another clock value.
    expect(scheduleClock(turns, india("2026-12-07", "10:00"))).not.toBe(c("10:00"));
  });
});
