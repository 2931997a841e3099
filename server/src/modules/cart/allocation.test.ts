import { describe, expect, it } from "vitest";
import { allocate, availableUnits, byCheapest, netUnitPrice, sameRows, shrink, type StoreOffer } from "./allocation";

const offer = (
  storeId: string,
  storeNo: number,
  sellingPrice: number,
  offerPercent: number,
  stock: number,
): StoreOffer => ({
  storeId,
  storeNo,
  sellingPrice,
  offerPercent,
  taxPercent: 5,
  stock,
});
// Net unit prices: s3 259.70 < s1 262.49 < s2 275.00
const offers = [offer("s1", 1, 29999, 12.5, 2), offer("s2", 2, 27500, 0, 5), offer("s3", 3, 26500, 2, 1)];

describe("allocation", () => {
  it("prices a unit after its offer, rounding the offer to a whole paisa", () => {
    expect(netUnitPrice(29999, 12.5)).toBe(26249); // 3749.875 -> 3750 off
    expect(netUnitPrice(26500, 2)).toBe(25970);
    expect(netUnitPrice(27500, 0)).toBe(27500);
  });

  it("orders stores by net price, then by store order", () => {
    expect(byCheapest(offers).map((o) => o.storeId)).toEqual(["s3", "s1", "s2"]);
    const tie = [offer("b", 2, 1000, 0, 1), offer("a", 1, 1000, 0, 1)];
    expect(byCheapest(tie).map((o) => o.storeId)).toEqual(["a", "b"]);
  });

  it("fills the cheapest stores first, up to each store's stock", () => {
    expect(allocate(1, offers)).toEqual({ rows: [{ storeId: "s3", qty: 1 }], shortage: 0 });
    expect(allocate(3, offers).rows).toEqual([
      { storeId: "s3", qty: 1 },
      { storeId: "s1", qty: 2 },
    ]);
    expect(allocate(5, offers).rows).toEqual([
      { storeId: "s3", qty: 1 },
      { storeId: "s1", qty: 2 },
      { storeId: "s2", qty: 2 },
    ]);
  });

  it("reports what the summed stock cannot cover", () => {
    expect(availableUnits(offers)).toBe(8);
    expect(allocate(10, offers).shortage).toBe(2);
    expect(allocate(0, offers)).toEqual({ rows: [], shortage: 0 });
    expect(availableUnits([offer("x", 1, 100, 0, -3)])).toBe(0);
  });

  it("shrinks from the dearest store first, unknown stores before all", () => {
    const rows = [
      { storeId: "s3", qty: 1 },
      { storeId: "s1", qty: 2 },
      { storeId: "gone", qty: 1 },
    ];
    expect(shrink(rows, 1, offers)).toEqual([
      { storeId: "s3", qty: 1 },
      { storeId: "s1", qty: 2 },
    ]);
    expect(shrink(rows, 2, offers)).toEqual([
      { storeId: "s3", qty: 1 },
      { storeId: "s1", qty: 1 },
    ]);
    expect(shrink(rows, 9, offers)).toEqual([]);
  });

  it("compares allocations regardless of order", () => {
    expect(
      sameRows(
        [
          { storeId: "a", qty: 1 },
          { storeId: "b", qty: 2 },
        ],
        [
          { storeId: "b", qty: 2 },
          { storeId: "a", qty: 1 },
        ],
      ),
    ).toBe(true);
    expect(sameRows([{ storeId: "a", qty: 1 }], [{ storeId: "a", qty: 2 }])).toBe(false);
  });
});
