// The demo world's GST facts: every shop is registered in its stores' state under a GSTIN with a
// valid check character, and every product carries an HSN code of its leaf category and its
// category's GST rate (frozen on the demo orders' lines).
import { describe, expect, it } from "vitest";
import { gstinProblem } from "../server/src/contract/kyc-constants";
import { gstStateByName } from "../server/src/contract/invoice-constants";
import { buildDemoWorld } from "./world";
import { HSN_BY_LEAF, TREE } from "./tables/catalogue";

const NOW = new Date("2026-11-21T10:30:00Z");
const w = buildDemoWorld(NOW);

describe("demo world GST facts", () => {
  it("gives every shop a legal name and a valid GSTIN of its stores' state", () => {
    for (const shop of w.shops) {
      expect(shop.legalName, shop.id).toMatch(/\S{3,}/);
      expect(gstinProblem(shop.gstin ?? ""), `${shop.id} ${shop.gstin}`).toBeNull();
      const states = new Set(w.stores.filter((s) => s.shopId === shop.id).map((s) => s.state));
      expect(states.size, shop.id).toBe(1);
      expect(shop.gstin!.slice(0, 2), shop.id).toBe(gstStateByName([...states][0])!.code);
    }
    expect(new Set(w.shops.map((s) => s.gstin)).size).toBe(w.shops.length);
  });

  it("gives every product its leaf's HSN code and its category's GST rate", () => {
    const slabs = [0, 5, 12, 18, 28];
    for (const p of w.products) {
      const leaf = p.path.split(" > ").at(-1)!;
      expect(p.hsn, p.name).toBe(HSN_BY_LEAF[leaf]);
      expect(p.hsn, p.name).toMatch(/^[0-9]{4}([0-9]{2}){0,2}$/);
      expect(slabs).toContain(p.tax);
      expect(p.tax, p.name).toBe(TREE[p.top].tax);
    }
  });
});
