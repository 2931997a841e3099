// Demo images tell products apart: a picture per product family (a loaf of bread, a milk pouch, a
// ghee jar...) in the brand's colour, with the product's short name and unit, and alt text naming it.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { buildCatalogue, productImageNames } from "./catalogue";
import { FAMILIES, familyById } from "./families";
import { brandColor, familyDrawing, pngText, productSvg, shopSvg, withPngText } from "./images";
import { extraProducts } from "./large";
import { buildDemoWorld, imageJobs } from "./world";

const { products } = buildCatalogue();
const find = (name: string) => products.find((p) => p.name === name)!;
/** The picture without its words: everything between the background and the brand's band. */
const picture = (svg: string) =>
  svg.slice(svg.indexOf("</title>"), svg.indexOf('<rect x="70" y="338"')).split("\n").slice(2).join("\n");

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

  it("draws every family its own picture: no two share a container and emblem", () => {
    const pairs = new Set(FAMILIES.map((f) => `${f.container}+${f.emblem}`));
    expect(pairs.size).toBe(FAMILIES.length);
    const drawings = new Set(FAMILIES.map((f) => familyDrawing(f, "#123456")));
    expect(drawings.size).toBe(FAMILIES.length);
  });

  it("never gives two products of different families one picture", () => {
    const familiesByPicture = new Map<string, Set<string>>();
    for (const p of products) {
      const key = picture(productSvg({ ...p, brand: "Same Brand" }));
      familiesByPicture.set(key, (familiesByPicture.get(key) ?? new Set()).add(p.family));
    }
    const shared = [...familiesByPicture.values()].filter((f) => f.size > 1).map((f) => [...f].join(" & "));
    expect(shared).toEqual([]);
    // Every family of the catalogue is drawn.
    expect(new Set(products.map((p) => p.family)).size).toBe(FAMILIES.length);
  });

  it("draws bread as a loaf, milk as a pouch, ghee in a jar, rice in a bag and soap as a bar", () => {
    const container = (name: string) => familyById(find(name).family).container;
    expect(container("Britannia White Bread")).toBe("loaf");
    expect(container("Baker's Bounty Milk Bread")).toBe("loaf");
    expect(container("Amul Toned Milk")).toBe("pouch");
    expect(container("Amul Pure Cow Ghee")).toBe("jar");
    expect(container("India Gate Classic Basmati Rice")).toBe("sack");
    expect(container("Lifebuoy Bathing Soap")).toBe("bar");
    expect(container("Fresho Farm Eggs")).toBe("tray");
    const bread = picture(productSvg({ ...find("Britannia White Bread"), brand: "X" }));
    const milk = picture(productSvg({ ...find("Amul Toned Milk"), brand: "X" }));
    expect(bread).not.toBe(milk);
  });

  it("writes the brand, the short name and the unit, and names the product in its title", () => {
    const svg = productSvg(find("Aashirvaad Whole Wheat Atta"));
    expect(svg).toContain(">Aashirvaad<");
    expect(svg).toContain(">Whole Wheat Atta<");
    expect(svg).toContain(">1 kg<");
    expect(svg).toContain("<title>Aashirvaad Whole Wheat Atta 1 kg: a bag of flour</title>");
  });

  it("shows a large-world variant the image of a product of its own family", () => {
    const byImage = new Map(products.map((p) => [productImageNames(p)[0], p]));
    for (const v of extraProducts(products, 2000)) expect(byImage.get(v.image)?.family).toBe(v.family);
  });
});

describe("shopSvg", () => {
  it("draws a storefront of the shop's kind with its name, not its initials", () => {
    const bakery = shopSvg({ name: "Iyengar's Bakery", kind: "Bakery", color: "#8d6e63" });
    const pharmacy = shopSvg({ name: "Apollo Pharmacy", kind: "Pharmacy", color: "#00897b" });
    expect(bakery).toContain(">Iyengar&#39;s Bakery<");
    expect(pharmacy).toContain(">Apollo Pharmacy<");
    expect(bakery).toContain(familyDrawing(familyById("bread"), "#8d6e63"));
    expect(pharmacy).toContain(familyDrawing(familyById("first-aid"), "#00897b"));
    expect(bakery).not.toContain(">IB<");
    // A trader's window shows its own range: a sweet shop's, mithai.
    expect(shopSvg({ name: "Mithai", kind: "Bakery", range: "Sweets", color: "#8d6e63" })).toContain(
      familyDrawing(familyById("mithai"), "#8d6e63"),
    );
  });
});

describe("the demo world's images", () => {
  const w = buildDemoWorld(new Date("2026-03-01T00:00:00Z"));
  const jobs = imageJobs(w);

  it("gives every image alt text naming its product or shop, also written into the PNG", async () => {
    expect(new Set(jobs.map((j) => j.name)).size).toBe(jobs.length);
    for (const j of jobs) {
      expect(j.alt.length, j.name).toBeGreaterThan(10);
      expect(Buffer.from(j.alt, "latin1").toString("latin1"), j.name).toBe(j.alt);
    }
    for (const p of w.products)
      for (const name of productImageNames(p))
        expect(jobs.find((j) => j.name === name)?.alt).toContain(`${p.name} ${p.unit}`);
    for (const s of w.shops) expect(jobs.find((j) => j.name === s.image)?.alt).toContain(s.displayName);
    const job = jobs.find((j) => j.name === productImageNames(find("Amul Pure Cow Ghee"))[0])!;
    expect(job.alt).toBe("Amul Pure Cow Ghee 500 ml: a jar of ghee");
    const png = await sharp(Buffer.from(job.svg)).resize(50, 50).png().toBuffer();
    const described = withPngText(png, "Description", job.alt);
    expect(pngText(described, "Description")).toBe(job.alt);
    expect((await sharp(described).metadata()).width).toBe(50);
  });

  it("draws a storefront for each kind, shown by the large world's shops", () => {
    const kinds = jobs.filter((j) => j.name.startsWith("shops/kind-"));
    expect(kinds.map((j) => j.name)).toContain("shops/kind-fruits-and-vegetables.png");
    expect(new Set(kinds.map((j) => j.svg)).size).toBe(kinds.length);
  });
});
