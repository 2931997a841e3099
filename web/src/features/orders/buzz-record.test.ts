import { afterEach, describe, expect, it } from "vitest";
import { clearBuzz, mmss, parseBuzzTime, readBuzzRecords, recordBuzz, secondsUntilBuzz } from "./buzz-record";
import { replacementDaysLeft, replacementWindowText } from "./status";

afterEach(() => window.localStorage.clear());

describe("the buzz record", () => {
  it("keeps the time per order as DD/MM/YYYY HH:mm:ss in India time", () => {
    const records = recordBuzz("o1", "2026-11-21T06:00:05.000Z");
    expect(records).toEqual({ o1: "21/11/2026 11:30:05" });
    expect(JSON.parse(window.localStorage.getItem("galli:buzz")!)).toEqual({ o1: "21/11/2026 11:30:05" });
    expect(parseBuzzTime("21/11/2026 11:30:05")).toBe(Date.parse("2026-11-21T06:00:05.000Z"));
    expect(parseBuzzTime("2026-11-21")).toBeNull();
  });

  it("counts down 3600 seconds from the later of the local and server times", () => {
    const at = Date.parse("2026-11-21T06:00:00.000Z");
    expect(secondsUntilBuzz("21/11/2026 11:30:00", null, at + 1000)).toBe(3599);
    expect(secondsUntilBuzz(undefined, "2026-11-21T06:00:00.000Z", at + 3_600_000)).toBe(0);
    expect(secondsUntilBuzz(undefined, null, at)).toBe(0);
    expect(mmss(3599)).toBe("59:59");
    expect(mmss(61)).toBe("01:01");
  });

  it("clears one order's record, and the key once empty", () => {
    recordBuzz("o1", Date.now());
    recordBuzz("o2", Date.now());
    expect(Object.keys(clearBuzz("o1"))).toEqual(["o2"]);
    clearBuzz("o2");
    expect(window.localStorage.getItem("galli:buzz")).toBeNull();
    expect(readBuzzRecords()).toEqual({});
  });
});

describe("the replacement window", () => {
  it("reads 'N more day(s) left' while open, else N/A", () => {
    const now = Date.parse("2026-11-21T06:00:00.000Z");
    expect(replacementDaysLeft("2026-11-24T05:00:00.000Z", now)).toBe(3);
    expect(replacementDaysLeft("2026-11-21T05:00:00.000Z", now)).toBe(0);
    expect(replacementDaysLeft(null, now)).toBe(0);
    expect(replacementWindowText(3)).toBe("3 more day(s) left");
    expect(replacementWindowText(0)).toBe("N/A");
  });
});
