import { describe, expect, it } from "vitest";
import { apportion, splitByStore } from "./split";

describe("apportion", () => {
  it("splits in proportion and always adds up", () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 7])).toEqual([0, 0]);
    expect(apportion(7, [0, 0])).toEqual([7, 0]);
    for (const total of [1, 99, 1001, 35601]) expect(apportion(total, [3, 5, 11]).reduce((a, b) => a + b)).toBe(total);
  });
});

describe("splitByStore", () => {
  it("puts shop charges on the first order and shares promo and wallet so the orders add up", () => {
    const line = (sellingPrice: number, qty: number) => ({ sellingPrice, offerPercent: 0, taxPercent: 5, qty });
    const shares = splitByStore(
      [
        { storeId: "a", lines: [line(10000, 1)] },
        { storeId: "b", lines: [line(20000, 2)] },
      ],
      { packaging: 1500, delivery: 4000 },
      1,
      { offerType: 2, amount: 3001 },
      40000,
      12000,
    );
    expect(shares[0]).toMatchObject({ packaging: 1500, delivery: 4000, tax: 500 });
    expect(shares[1]).toMatchObject({ packaging: 0, delivery: 0, tax: 2000 });
    const total = 10500 + 1500 + 4000 + 42000 - 3001;
    expect(shares.reduce((s, x) => s + x.amount, 0)).toBe(total);
    expect(shares.reduce((s, x) => s + x.offerAmount, 0)).toBe(3001);
    expect(shares.reduce((s, x) => s + x.walletAmount, 0)).toBe(12000);
    expect(shares.reduce((s, x) => s + x.onlineAmount, 0)).toBe(40000);
    for (const s of shares) expect(s.walletAmount + s.onlineAmount).toBeLessThanOrEqual(s.amount);
  });
});
