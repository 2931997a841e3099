// The seed's content in both languages: every page and entry has a Hindi twin with the same HTML
// structure and the same figures (days, percentages, amounts).
import { describe, expect, it } from "vitest";
import { contentRows } from "./content";

const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g);
const figures = (html: string) => (html.match(/\d+(?:-\d+)?%?/g) ?? []).sort();

describe("content rows", () => {
  it("carry Hindi for every page and entry, shaped like the English", () => {
    const rows = contentRows();
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.titleHi, row.slug).toMatch(/[\u0900-\u097F]/);
      expect(row.bodyHi, row.slug).toMatch(/[\u0900-\u097F]/);
      expect(tags(row.bodyHi ?? ""), row.slug).toEqual(tags(row.body));
      expect(figures(row.bodyHi ?? ""), row.slug).toEqual(figures(row.body));
    }
  });

  it("state the failed-delivery refund rule on the cancellation page (docs/decisions.md, The last mile)", () => {
    const page = contentRows().find((r) => r.slug === "cancellation")!;
    expect(page.body).toContain("<h2>When a delivery fails</h2>");
    expect(page.body).toContain("the goods are refunded and the delivery charge is kept");
    expect(page.body).toContain("Damaged or wrong items (the shop's or the delivery person's cause): a 100% refund.");
  });
});
