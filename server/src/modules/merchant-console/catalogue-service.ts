// The shop's own products in the merchant console: create a draft, edit it in place, submit it for
// review; edits of a live product's customer-visible facts gather in one pending change (the live
// version keeps selling), price/offer/stock go straight to the stores. Every write is in the
// console's audit log and the product's history (ProductChange), in the same transaction.
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { indiaDate } from "../../lib/india-time";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CATALOGUE_MESSAGES as M, CATALOGUE_PAGE_SIZE, type ProductStatus } from "../../contract/catalogue-constants";
import type {
  CreateProductBody,
  EditProductBody,
  HistoryEntry,
  OffersBody,
  ProductDetail,
  ProductListItem,
  ProductListQuery,
} from "../../contract/merchant-catalogue";
import {
  assertBarcodeFree,
  diffFacts,
  factsView,
  imageUrl,
  missingFields,
  productOffers,
  readFacts,
  REVIEWED_FIELDS,
  writeFacts,
  type ProductFacts,
} from "../product-review/public";
import { recordAudit } from "./audit";
import { loadStaffContext, ownShop, type StaffContext } from "./guard";

type Tx = Db | Prisma.TransactionClient;
const TX = { maxWait: 10_000, timeout: 30_000 };

const invalid = (path: string, message: string) =>
  new AppError(ERROR_CODE.VALIDATION_FAILED, message, { errors: [{ path, message }] });

/** The member's product (any state), or 404 like one that does not exist. */
export async function ownProduct(tx: Tx, staff: StaffContext, productId: string) {
  const p = await tx.product.findUnique({
    where: { id: productId },
    select: { id: true, shopId: true, status: true, categoryId: true, updatedAt: true, reviewNote: true },
  });
  if (!p || !p.shopId || !staff.shopIds.includes(p.shopId)) throw new AppError(ERROR_CODE.PRODUCT_NOT_FOUND);
  return { ...p, shopId: p.shopId, status: p.status as ProductStatus };
}

/** Author fields of a change: the member's id, name and mobile. */
async function author(tx: Tx, staff: StaffContext) {
  const m = await tx.staffMember.findUniqueOrThrow({ where: { id: staff.staffId }, select: { name: true, mobile: true } });
  return { authorId: staff.staffId, authorName: m.name, authorMobile: m.mobile };
}

const EMPTY_FACTS: ProductFacts = {
  name: "",
  name_hi: null,
  brand: "",
  unit: "",
  category_id: null,
  description: "",
  facts: [],
  images: [],
  mrp: null,
  barcode: null,
  mfg_date: null,
  exp_kind: null,
  exp_date: null,
  tax_percent: null,
  hsn: null,
};

/** The facts with an edit laid over them (undefined = unchanged). */
function merge(base: ProductFacts, edit: EditProductBody): ProductFacts {
  const out: ProductFacts = { ...base, facts: [...base.facts], images: [...base.images] };
  for (const [k, v] of Object.entries(edit)) {
    if (v === undefined) continue;
    (out as Record<string, unknown>)[k] = v ?? (k === "brand" || k === "unit" || k === "description" ? "" : null);
  }
  if (out.exp_kind !== "date") out.exp_date = out.exp_kind === null ? out.exp_date : null;
  if (out.name_hi === "") out.name_hi = null;
  return out;
}

/** India's date today (YYYY-MM-DD). */
const indiaToday = (now: Date) => indiaDate(now);

/** The rules across fields and against the data: dates, category leaf. */
export async function checkFacts(tx: Tx, f: ProductFacts, now: Date): Promise<void> {
  if (f.mfg_date && f.mfg_date > indiaToday(now)) throw invalid("mfg_date", M.mfgFuture);
  if (f.exp_kind === "date" && f.exp_date && f.mfg_date && f.exp_date < f.mfg_date) {
    throw invalid("exp_date", M.expBeforeMfg);
  }
  if (f.exp_date && f.exp_kind !== null && f.exp_kind !== "date") throw invalid("exp_date", M.expKind);
  if (f.category_id) {
    const c = await tx.category.findUnique({
      where: { id: f.category_id },
      select: { id: true, _count: { select: { children: true } } },
    });
    if (!c) throw invalid("category_id", M.category);
    if (c._count.children > 0) throw invalid("category_id", M.categoryLeaf);
  }
}

