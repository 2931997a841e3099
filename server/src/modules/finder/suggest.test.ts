// GET /user/find/suggest on the demo world: categories, brands and product names for what the
// customer has typed so far, in English, Hinglish and Devanagari, with clear refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, guestAuth, type TestApp } from "../../testing/app";
import type { Suggestion } from "../../contract/finder";

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ seeded: true });
  auth = guestAuth(t.app);
}, 120_000);
afterAll(async () => t.close());

const suggest = (q: string, extra = "") =>
  request(t.app.server).get(`/user/find/suggest?q=${encodeURIComponent(q)}${extra}`).set(auth);
const texts = async (q: string) => ((await suggest(q)).body.data as Suggestion[]).map((s) => `${s.kind}:${s.text}`);

describe("GET /user/find/suggest", () => {
  it("suggests categories, brands and products for an unfinished word", async () => {
    const res = await suggest("att");
    expect(res.status).toBe(200);
    const data = res.body.data as Suggestion[];
    expect(data.length).toBeGreaterThan(2);
    expect(data.length).toBeLessThanOrEqual(8);
    expect(data[0]).toMatchObject({ kind: "category", text: "Atta" });
    expect(data[0].path).toContain("Staples");
    expect(data.some((s) => s.kind === "product" && s.text.includes("Whole Wheat Atta"))).toBe(true);
    expect(await texts("amu")).toContain("brand:Amul");
  });

  it("reads Hinglish, Devanagari and sound-alike spellings as the search does", async () => {
    expect((await texts("doodh")).some((s) => s.startsWith("product:") && s.includes("Milk"))).toBe(true);
    expect((await texts("आटा")).some((s) => s.includes("Atta"))).toBe(true);
    expect((await texts("chawal")).some((s) => s.includes("Rice"))).toBe(true);
    expect(await texts("magi")).toContain("brand:Maggi");
    expect(await texts("amul doo")).toContain("product:Amul Toned Milk");
  });

  it("gives a product's Hindi name beside its name (text_hi), for Hindi mode", async () => {
    const data = (await suggest("amul toned")).body.data as Suggestion[];
    const milk = data.find((s) => s.kind === "product" && s.text === "Amul Toned Milk");
    const { nameHi } = await t.db.product.findFirstOrThrow({ where: { name: "Amul Toned Milk" } });
    expect(nameHi).toBeTruthy();
    expect(milk?.text_hi).toBe(nameHi);
    expect(data.filter((s) => s.kind !== "product").every((s) => s.text_hi === undefined)).toBe(true);
  });

  it("answers nothing for no letters, and refuses bad input clearly", async () => {
    expect((await suggest("  ")).body).toEqual({ success: true, data: [] });
    expect((await suggest("zzqxv")).body.data).toEqual([]);
    expect((await suggest("atta", "&limit=3")).body.data).toHaveLength(3);
    const long = await suggest("a".repeat(1001));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain("Search text must be at most");
    expect((await suggest("atta", "&limit=99")).status).toBe(400);
    expect((await request(t.app.server).get("/user/find/suggest").set(auth)).status).toBe(400);
  });
});
