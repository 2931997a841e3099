// The merchant console's catalogue on the seeded demo world: a draft made, edited in place, given
// an image and offers, refused while incomplete, submitted, approved by a reviewer; customers see
// nothing of it until then (shop page, search, detail, finder, cart add, suggestions) and all of it
// after; a live product's name edit waits for review while the old name keeps selling; another
// shop's product is 404; every write is audited with its history.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { decideReview, listReviews } from "../product-review/public";
import { auditOf, consoleCall, demoWorld, memberAuth } from "./test-store-world";
import { createMerchant, createStaff, staffAuth } from "./test-helpers";
import { point } from "../shops/test-fixtures";
import { DEMO_MERCHANT_AUTHKEY } from "../../../../seed/demo-credentials";

let t: TestApp;
let w: Awaited<ReturnType<typeof demoWorld>>;
let call: ReturnType<typeof consoleCall>;
let auth: Record<string, string>;
let leaf: { id: string; path: string };
let customerId: string;
let store: { lat: number; lng: number };
const reviewer = { id: "ops-reviewer", name: "Rita Reviewer", mobile: "9700000099" };
const noAudit = async () => {};

const png = () => sharp({ create: { width: 60, height: 40, channels: 3, background: "#c0392b" } }).png().toBuffer();

beforeAll(async () => {
  t = await testApp({ seeded: true });
  w = await demoWorld(t.db);
  auth = (await memberAuth(t.app, t.db, w.merchantId, "staff")).auth;
  call = consoleCall(t.app, auth);
  leaf = await t.db.category.findFirstOrThrow({ where: { children: { none: {} } }, select: { id: true, path: true }, orderBy: { path: "asc" } });
  customerId = (await t.db.user.findUniqueOrThrow({ where: { mobile: "9876543210" } })).id;
  store = await t.db.store.findUniqueOrThrow({ where: { id: w.store.id }, select: { lat: true, lng: true } });
});
afterAll(async () => t.close());

const user = (path: string, body: object, auth?: Record<string, string>) =>
  request(t.app.server).post(`/user${path}`).set(auth ?? guestAuth(t.app)).send(body);

type View = { _id: string; productInfo: { product_name: string } };

/** Everything a customer could see of a product, by id and by name. */
async function customerSees(productId: string, name: string) {
  const scope = { _id: w.shopId, stores: [w.store.id] };
  const listing: { products: View[] }[] = [];
  // The shop page's listing of the product's category, every page.
  for (let skip = 0; skip < 5000; skip += 20) {
    const res = await user(`/product/view/listByCategory?skip=${skip}&limit=20`, { ...scope, category: leaf.path });
    expect(res.status).toBe(200);
    const groups = (res.body.data ?? []) as { products: View[] }[];
    listing.push(...groups);
    if (groups.flatMap((g) => g.products).length < 20) break;
  }
  const listed = listing.flatMap((g) => g.products).find((p) => p._id === productId);
  const search = await user("/product/view/listBySearch", { ...scope, search: name });
  expect(search.status).toBe(200);
  const found = (search.body.data as { products: View[] }[]).flatMap((g) => g.products).find((p) => p._id === productId);
  const detail = await user("/product/view/by_product", { ...scope, product_id: productId });
  const finder = await user("/find/search", {
    search: name,
    searchLocation: point(store),
    deliveryLocation: point(store),
    maxDistance: 5000,
  });
  expect(finder.status).toBe(200);
  const anywhere = (finder.body.data as { _id: string; product_name: string }[]).find((p) => p._id === productId);
  const suggest = await request(t.app.server)
    .get(`/user/find/suggest?q=${encodeURIComponent(name)}`)
    .set(guestAuth(t.app));
  expect(suggest.status).toBe(200);
  const suggested = JSON.stringify(suggest.body.data).includes(name);
  const reviews = await user("/product/view/reviews", { product_id: productId });
  const cart = await user("/cart/add", { _id: w.shopId, product_id: productId, is_private: false, stores: [] }, customerAuth(t.app, customerId));
  return {
    listed: listed?.productInfo.product_name ?? null,
    found: found?.productInfo.product_name ?? null,
    detail: detail.status === 200 ? (detail.body.data.productInfo.product_name as string) : null,
    detailStatus: detail.status,
    finder: anywhere?.product_name ?? null,
    suggested,
    reviewsStatus: reviews.status,
    cartStatus: cart.status,
  };
}

const NAME = "Zorbex Millet Crunch";

