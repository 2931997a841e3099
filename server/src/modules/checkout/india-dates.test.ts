// The checkout's India dates (lib/india-time.ts): the order number's date and the slot clock turn
// at India's midnight, not UTC's.
import { describe, expect, it } from "vitest";
import { newOrderNo } from "./order-writer";
import { indiaToday } from "./delivery-details";

describe("the checkout's India dates", () => {
  it("dates an order number by India's calendar", () => {
    expect(newOrderNo(new Date("2026-11-21T18:29:59Z"))).toMatch(/^GL261121[A-Z2-9]{6}$/);
    expect(newOrderNo(new Date("2026-11-21T18:30:00Z"))).toMatch(/^GL261122[A-Z2-9]{6}$/);
  });

  it("reads today's date and hour on India's clock", () => {
    expect(indiaToday(new Date("2026-12-31T20:15:00Z"))).toEqual({ date: "2027-01-01", hour: 1, minute: 45 });
  });
});
