import { describe, expect, it } from "vitest";
import { formatRupees, roundRupees } from "./money";

describe("formatRupees", () => {
  it("uses the rupee sign, Indian grouping and two decimals", () => {
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000.00");
    expect(formatRupees(49)).toBe("₹49.00");
    expect(formatRupees(0.005)).toBe("₹0.01");
  });

  it("shows refunds as negative amounts", () => {
    expect(formatRupees(-50)).toBe("-₹50.00");
  });

  it("groups the same way in Hindi (hi-IN)", () => {
    expect(formatRupees(123456.5, "hi")).toBe("₹1,23,456.50");
  });

  it("shows ₹0.00 for a missing number instead of NaN", () => {
    expect(formatRupees(Number.NaN)).toBe("₹0.00");
  });
});

describe("roundRupees", () => {
  it("rounds totals to 2 decimals", () => {
    expect(roundRupees(0.1 + 0.2)).toBe(0.3);
    expect(roundRupees(1.005)).toBe(1.01);
    expect(roundRupees(99.994)).toBe(99.99);
  });
});
