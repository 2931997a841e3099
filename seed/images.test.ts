// Demo product images tell products apart: a colour per brand, a pack shape and pictogram per top
// category, and the product's short name.
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./catalogue";
import { brandColor, productSvg } from "./images";

const { products } = buildCatalogue();
const find = (name: string) => products.find((p) => p.name === name)!;

describe("productSvg", () => {
  it("colours a pack by its brand", () => {
    expect(brandColor("Amul")).toMatch(/^#[0-9a-f]{6}$/);
    expect(brandColor("Amul")).toBe(brandColor("Amul"));
    const colours = new Set(["Amul", "Nandini", "Mother Dairy", "Heritage"].map(brandColor));
    expect(colours.size).toBe(4);
    const amul = productSvg(find("Amul Toned Milk"));
    const nandini = productSvg(find("Nandini Toned Milk"));
    expect(amul).toContain(brandColor("Amul"));
    expect(nandini).toContain(brandColor("Nandini"));
    expect(amul).not.toContain(brandColor("Nandini"));
  });

  it("draws a different pack and pictogram for every top category", () => {
    const shapes = new Set<string>();
    for (const top of new Set(products.map((p) => p.top))) {
      const svg = productSvg(products.find((p) => p.top === top)!);
      // The pack and the pictogram: everything between the background and the brand band.
      shapes.add(
        svg.slice(svg.indexOf('<g fill="#ffffff"'), svg.indexOf('<rect x="120"')) +
          svg.slice(svg.indexOf("translate(250 250)")),
      );
    }
    expect(shapes.size).toBe(7);
  });

  it("draws bread for the bakery's own goods, not the milk bottle of its top", () => {
    const pictogram = (svg: string) =>
      svg.slice(svg.indexOf("translate(250 250)"), svg.indexOf("</g>", svg.indexOf("translate(250 250)")));
    const khari = productSvg(find("Baker's Bounty Butter Khari"));
    const milk = productSvg(find("Amul Toned Milk"));
    expect(pictogram(khari)).not.toBe(pictogram(milk));
    expect(pictogram(productSvg(find("Oven Fresh Veg Puff")))).toBe(pictogram(khari));
  });

  it("writes the brand, the short name and the unit", () => {
    const svg = productSvg(find("Aashirvaad Whole Wheat Atta"));
    expect(svg).toContain(">Aashirvaad<");
    expect(svg).toContain(">Whole Wheat<");
    expect(svg).toContain(">Atta<");
    expect(svg).toContain(">1 kg<");
  });
});
