// The product form's category picker: only the most specific categories, by path; the catalogue
// privilege is needed (the role matrix covers the other roles).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { consoleCall, demoWorld, memberAuth } from "./test-store-world";

let t: TestApp;
let call: ReturnType<typeof consoleCall>;

beforeAll(async () => {
  t = await testApp({ seeded: true });
  const w = await demoWorld(t.db);
  call = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, "staff")).auth);
});
afterAll(async () => t.close());

describe("GET /merchant/api/catalogue/categories", () => {
  it("lists the leaves of the tree in path order", async () => {
    const res = await call.get("/catalogue/categories");
    expect(res.status).toBe(200);
    const list = res.body.data as { id: string; path: string }[];
    const leaves = await t.db.category.findMany({ where: { children: { none: {} } }, select: { id: true } });
    expect(list.map((c) => c.id).sort()).toEqual(leaves.map((c) => c.id).sort());
    expect(list.map((c) => c.path)).toEqual([...list.map((c) => c.path)].sort());
    const parent = await t.db.category.findFirstOrThrow({ where: { children: { some: {} } } });
    expect(list.some((c) => c.id === parent.id)).toBe(false);
  });

  it("refuses a caller without a console token", async () => {
    const res = await request(t.app.server).get("/merchant/api/catalogue/categories");
    expect(res.status).toBe(401);
  });
});
