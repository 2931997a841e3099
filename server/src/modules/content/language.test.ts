// Content in the request's language: the demo world's pages, help and FAQs in Hindi for a Hindi
// Accept-Language (sanitised like the English), English otherwise and where a row has no Hindi.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { STATIC_PAGE_SLUGS } from "../../contract/content";

let t: TestApp;
const get = (path: string, language?: string) => {
  const req = request(t.app.server).get(`/user/content/${path}`);
  return language ? req.set("Accept-Language", language) : req;
};
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(async () => {
  t = await testApp({ seeded: true, env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

describe("content in Hindi", () => {
  it.each(STATIC_PAGE_SLUGS)("answers the page %s in Hindi for a Hindi request", async (slug) => {
    const hindi = await get(`page/${slug}`, "hi-IN,hi;q=0.9,en;q=0.8");
    expect(hindi.status).toBe(200);
    expect(hindi.body.data.title).toMatch(DEVANAGARI);
    expect(hindi.body.data.body).toMatch(DEVANAGARI);
    expect(hindi.headers.vary).toMatch(/accept-language/i);
    const english = await get(`page/${slug}`);
    expect(english.body.data.title).not.toMatch(DEVANAGARI);
    // The same HTML structure in both languages.
    const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g);
    expect(tags(hindi.body.data.body)).toEqual(tags(english.body.data.body));
  });

  it("answers help and FAQ entries in Hindi, in the same order", async () => {
    for (const path of [
      "help?audience=customer",
      "help?audience=merchant",
      "faq?audience=customer",
      "faq?audience=merchant",
    ]) {
      const hindi = (await get(path, "hi")).body.data.entries as { _id: string; title: string; body: string }[];
      const english = (await get(path, "en")).body.data.entries as { _id: string; title: string }[];
      expect(
        hindi.map((e) => e._id),
        path,
      ).toEqual(english.map((e) => e._id));
      for (const e of hindi) expect(e.body, `${path} ${e._id}`).toMatch(DEVANAGARI);
      expect(english.some((e) => DEVANAGARI.test(e.title))).toBe(false);
    }
  });

  it("falls back to English for a row without Hindi, and sanitises Hindi like English", async () => {
    await t.db.contentPage.create({
      data: {
        kind: "faq_customer",
        slug: "faq-customer-english-only",
        title: "English only?",
        body: "<p>Yes.</p>",
        sortOrder: 99,
      },
    });
    await t.db.contentPage.update({
      where: { slug: "terms" },
      data: { bodyHi: '<p onclick="x()">नियम</p><script>alert(1)</script>' },
    });
    const faq = (await get("faq?audience=customer", "hi")).body.data.entries as { title: string }[];
    expect(faq.at(-1)).toMatchObject({ title: "English only?" });
    const terms = await get("page/terms", "hi");
    expect(terms.body.data.body).toBe("<p>नियम</p>");
  });
});
