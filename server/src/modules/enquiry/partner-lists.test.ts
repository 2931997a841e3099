import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { titleCase } from "./locations";

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  const merchant = await t.db.merchant.create({ data: { name: "M", email: "m@example.in" } });
  await t.db.shop.create({
    data: {
      merchantId: merchant.id,
      displayName: "Tea House",
      kind: "Tea & Coffee",
      shopGroup: "public",
      image: "shops/a.jpg",
      street: "1 MG Road",
      city: "Pune",
      mobilePrimary: "9876500001",
    },
  });
});
afterAll(async () => t.close());

describe("GET /merchant/api/category/1", () => {
  it("lists the shop categories, with kinds the shops already have", async () => {
    const res = await request(t.app.server).get("/merchant/api/category/1");
    expect(res.status).toBe(200);
    const names = res.body.data.categories.map((c: { display_name: string }) => c.display_name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Grocery",
        "Bakery",
        "Pharmacy",
        "Fruits & Vegetables",
        "Dairy",
        "Meat & Fish",
        "Electronics",
        "Stationery",
        "Restaurant",
        "Tea & Coffee",
      ]),
    );
    expect(names.at(-1)).toBe("Other");
    expect(new Set(names).size).toBe(names.length);
  });

  it("knows only list 1", async () => {
    expect((await request(t.app.server).get("/merchant/api/category/2")).status).toBe(400);
  });
});

describe("GET /merchant/api/loclist", () => {
  it("lists India's cities with their states from the gazetteer", async () => {
    const res = await request(t.app.server).get("/merchant/api/loclist").query({ country: "India" });
    expect(res.status).toBe(200);
    const list = res.body.data.location as { name: string; state: string }[];
    expect(list.length).toBeGreaterThan(500);
    expect(list).toEqual(
      expect.arrayContaining([
        { name: "Mumbai", state: "Maharashtra" },
        { name: "Bangalore", state: "Karnataka" },
        { name: "Chennai", state: "Tamil Nadu" },
      ]),
    );
    const sorted = [...list].sort((a, b) => a.name.localeCompare(b.name) || a.state.localeCompare(b.state));
    expect(list).toEqual(sorted);
  });

  it("answers an empty list for another country", async () => {
    const res = await request(t.app.server).get("/merchant/api/loclist").query({ country: "Nepal" });
    expect(res.body).toEqual({ success: true, data: { location: [] } });
  });

  it("title-cases the gazetteer's capitals", () => {
    expect(titleCase("ANDAMAN & NICOBAR ISLANDS")).toBe("Andaman & Nicobar Islands");
    expect(titleCase("NORTH  WEST DELHI")).toBe("North West Delhi");
    expect(titleCase("DADRA & NAGAR HAVELI")).toBe("Dadra & Nagar Haveli");
  });
});
