// The review queue under /ops/api (mounted by the operations console with requireOps(["admin",
// "reviewer"])): the seeded waiting products listed with shop and author, one change with its diff,
// images and offers, decisions with their rules (note required, not one's own change, 409 once
// decided), the ops audit log, and the counts for the console's home.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createOps, opsAuth } from "../ops/test-helpers";
import { createStaff, staffAuth } from "../shop-console/test-helpers";
import { seedWaitingProducts, WAITING_PRODUCTS } from "../../../../seed/catalogue-reviews";
import { DEMO_MERCHANT_ADMIN } from "../../../../seed/demo-credentials";
import { reviewCounts } from "./public";

let t: TestApp;
let reviewer: Record<string, string>;
let admin: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ seeded: true });
  expect(await seedWaitingProducts(t.db, new Date())).toBe(WAITING_PRODUCTS.length);
  reviewer = await opsAuth(t.app, t.db, (await createOps(t.db, { role: "reviewer", name: "Rita Reviewer" })).opsId);
  admin = await opsAuth(t.app, t.db, (await createOps(t.db, { role: "admin" })).opsId);
  support = await opsAuth(t.app, t.db, (await createOps(t.db, { role: "support" })).opsId);
});
afterAll(async () => t.close());

const get = (path: string, auth: Record<string, string>) => request(t.app.server).get(`/ops/api${path}`).set(auth);
const decide = (id: string, body: object, auth: Record<string, string>) =>
  request(t.app.server).post(`/ops/api/reviews/${id}/decision`).set(auth).send(body);

describe("GET /ops/api/reviews", () => {
  it("lists the waiting changes oldest first, with product, shop and author", async () => {
    const res = await get("/reviews", reviewer);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(WAITING_PRODUCTS.length);
    expect(res.body.data.items.map((i: { product_name: string }) => i.product_name)).toEqual(WAITING_PRODUCTS.map((p) => p.name));
    expect(res.body.data.items[0]).toMatchObject({
      kind: "create",
      status: "review",
      shop_id: "shop_001",
      shop_name: expect.any(String),
      author_name: DEMO_MERCHANT_ADMIN.name,
      submitted_at: expect.any(String),
    });
    expect((await get("/reviews?status=approved", admin)).body.data.total).toBe(0);
    expect((await get("/reviews?status=nope", admin)).status).toBe(400);
  });

  it("is for admins and catalogue reviewers only", async () => {
    expect((await get("/reviews", support)).status).toBe(403);
    expect((await get("/reviews", {})).status).toBe(401);
    const merchant = await createStaff(t.db, { merchantId: "merchant_demo" });
    expect((await get("/reviews", await staffAuth(t.app, t.db, merchant.id))).status).toBe(401);
  });
});

describe("GET /ops/api/reviews/:id and the decision", () => {
  it("shows one change with its diff, images and offers", async () => {
    const [first] = (await get("/reviews", reviewer)).body.data.items;
    const res = await get(`/reviews/${first.id}`, reviewer);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ product_status: "review", before: null, live: null, author_mobile: DEMO_MERCHANT_ADMIN.mobile });
    expect(d.after).toMatchObject({ name: WAITING_PRODUCTS[0].name, barcode: WAITING_PRODUCTS[0].barcode, hsn: "2001", tax_percent: 12 });
    expect(d.after.images[0].url).toMatch(/^\/user\/product\/img\/view\?img=/);
    expect(d.diff).toContainEqual({ field: "name", before: null, after: WAITING_PRODUCTS[0].name });
    expect(d.offers).toEqual([expect.objectContaining({ selling_price: WAITING_PRODUCTS[0].price, stock: WAITING_PRODUCTS[0].stock })]);
    expect((await get("/reviews/no-such-change", reviewer)).status).toBe(404);
  });

  it("needs a note to request changes or reject", async () => {
    const [first] = (await get("/reviews", reviewer)).body.data.items;
    for (const decision of ["changes", "reject"]) {
      const res = await decide(first.id, { decision }, reviewer);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({
        path: "note",
        message: "Write a note for the merchant saying what to change or why it is rejected.",
      });
    }
  });

  it("refuses a reviewer deciding their own change (same mobile as the author)", async () => {
    const [first] = (await get("/reviews", reviewer)).body.data.items;
    const self = await opsAuth(t.app, t.db, (await createOps(t.db, { role: "reviewer", mobile: DEMO_MERCHANT_ADMIN.mobile })).opsId);
    const res = await decide(first.id, { decision: "approve" }, self);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "REVIEW_OWN_CHANGE", message: "You made this change yourself. Another reviewer must decide it." });
  });

  it("approves: the product goes live with its offers; a second decision is 409; the ops audit log has it", async () => {
    const [first, second] = (await get("/reviews", reviewer)).body.data.items;
    const res = await decide(first.id, { decision: "approve" }, reviewer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "approved", product_status: "live", reviewer_name: "Rita Reviewer" });
    expect(await t.db.storeProduct.count({ where: { productId: first.product_id } })).toBe(1);
    const again = await decide(first.id, { decision: "reject", note: "Too late" }, admin);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("REVIEW_NOT_WAITING");
    const audit = await t.db.opsAudit.findFirstOrThrow({ where: { entityId: first.id } });
    expect(audit).toMatchObject({ action: "product.approve", entity: "product_change", opsName: "Rita Reviewer" });

    const sent = await decide(second.id, { decision: "changes", note: "Show the pack's back label." }, admin);
    expect(sent.body.data).toMatchObject({ status: "changes", product_status: "changes", note: "Show the pack's back label." });
    expect(await reviewCounts(t.db)).toEqual({ review: 0, changes: 1, rejected: 0, approved: 1 });
    const listed = (await get("/reviews?status=changes", reviewer)).body.data.items;
    expect(listed.map((i: { id: string }) => i.id)).toEqual([second.id]);
  });
});
