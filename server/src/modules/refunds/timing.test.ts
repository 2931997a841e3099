// Refund timings count business days on India's calendar (lib/india-time.ts).
import { describe, expect, it } from "vitest";
import { expectedBy } from "./timing";

describe("refund timings", () => {
  it("skips Saturdays and Sundays as India sees them", () => {
    // Friday 20:00 UTC is already Saturday 01:30 in India: a day later is Sunday (skipped), then
    // Monday to Friday count; on UTC's calendar it would end a day later.
    const from = new Date("2026-11-20T20:00:00Z");
    expect(expectedBy("upi", from).toISOString()).toBe("2026-11-26T20:00:00.000Z");
    // Friday 10:00 UTC is Friday in India too: Sat and Sun skipped, Mon..Fri count.
    expect(expectedBy("upi", new Date("2026-11-20T10:00:00Z")).toISOString()).toBe("2026-11-27T10:00:00.000Z");
    expect(expectedBy("wallet", from)).toEqual(from);
  });
});
