import { describe, expect, it } from "vitest";
import { breadcrumb, categoryLabel, groupByCategory } from "./breadcrumb";
import { testProduct } from "./testing/catalog-server";

describe("category breadcrumbs", () => {
  it("splits a path on '>' into trimmed names", () => {
    expect(breadcrumb("Grocery > Staples > Atta")).toEqual(["Grocery", "Staples", "Atta"]);
    expect(breadcrumb("Grocery>Staples >  Atta ")).toEqual(["Grocery", "Staples", "Atta"]);
    expect(breadcrumb("Snacks")).toEqual(["Snacks"]);
    expect(breadcrumb("")).toEqual([]);
  });

  it("labels the selected category with the path joined by ' > ', and '' as All", () => {
    expect(categoryLabel("Grocery>Staples", "All")).toBe("Grocery > Staples");
    expect(categoryLabel("", "All")).toBe("All");
  });

  it("groups consecutive products of one category under one heading", () => {
    const a = testProduct(1, "Grocery > Staples > Atta");
    const b = testProduct(2, "Grocery > Staples > Atta");
    const c = testProduct(3, "Grocery > Staples > Rice");
    const d = testProduct(4, "Grocery > Staples > Atta");
    const groups = groupByCategory([a, b, c, d]);
    expect(groups.map((g) => [g.category, g.products.map((p) => p._id)])).toEqual([
      ["Grocery > Staples > Atta", [a._id, b._id]],
      ["Grocery > Staples > Rice", [c._id]],
      ["Grocery > Staples > Atta", [d._id]],
    ]);
  });
});
