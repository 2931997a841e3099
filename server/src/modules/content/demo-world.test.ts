import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { STATIC_PAGE_SLUGS } from "../../contract/content";

// The client's static routes name these slugs; the demo world must carry a row for each.
let t: TestApp;

beforeAll(async () => {
  t = await testApp({ seeded: true, env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

describe("content of the demo world", () => {
  it.each(STATIC_PAGE_SLUGS)("serves the page %s", async (slug) => {
    const res = await request(t.app.server).get(`/user/content/page/${slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data.title).not.toBe("");
    expect(res.body.data.body).toMatch(/<p>|<h2>/);
  });

  it("has help and FAQ entries for both audiences", async () => {
    for (const path of [
      "help?audience=customer",
      "help?audience=merchant",
      "faq?audience=customer",
      "faq?audience=merchant",
    ]) {
      const res = await request(t.app.server).get(`/user/content/${path}`);
      expect(res.body.data.entries.length).toBeGreaterThan(0);
    }
  });
});
