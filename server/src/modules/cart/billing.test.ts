// Every expectation below is computed by hand, in paise, from the definitions in billing.ts.
import { describe, expect, it } from "vitest";
import { computeBilling, type BillingInput } from "./billing";

// Atta 1 @ S3 (265.00, 2% off -> 259.70, 5% tax), Atta 2 @ S1 (299.99, 12.5% off -> 262.49, 5% tax),
// Atta 1 @ S2 (275.00, no offer, 5% tax), Rice 3 @ S1 (150.50, no offer, no tax).
const lines: BillingInput["lines"] = [
  { sellingPrice: 26500, offerPercent: 2, taxPercent: 5, qty: 1 },
  { sellingPrice: 29999, offerPercent: 12.5, taxPercent: 5, qty: 2 },
  { sellingPrice: 27500, offerPercent: 0, taxPercent: 5, qty: 1 },
  { sellingPrice: 15050, offerPercent: 0, taxPercent: 0, qty: 3 },
];
const shop = { deliveryCharge: 4000, packagingCharge: 1500 };

describe("computeBilling", () => {
  it("adds up gross, discount, tax per line, packaging and delivery for By Shop", () => {
    const b = computeBilling({ lines, shop, deliveryType: 1 });
    // gross: 26500 + 2*29999 + 27500 + 3*15050 = 159148
    expect(b.gross).toBe(159148);
    // net of items: 25970 + 2*26249 + 27500 + 45150 = 151118
    expect(b.itemTotal).toBe(151118);
    expect(b.discount).toBe(-8030);
    expect(b.gross + b.discount).toBe(b.itemTotal);
    // tax per line: 1298.5 -> 1299, 2624.9 -> 2625, 1375, 0
    expect(b.lines.map((l) => l.tax)).toEqual([1299, 2625, 1375, 0]);
    expect(b.tax).toBe(5299);
    expect(b.packaging).toBe(1500);
    expect(b.taxesAndCharges).toBe(6799);
    expect(b.netPrice).toBe(157917);
    expect(b.delivery).toBe(4000);
    expect(b.total).toBe(161917);
    expect(b).toMatchObject({ offerType: 0, offerAmount: 0, deliveryType: 1 });
  });

  it("charges no delivery for self pickup", () => {
    const b = computeBilling({ lines, shop, deliveryType: 3 });
    expect(b.delivery).toBe(0);
    expect(b.total).toBe(157917);
  });

  it("subtracts a discount-type offer from the total", () => {
    const b = computeBilling({ lines, shop, deliveryType: 1, promo: { offerType: 2, amount: 10000 } });
    expect(b.offerType).toBe(2);
    expect(b.offerAmount).toBe(10000);
    expect(b.netPrice).toBe(157917);
    expect(b.total).toBe(151917);
  });

  it("reports a cashback offer without subtracting it", () => {
    const b = computeBilling({ lines, shop, deliveryType: 1, promo: { offerType: 1, amount: 10000 } });
    expect(b.offerType).toBe(1);
    expect(b.offerAmount).toBe(10000);
    expect(b.total).toBe(161917);
  });

  it("never lets a discount take the total below zero", () => {
    const b = computeBilling({ lines, shop, deliveryType: 3, promo: { offerType: 2, amount: 999999 } });
    expect(b.offerAmount).toBe(157917);
    expect(b.total).toBe(0);
  });

  it("bills an empty cart as zero, without packaging or delivery", () => {
    const b = computeBilling({ lines: [], shop, deliveryType: 1 });
    expect(b).toMatchObject({ gross: 0, discount: 0, tax: 0, packaging: 0, delivery: 0, netPrice: 0, total: 0 });
  });

  it("makes delivery by the shop free once the item total reaches the shop's rule, and says what is missing before", () => {
    // Item total 151118 (above). A rule exactly at it: free, nothing missing.
    const at = computeBilling({ lines, shop: { ...shop, freeDeliveryFrom: 151118 }, deliveryType: 1 });
    expect(at.delivery).toBe(0);
    expect(at.freeDelivery).toEqual({ from: 151118, more: 0 });
    expect(at.total).toBe(157917);
    // One paisa more than the item total: the charge stays, one paisa is missing.
    const under = computeBilling({ lines, shop: { ...shop, freeDeliveryFrom: 151119 }, deliveryType: 1 });
    expect(under.delivery).toBe(4000);
    expect(under.freeDelivery).toEqual({ from: 151119, more: 1 });
    expect(under.total).toBe(161917);
    // No rule (0) and pickup: no hint.
    expect(computeBilling({ lines, shop: { ...shop, freeDeliveryFrom: 0 }, deliveryType: 1 }).freeDelivery).toBeNull();
    const pickup = computeBilling({ lines, shop: { ...shop, freeDeliveryFrom: 100 }, deliveryType: 3 });
    expect(pickup.freeDelivery).toBeNull();
    expect(pickup.delivery).toBe(0);
  });

  it("compares the rule with the item total after offers, before tax, packaging and promo", () => {
    // gross 159148 would reach 155000, the item total 151118 does not.
    const b = computeBilling({
      lines,
      shop: { ...shop, freeDeliveryFrom: 155000 },
      deliveryType: 1,
      promo: { offerType: 2, amount: 10000 },
    });
    expect(b.delivery).toBe(4000);
    expect(b.freeDelivery).toEqual({ from: 155000, more: 155000 - 151118 });
    expect(b.total).toBe(151917);
  });

  it("refuses amounts that are not whole paise", () => {
    expect(() =>
      computeBilling({
        lines: [{ sellingPrice: 10.5, offerPercent: 0, taxPercent: 0, qty: 1 }],
        shop,
        deliveryType: 1,
      }),
    ).toThrow(RangeError);
    expect(() =>
      computeBilling({
        lines: [{ sellingPrice: 100, offerPercent: 0, taxPercent: 0, qty: -1 }],
        shop,
        deliveryType: 1,
      }),
    ).toThrow(RangeError);
  });
});
