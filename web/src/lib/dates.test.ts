import { describe, expect, it } from "vitest";
import { formatBuzzTime, formatDeliveryDate, formatOfferDate, formatOrderDate, formatReviewDate } from "./dates";

// 31 Jan 2026, 20:35:09 UTC is 1 Feb 2026, 02:05:09 in India: the date itself changes.
const lateEveningUtc = "2026-01-31T20:35:09Z";
// 15 Mar 2026, 08:30 UTC is 14:00 in India.
const afternoonIndia = Date.UTC(2026, 2, 15, 8, 30, 0);

describe("India-time formats", () => {
  it("formats offers as DD/MM/YYYY", () => {
    expect(formatOfferDate(lateEveningUtc)).toBe("01/02/2026");
  });

  it("formats reviews as MM/DD/YYYY", () => {
    expect(formatReviewDate(lateEveningUtc)).toBe("02/01/2026");
  });

  it("formats orders as 'ddd, MMM DD, YYYY, hh:mm A' on a 12-hour clock", () => {
    expect(formatOrderDate(lateEveningUtc)).toBe("Sun, Feb 01, 2026, 02:05 AM");
    expect(formatOrderDate(afternoonIndia)).toBe("Sun, Mar 15, 2026, 02:00 PM");
    // Midnight and noon: never 00:33 AM or 22:13 PM.
    expect(formatOrderDate("2026-03-14T19:03:00Z")).toBe("Sun, Mar 15, 2026, 12:33 AM");
    expect(formatOrderDate("2026-03-15T16:43:00Z")).toBe("Sun, Mar 15, 2026, 10:13 PM");
    expect(formatOrderDate("2026-03-15T06:45:00Z")).toBe("Sun, Mar 15, 2026, 12:15 PM");
    expect(formatOrderDate("2026-03-14T18:30:00Z")).toBe("Sun, Mar 15, 2026, 12:00 AM");
  });

  it("formats orders and delivery in Hindi with Hindi day and month names", () => {
    expect(formatOrderDate(afternoonIndia, "hi")).toBe("रवि, 15 मार्च 2026, 02:00 pm");
    expect(formatOrderDate(lateEveningUtc, "hi")).toBe("रवि, 01 फ़र॰ 2026, 02:05 am");
    expect(formatDeliveryDate(afternoonIndia, "hi")).toBe("15/03/2026 - 02:00 pm");
  });

  it("formats delivery as 'DD/MM/YYYY - hh:mm A'", () => {
    expect(formatDeliveryDate(afternoonIndia)).toBe("15/03/2026 - 02:00 PM");
  });

  it("formats buzz records as 'DD/MM/YYYY HH:mm:ss'", () => {
    expect(formatBuzzTime(new Date(lateEveningUtc))).toBe("01/02/2026 02:05:09");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatOfferDate("not a date")).toBe("");
  });
});