async function anyCategoryId(tx: Tx): Promise<string> {
  const c = await tx.category.findFirstOrThrow({ orderBy: { path: "asc" }, select: { id: true } });
  return c.id;
}

/** The latest change still open for the product (waiting, or sent back for changes). */
async function openChange(tx: Tx, productId: string) {
  return tx.productChange.findFirst({
    where: { productId, status: { in: ["review", "changes"] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, kind: true, status: true, after: true, note: true },
  });
}

export async function createProduct(db: Db, staff: StaffContext, body: CreateProductBody, now: Date) {
  const shopId = body.shop_id ? ownShop(staff, body.shop_id) : staff.shopIds[0];
  if (!shopId) throw invalid("shop_id", M.shop);
  const { shop_id: _shop, ...edit } = body;
  const facts = merge(EMPTY_FACTS, edit);
  return db.$transaction(async (tx) => {
    await checkFacts(tx, facts, now);
    const fallback = await anyCategoryId(tx);
    const product = await tx.product.create({
      data: { name: facts.name, brand: "", unit: "", categoryId: fallback, mrp: 0, status: "draft", shopId },
      select: { id: true },
    });
    await writeFacts(tx, product.id, facts, fallback);
    await tx.productChange.create({
      data: {
        productId: product.id,
        shopId,
        kind: "create",
        status: "applied",
        before: null,
        after: JSON.stringify(facts),
        ...(await author(tx, staff)),
      },
    });
    await recordAudit(tx, staff, { action: "product.create", entity: "product", entityId: product.id, before: null, after: facts });
    return productDetail(tx, staff, product.id);
  }, TX);
}

/**
 * Edits the facts. A draft, or one sent back (changes, rejected), changes in place. A live
 * product's edit makes or extends its one open change (waiting for review again); the live
 * version keeps selling. A product waiting for review cannot change until it is decided.
 */
export async function editProduct(db: Db, staff: StaffContext, productId: string, edit: EditProductBody, now: Date) {
  return db.$transaction(async (tx) => {
    const p = await ownProduct(tx, staff, productId);
    if (p.status === "review") throw new AppError(ERROR_CODE.PRODUCT_IN_REVIEW);
    await changeFacts(tx, staff, p, (base) => merge(base, edit), now);
    return productDetail(tx, staff, productId);
  }, TX);
}

type OwnedProduct = Awaited<ReturnType<typeof ownProduct>>;

async function changeFacts(
  tx: Prisma.TransactionClient,
  staff: StaffContext,
  p: OwnedProduct,
  change: (base: ProductFacts) => ProductFacts,
  now: Date,
) {
  const current = (await readFacts(tx, p.id))!;
  if (p.status !== "live") {
    const next = change(current);
    await checkFacts(tx, next, now);
    const diff = diffFacts(current, next);
    if (!diff.length) return;
    await writeFacts(tx, p.id, next, p.categoryId);
    await tx.productChange.create({
      data: {
        productId: p.id,
        shopId: p.shopId,
        kind: "edit",
        status: "applied",
        before: JSON.stringify(current),
        after: JSON.stringify(next),
        ...(await author(tx, staff)),
      },
    });
    await tx.product.update({ where: { id: p.id }, data: { updatedAt: now } });
    await recordAudit(tx, staff, { action: "product.edit", entity: "product", entityId: p.id, before: current, after: next });
    return;
  }
  const open = await openChange(tx, p.id);
  const base = open?.kind === "edit" ? (JSON.parse(open.after) as ProductFacts) : current;
  const next = change(base);
  if (next.barcode !== current.barcode) throw invalid("barcode", M.barcodeLive);
  await checkFacts(tx, next, now);
  // Only the reviewed facts travel in the change; the rest is the live product's.
  const proposed: ProductFacts = { ...current };
  for (const f of REVIEWED_FIELDS) (proposed as Record<string, unknown>)[f] = next[f];
  if (!diffFacts(base, proposed).length) return;
  const who = await author(tx, staff);
  let changeId: string | null = null;
  if (open?.kind === "edit") {
    const extended = await tx.productChange.updateMany({
      where: { id: open.id, status: { in: ["review", "changes"] } },
      data: { after: JSON.stringify(proposed), status: "review", submittedAt: now, ...who, reviewerId: null, reviewerName: null },
    });
    if (extended.count) changeId = open.id;
  }
  if (!changeId) {
    changeId = (
      await tx.productChange.create({
        data: {
          productId: p.id,
          shopId: p.shopId,
          kind: "edit",
          status: "review",
          before: JSON.stringify(current),
          after: JSON.stringify(proposed),
          submittedAt: now,
          ...who,
        },
        select: { id: true },
      })
    ).id;
  }
  await recordAudit(tx, staff, {
    action: "product.change_request",
    entity: "product",
    entityId: p.id,
    before: base,
    after: { change_id: changeId, ...proposed },
  });
}

/** Draft -> Waiting for review when complete; 422 naming what is missing otherwise. */
export async function submitProduct(db: Db, staff: StaffContext, productId: string, now: Date) {
  return db.$transaction(async (tx) => {
    const p = await ownProduct(tx, staff, productId);
    if (p.status === "review") throw new AppError(ERROR_CODE.PRODUCT_IN_REVIEW);
    if (p.status === "live") throw new AppError(ERROR_CODE.PRODUCT_NOT_EDITABLE);
    const facts = (await readFacts(tx, productId))!;
    const offers = await tx.draftOffer.count({ where: { productId } });
    const missing = missingFields(facts, offers);
    if (missing.length) {
      throw new AppError(ERROR_CODE.PRODUCT_INCOMPLETE, `${M.incomplete} Missing: ${missing.join(", ")}.`, {
        errors: missing.map((path) => ({ path, message: M.incomplete })),
      });
    }
    await checkFacts(tx, facts, now);
    await assertBarcodeFree(tx, productId, facts.barcode);
    const claimed = await tx.product.updateMany({
      where: { id: productId, status: { in: ["draft", "changes", "rejected"] } },
      data: { status: "review", updatedAt: now },
    });
    if (!claimed.count) throw new AppError(ERROR_CODE.PRODUCT_IN_REVIEW);
    const change = await tx.productChange.create({
      data: {
        productId,
        shopId: p.shopId,
        kind: "create",
        status: "review",
        before: null,
        after: JSON.stringify(facts),
        submittedAt: now,
        ...(await author(tx, staff)),
      },
      select: { id: true },
    });
    await recordAudit(tx, staff, {
      action: "product.submit",
      entity: "product",
      entityId: productId,
      before: { status: p.status },
      after: { status: "review", change_id: change.id },
    });
    return productDetail(tx, staff, productId);
  }, TX);
}

/**
 * Per-store price, offer and stock (no review). A not-yet-live product keeps them as draft offers
 * (the set sent replaces the set kept); a live product's go straight into the stores' offers
 * (stores not sent stay as they are), so the read-epoch triggers update customers' pages at once.
 */
export async function setOffers(db: Db, staff: StaffContext, productId: string, body: OffersBody, now: Date) {
  for (const [i, o] of body.offers.entries()) {
    if (!staff.storeIds.includes(o.store_id)) throw invalid(`offers.${i}.store_id`, M.store);
  }
  return db.$transaction(async (tx) => {
    const p = await ownProduct(tx, staff, productId);
    const shopStores = new Set(
      (await tx.store.findMany({ where: { shopId: p.shopId }, select: { id: true } })).map((s) => s.id),
    );
    for (const [i, o] of body.offers.entries()) {
      if (!shopStores.has(o.store_id)) throw invalid(`offers.${i}.store_id`, M.store);
    }
    const facts = (await readFacts(tx, productId))!;
    for (const [i, o] of body.offers.entries()) {
      if (facts.mrp !== null && o.selling_price > facts.mrp) throw invalid(`offers.${i}.selling_price`, M.priceAboveMrp);
    }
    const before = await productOffers(tx, productId, p.status);
    if (p.status === "live") {
      for (const o of body.offers) {
        const data = { sellingPrice: o.selling_price, offerPercent: o.offer_percent, stock: o.stock, lastSyncedAt: now };
        const exists = await tx.storeProduct.findUnique({
          where: { storeId_productId: { storeId: o.store_id, productId } },
          select: { id: true },
        });
        if (exists) {
          await tx.storeProduct.update({ where: { id: exists.id }, data });
        } else {
          const code = facts.barcode ?? productId;
          const taken = await tx.storeProduct.findFirst({ where: { storeId: o.store_id, productCode: code }, select: { id: true } });
          if (taken) throw invalid("barcode", M.barcodeTaken);
          await tx.storeProduct.create({
            data: { storeId: o.store_id, productId, productCode: code, taxPercent: facts.tax_percent ?? 0, ...data },
          });
        }
      }
    } else {
      await tx.draftOffer.deleteMany({ where: { productId, storeId: { notIn: body.offers.map((o) => o.store_id) } } });
      for (const o of body.offers) {
        const data = { sellingPrice: o.selling_price, offerPercent: o.offer_percent, stock: o.stock };
        await tx.draftOffer.upsert({
          where: { productId_storeId: { productId, storeId: o.store_id } },
          create: { productId, storeId: o.store_id, ...data },
          update: data,
        });
      }
    }
    await tx.product.update({ where: { id: productId }, data: { updatedAt: now } });
    await recordAudit(tx, staff, {
      action: "product.offers",
      entity: "product",
      entityId: productId,
      before,
      after: await productOffers(tx, productId, p.status),
    });
    return productDetail(tx, staff, productId);
  }, TX);
}

/** Adds a stored image: in place for a draft, into the open change for a live product. */
export async function addProductImage(db: Db, staff: StaffContext, productId: string, name: string, now: Date) {
  await db.$transaction(async (tx) => {
    const p = await ownProduct(tx, staff, productId);
    if (p.status === "review") throw new AppError(ERROR_CODE.PRODUCT_IN_REVIEW);
    await tx.productUpload.upsert({ where: { name }, create: { name, productId }, update: {} });
    await changeFacts(
      tx,
      staff,
      p,
      (base) => {
        if (base.images.length >= 8) throw invalid("file", M.imagesMax);
        return { ...base, images: [...base.images, name] };
      },
      now,
    );
  }, TX);
  return { name, url: imageUrl(name) };
}

/** Removes an image (by its stored name or the file part of it). */
export async function removeProductImage(db: Db, staff: StaffContext, productId: string, name: string, now: Date) {
  return db.$transaction(async (tx) => {
    const p = await ownProduct(tx, staff, productId);
    if (p.status === "review") throw new AppError(ERROR_CODE.PRODUCT_IN_REVIEW);
    const matches = (n: string) => n === name || n.endsWith(`/${name}`);
    await changeFacts(
      tx,
      staff,
      p,
      (base) => {
        if (!base.images.some(matches)) throw new AppError(ERROR_CODE.IMAGE_NOT_FOUND, M.imageMissing);
        return { ...base, images: base.images.filter((n) => !matches(n)) };
      },
      now,
    );
    return productDetail(tx, staff, productId);
  }, TX);
}

export async function listProducts(db: Db, staff: StaffContext, q: ProductListQuery) {
  const where: Prisma.ProductWhereInput = {
    shopId: { in: staff.shopIds },
    ...(q.status ? { status: q.status } : {}),
    ...(q.q
      ? { OR: [{ name: { contains: q.q } }, { brand: { contains: q.q } }, { barcode: { contains: q.q } }, { nameHi: { contains: q.q } }] }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.product.count({ where }),
    db.product.findMany({
      where,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * CATALOGUE_PAGE_SIZE,
      take: CATALOGUE_PAGE_SIZE,
      select: {
        id: true,
        name: true,
        brand: true,
        unit: true,
        status: true,
        updatedAt: true,
        images: { select: { name: true }, orderBy: [{ position: "asc" }, { id: "asc" }], take: 1 },
        changes: {
          where: { status: { in: ["review", "changes", "rejected"] } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 1,
          select: { id: true, status: true },
        },
      },
    }),
  ]);
  const items: ProductListItem[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    brand: r.brand,
    unit: r.unit,
    status: r.status as ProductStatus,
    image: r.images[0] ? imageUrl(r.images[0].name) : null,
    pending_change:
      r.changes[0] && r.changes[0].status !== "rejected"
        ? { id: r.changes[0].id, status: r.changes[0].status as "review" | "changes" }
        : null,
    updated_at: r.updatedAt.toISOString(),
  }));
  return { items, total };
}