describe("a product's lifecycle in the merchant console", () => {
  let id: string;

  it("creates a draft with only a name; customers see nothing of it", async () => {
    const res = await call.post("/products", { name: NAME });
    expect(res.status).toBe(200);
    id = res.body.data.id;
    expect(res.body.data).toMatchObject({ name: NAME, status: "draft", shop_id: w.shopId, category_id: null, images: [], offers: [] });
    expect(res.body.data.missing).toEqual(expect.arrayContaining(["brand", "unit", "category_id", "mrp", "images", "barcode", "tax_percent", "hsn", "exp_date", "offers"]));
    expect(res.body.data.history).toHaveLength(1);
    expect(res.body.data.history[0]).toMatchObject({ kind: "create", status: "applied" });
    const [entry] = await auditOf(t.db, w.merchantId);
    expect(entry).toMatchObject({ action: "product.create", entity: "product", entityId: id });
  });

  it("refuses bad facts with clear messages naming the field", async () => {
    const cases: [object, string, string][] = [
      [{ hsn: "123" }, "hsn", "The HSN code has 4, 6 or 8 digits."],
      [{ tax_percent: 7 }, "tax_percent", "Tax must be one of India's GST slabs: 0, 5, 12, 18 or 28 percent."],
      [{ mfg_date: "2026-02-30" }, "mfg_date", "Use a date such as 2026-12-25."],
      [{ mfg_date: "2026-01-10", exp_kind: "date", exp_date: "2026-01-01" }, "exp_date", "The EXP date cannot be before the MFG date."],
      [{ category_id: "no-such-category" }, "category_id", "Choose a category from the list."],
      [{ name: "" }, "name", "Give the product a name."],
      [{ mrp: -5 }, "mrp", "MRP must be an amount in rupees more than ₹0 (at most 2 decimals)."],
    ];
    for (const [body, path, message] of cases) {
      const res = await call.patch(`/products/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0]).toEqual({ path, message });
    }
    const parent = await t.db.category.findFirstOrThrow({ where: { children: { some: {} } } });
    const notLeaf = await call.patch(`/products/${id}`, { category_id: parent.id });
    expect(notLeaf.body.errors[0]).toMatchObject({ path: "category_id", message: "Choose the most specific category (one with no categories under it)." });
    // In Hindi too.
    const hi = await request(t.app.server)
      .patch(`/merchant/api/products/${id}`)
      .set({ ...(await memberAuth(t.app, t.db, w.merchantId, "staff")).auth, "accept-language": "hi" })
      .send({ hsn: "12" });
    expect(hi.body.errors[0].message).toBe("HSN कोड में 4, 6 या 8 अंक होते हैं।");
  });

  it("edits a draft in place and keeps the diff in its history", async () => {
    const res = await call.patch(`/products/${id}`, {
      brand: "Zorbex",
      unit: "500 g",
      category_id: leaf.id,
      description: "Roasted millet flakes",
      facts: [{ name: "Shelf life", value: "6 months" }],
      mrp: 12000,
      barcode: "ZRB-0001",
      tax_percent: 5,
      hsn: "1904",
      mfg_date: "2026-10-01",
      exp_kind: "date",
      exp_date: "2027-04-01",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "draft", category_path: leaf.path, tax_percent: 5, hsn: "1904" });
    expect(res.body.data.missing).toEqual(["images", "offers"]);
    const edit = res.body.data.history[0];
    expect(edit).toMatchObject({ kind: "edit", status: "applied" });
    expect(edit.diff).toContainEqual({ field: "brand", before: "", after: "Zorbex" });
  });

  it("refuses to submit while an image or an offer is missing (422 naming them)", async () => {
    const res = await call.post(`/products/${id}/submit`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("PRODUCT_INCOMPLETE");
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["images", "offers"]);
  });

  it("takes images only, and keeps per-store offers as a draft", async () => {
    const text = await request(t.app.server)
      .post(`/merchant/api/products/${id}/images`)
      .set(auth)
      .attach("file", Buffer.from("not a picture"), { filename: "x.png", contentType: "image/png" });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe("Only images can be uploaded (JPEG, PNG or WebP).");
    const up = await request(t.app.server)
      .post(`/merchant/api/products/${id}/images`)
      .set(auth)
      .attach("file", await png(), { filename: "front.png", contentType: "image/png" });
    expect(up.status).toBe(200);
    expect(up.body.data.name).toMatch(/^products\/[a-f0-9]+\.webp$/);
    const img = await request(t.app.server).get(up.body.data.url);
    expect(img.status).toBe(200);
    expect(img.headers["content-type"]).toBe("image/webp");

    const above = await call.put(`/products/${id}/offers`, { offers: [{ store_id: w.store.id, selling_price: 15000, stock: 5 }] });
    expect(above.status).toBe(400);
    expect(above.body.errors[0]).toMatchObject({ path: "offers.0.selling_price", message: "The selling price cannot be more than the MRP." });
    const other = await call.put(`/products/${id}/offers`, { offers: [{ store_id: w.other.id, selling_price: 100, stock: 5 }] });
    expect(other.status).toBe(400);
    const ok = await call.put(`/products/${id}/offers`, { offers: [{ store_id: w.store.id, selling_price: 11000, offer_percent: 10, stock: 25 }] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.offers).toEqual([expect.objectContaining({ store_id: w.store.id, selling_price: 11000, offer_percent: 10, stock: 25 })]);
    expect(await t.db.storeProduct.count({ where: { productId: id } })).toBe(0);
    const seen = await customerSees(id, NAME);
    expect(seen).toMatchObject({ listed: null, found: null, detail: null, detailStatus: 404, finder: null, suggested: false, reviewsStatus: 404 });
    expect(seen.cartStatus).toBeGreaterThanOrEqual(400);
  });

  it("submits: Draft -> Waiting for review; no edits until decided; still hidden from customers", async () => {
    const res = await call.post(`/products/${id}/submit`);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("review");
    const again = await call.patch(`/products/${id}`, { brand: "Other" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("PRODUCT_IN_REVIEW");
    const queue = await listReviews(t.db, { status: "review", page: 1 });
    const item = queue.items.find((i) => i.product_id === id)!;
    expect(item).toMatchObject({ kind: "create", status: "review", product_name: NAME, shop_id: w.shopId });
    const seen = await customerSees(id, NAME);
    expect(seen).toMatchObject({ listed: null, found: null, detailStatus: 404, finder: null });
  });

  it("approval makes it live: shop page, search, detail, finder and cart add all see it", async () => {
    const change = (await listReviews(t.db, { status: "review", page: 1 })).items.find((i) => i.product_id === id)!;
    const detail = await decideReview(t.db, change.id, reviewer, { decision: "approve" }, noAudit, new Date());
    expect(detail).toMatchObject({ status: "approved", product_status: "live", reviewer_name: reviewer.name });
    const again = decideReview(t.db, change.id, { ...reviewer, id: "other", mobile: "9700000098" }, { decision: "reject", note: "x" }, noAudit, new Date());
    await expect(again).rejects.toMatchObject({ code: "REVIEW_NOT_WAITING" });
    const sp = await t.db.storeProduct.findUniqueOrThrow({ where: { storeId_productId: { storeId: w.store.id, productId: id } } });
    expect(sp).toMatchObject({ productCode: "ZRB-0001", sellingPrice: 11000, offerPercent: 10, stock: 25, taxPercent: 5 });
    const seen = await customerSees(id, NAME);
    expect(seen).toMatchObject({ listed: NAME, found: NAME, detail: NAME, detailStatus: 200, finder: NAME, cartStatus: 200, suggested: true, reviewsStatus: 200 });
    const [entry] = await auditOf(t.db, w.merchantId);
    expect(entry).toMatchObject({ action: "product.approve", staffName: `Galli review: ${reviewer.name}` });
  });

  it("a live product's name edit waits for review; the old name keeps selling until approval", async () => {
    const NEW = "Zorbex Millet Crunch Family Pack";
    const res = await call.patch(`/products/${id}`, { name: NEW, unit: "1 kg" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "live", name: NAME, unit: "500 g" });
    expect(res.body.data.pending_change).toMatchObject({ status: "review" });
    expect(res.body.data.pending_change.facts).toMatchObject({ name: NEW, unit: "1 kg" });
    expect(res.body.data.pending_change.diff).toEqual([
      { field: "name", before: NAME, after: NEW },
      { field: "unit", before: "500 g", after: "1 kg" },
    ]);
    // A second edit extends the same change.
    const more = await call.patch(`/products/${id}`, { description: "Roasted millet flakes, no sugar" });
    expect(more.body.data.pending_change.id).toBe(res.body.data.pending_change.id);
    expect(await customerSees(id, NAME)).toMatchObject({ listed: NAME, found: NAME, detail: NAME, finder: NAME });
    expect((await customerSees(id, NEW)).suggested).toBe(false);
    // The inventory API cannot rename it around the review either.
    const api = await request(t.app.server)
      .post("/api/update")
      .set("Authkey", DEMO_MERCHANT_AUTHKEY)
      .send({ store_key: w.store.storeKey, product_info: [{ product_code: "ZRB-0001", product_name: "Renamed by API", stock: 25, selling_price: 110 }] });
    expect(api.status).toBe(200);
    expect(api.body.error).toEqual([expect.objectContaining({ product_code: "ZRB-0001", code: "INVALID_ITEM" })]);
    expect((await t.db.product.findUniqueOrThrow({ where: { id } })).name).toBe(NAME);
    // Price and stock need no review: they reach the store at once.
    const offers = await call.put(`/products/${id}/offers`, { offers: [{ store_id: w.store.id, selling_price: 10500, stock: 30 }] });
    expect(offers.status).toBe(200);
    expect((await t.db.storeProduct.findFirstOrThrow({ where: { productId: id } })).sellingPrice).toBe(10500);

    // The author cannot decide it; a reviewer with the author's mobile is refused.
    const author = await t.db.productChange.findUniqueOrThrow({ where: { id: res.body.data.pending_change.id } });
    await expect(
      decideReview(t.db, author.id, { id: "x", name: "Self", mobile: author.authorMobile }, { decision: "approve" }, noAudit, new Date()),
    ).rejects.toMatchObject({ code: "REVIEW_OWN_CHANGE" });
    await decideReview(t.db, author.id, reviewer, { decision: "approve" }, noAudit, new Date());
    const seen = await customerSees(id, NEW);
    expect(seen).toMatchObject({ listed: NEW, found: NEW, detail: NEW, finder: NEW, suggested: true });
    const after = await call.get(`/products/${id}`);
    expect(after.body.data).toMatchObject({ name: NEW, unit: "1 kg", pending_change: null });
    expect(after.body.data.history[0]).toMatchObject({ kind: "edit", status: "approved", reviewer_name: reviewer.name });
  });

  it("requests changes and rejects with a note; the merchant edits and resubmits", async () => {
    const draft = await call.post("/products", {
      name: "Zorbex Ragi Bites",
      brand: "Zorbex",
      unit: "200 g",
      category_id: leaf.id,
      mrp: 6000,
      barcode: "ZRB-0002",
      tax_percent: 12,
      hsn: "19041000",
      exp_kind: "na",
    });
    const pid = draft.body.data.id as string;
    await request(t.app.server).post(`/merchant/api/products/${pid}/images`).set(auth).attach("file", await png(), "a.png");
    await call.put(`/products/${pid}/offers`, { offers: [{ store_id: w.store.id, selling_price: 5500, stock: 3 }] });
    expect((await call.post(`/products/${pid}/submit`)).status).toBe(200);
    const change = (await listReviews(t.db, { status: "review", page: 1 })).items.find((i) => i.product_id === pid)!;
    await decideReview(t.db, change.id, reviewer, { decision: "changes", note: "Add the back label photo." }, noAudit, new Date());
    const back = await call.get(`/products/${pid}`);
    expect(back.body.data).toMatchObject({ status: "changes", review_note: "Add the back label photo." });
    expect((await listReviews(t.db, { status: "changes", page: 1 })).items.map((i) => i.id)).toContain(change.id);
    expect((await call.patch(`/products/${pid}`, { description: "With back label" })).status).toBe(200);
    expect((await call.post(`/products/${pid}/submit`)).body.data.status).toBe("review");
    const second = (await listReviews(t.db, { status: "review", page: 1 })).items.find((i) => i.product_id === pid)!;
    await decideReview(t.db, second.id, reviewer, { decision: "reject", note: "Not a product we list." }, noAudit, new Date());
    expect((await call.get(`/products/${pid}`)).body.data).toMatchObject({ status: "rejected", review_note: "Not a product we list." });
    expect((await customerSees(pid, "Zorbex Ragi Bites")).detailStatus).toBe(404);
  });

  it("lists the shop's own products with status, image and pending change", async () => {
    const res = await call.get(`/products?q=Zorbex`);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.items[0]).toMatchObject({ status: expect.any(String), image: expect.stringContaining("/user/product/img/view?img=") });
    const drafts = await call.get(`/products?status=live&q=Zorbex`);
    expect(drafts.body.data.items.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it("another merchant's member gets 404 for this shop's product, and the queue hides nothing of theirs", async () => {
    const rival = await createStaff(t.db, { merchantId: await createMerchant(t.db, "Rival Foods") });
    const theirs = consoleCall(t.app, await staffAuth(t.app, t.db, rival.id));
    for (const res of [
      await theirs.get(`/products/${id}`),
      await theirs.patch(`/products/${id}`, { name: "Hijacked" }),
      await theirs.put(`/products/${id}/offers`, { offers: [] }),
      await theirs.post(`/products/${id}/submit`),
      await theirs.delete(`/products/${id}/images/x.webp`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("PRODUCT_NOT_FOUND");
    }
    expect((await theirs.get(`/products`)).body.data.total).toBe(0);
    expect((await t.db.product.findUniqueOrThrow({ where: { id } })).name).not.toBe("Hijacked");
  });

  it("needs the catalogue privilege", async () => {
    const accounts = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, "accounts")).auth);
    expect((await accounts.get("/products")).status).toBe(403);
    expect((await accounts.post("/products", { name: "x" })).status).toBe(403);
  });
});
