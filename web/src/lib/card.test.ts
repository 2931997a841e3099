import { describe, expect, it } from "vitest";
import { cardNetwork, expiryInPast, formatExpiryInput, groupCardNumber, validateCard } from "./card";

describe("card rules", () => {
  it("tells the network by prefix", () => {
    expect(cardNetwork("4111111111111111")).toBe("Visa");
    expect(cardNetwork("5105105105105100")).toBe("Mastercard");
    expect(cardNetwork("5555555555554444")).toBe("Mastercard");
    expect(cardNetwork("6304000000000000")).toBe("Maestro");
    expect(cardNetwork("5018000000000009")).toBe("Maestro");
    expect(cardNetwork("3530111333300000")).toBe("Unknown");
  });

  it("inserts the slash after the month and lets backspace remove it", () => {
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("12")).toBe("12/");
    expect(formatExpiryInput("1230")).toBe("12/30");
    expect(formatExpiryInput("12/305")).toBe("12/30");
    expect(formatExpiryInput("12", "12/")).toBe("1");
  });

  it("refuses an expiry in the past, keeps the current month", () => {
    const now = new Date(2026, 10, 21);
    expect(expiryInPast("10/26", now)).toBe(true);
    expect(expiryInPast("11/26", now)).toBe(false);
    expect(expiryInPast("13/30", now)).toBe(true);
  });

  it("validates number 16, CVV 3 and expiry", () => {
    const now = new Date(2026, 10, 21);
    expect(validateCard({ number: "4111 1111 1111 1111", expiry: "12/30", cvv: "123", name: "" }, now)).toEqual({});
    const bad = validateCard({ number: "4111", expiry: "01/20", cvv: "12", name: "" }, now);
    expect(Object.keys(bad).sort()).toEqual(["cvv", "expiry", "number"]);
    expect(groupCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
  });
});