export async function productDetail(tx: Tx, staff: StaffContext, productId: string): Promise<ProductDetail> {
  const p = await ownProduct(tx, staff, productId);
  const facts = (await readFacts(tx, productId))!;
  const changes = await tx.productChange.findMany({
    where: { productId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
  });
  const open = changes.find((c) => c.kind === "edit" && (c.status === "review" || c.status === "changes"));
  const offers = await productOffers(tx, productId, p.status);
  const history: HistoryEntry[] = changes.map((c) => ({
    id: c.id,
    kind: c.kind as HistoryEntry["kind"],
    status: c.status as HistoryEntry["status"],
    author_name: c.authorName,
    reviewer_name: c.reviewerName,
    note: c.note,
    created_at: c.createdAt.toISOString(),
    submitted_at: c.submittedAt?.toISOString() ?? null,
    decided_at: c.decidedAt?.toISOString() ?? null,
    diff: diffFacts(c.before ? (JSON.parse(c.before) as ProductFacts) : null, JSON.parse(c.after) as ProductFacts),
  }));
  const openAfter = open ? (JSON.parse(open.after) as ProductFacts) : null;
  return {
    id: p.id,
    shop_id: p.shopId,
    status: p.status,
    review_note: p.reviewNote,
    missing: p.status === "live" ? [] : missingFields(facts, offers.length),
    ...(await factsView(tx, facts)),
    offers,
    pending_change:
      open && openAfter
        ? { id: open.id, status: open.status as "review", note: open.note, facts: await factsView(tx, openAfter), diff: diffFacts(facts, openAfter) }
        : null,
    history,
    updated_at: p.updatedAt.toISOString(),
  };
}

/**
 * A member's catalogue work in one call, for the seed: a product made as the console makes it
 * (draft with facts, images already stored, offers) and submitted for review.
 */
export async function catalogueSeeding(db: Db, staffId: string) {
  const staff = await loadStaffContext(db, staffId);
  if (!staff) throw new Error(`no staff member ${staffId}`);
  return {
    async create(input: CreateProductBody & { images: string[]; offers: OffersBody["offers"] }, now: Date) {
      const { images, offers, ...facts } = input;
      const made = await createProduct(db, staff, facts, now);
      for (const name of images) await addProductImage(db, staff, made.id, name, now);
      await setOffers(db, staff, made.id, { offers }, now);
      return submitProduct(db, staff, made.id, now);
    },
  };
}
