// The review of products: the queue, one change with its diff, and the decision. Approving a new
// product makes it live (offers written into the stores), approving an edit applies its facts to
// the live product; "changes" and "reject" keep the reviewer's note. A decision is claimed with a
// conditional update (status still "review"), so two reviewers a second apart cannot both decide,
// and nobody decides a change they made themselves (same mobile as the author). The merchant hears
// of it in the console's audit log (written in the decision's transaction) and the product's history.
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { ProductStatus, ReviewFilter } from "../../contract/catalogue-constants";
import { CATALOGUE_MESSAGES, REVIEW_PAGE_SIZE } from "../../contract/catalogue-constants";
import type {
  ProductFactsView,
  ReviewCounts,
  ReviewDecisionBody,
  ReviewDetail,
  ReviewItem,
} from "../../contract/ops-review";
import { applyEdit, diffFacts, goLive, imageUrl, readFacts, type ProductFacts, type Tx } from "./facts";

export type Reviewer = { id: string; name: string; mobile: string };
export type ReviewAuditEntry = { action: string; entity: string; entityId: string; before: unknown; after: unknown };
export type ReviewAudit = (tx: Prisma.TransactionClient, entry: ReviewAuditEntry) => Promise<void>;

const itemSelect = {
  id: true,
  kind: true,
  status: true,
  productId: true,
  shopId: true,
  authorName: true,
  submittedAt: true,
  decidedAt: true,
  after: true,
  product: { select: { name: true } },
} as const satisfies Prisma.ProductChangeSelect;
type ItemRow = Prisma.ProductChangeGetPayload<{ select: typeof itemSelect }>;

async function shopNames(db: Tx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Map();
  const rows = await db.shop.findMany({ where: { id: { in: wanted } }, select: { id: true, displayName: true } });
  return new Map(rows.map((r) => [r.id, r.displayName]));
}

function toItem(r: ItemRow, shops: Map<string, string>): ReviewItem {
  const after = JSON.parse(r.after) as ProductFacts;
  return {
    id: r.id,
    kind: r.kind as ReviewItem["kind"],
    status: r.status as ReviewItem["status"],
    product_id: r.productId,
    product_name: after.name || r.product.name,
    shop_id: r.shopId,
    shop_name: r.shopId ? (shops.get(r.shopId) ?? null) : null,
    author_name: r.authorName,
    submitted_at: r.submittedAt?.toISOString() ?? null,
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

/** The queue: waiting changes oldest first (the longest wait on top), decided ones newest first. */
export async function listReviews(db: Db, q: { status: ReviewFilter; page: number }) {
  const where: Prisma.ProductChangeWhereInput = { status: q.status };
  const orderBy: Prisma.ProductChangeOrderByWithRelationInput[] =
    q.status === "review" ? [{ submittedAt: "asc" }, { id: "asc" }] : [{ decidedAt: "desc" }, { id: "desc" }];
  const [total, rows] = await Promise.all([
    db.productChange.count({ where }),
    db.productChange.findMany({
      where,
      orderBy,
      select: itemSelect,
      skip: (q.page - 1) * REVIEW_PAGE_SIZE,
      take: REVIEW_PAGE_SIZE,
    }),
  ]);
  const shops = await shopNames(db, rows.map((r) => r.shopId));
  return { items: rows.map((r) => toItem(r, shops)), total };
}

/** How many changes stand in each state (the ops console's counts). */
export async function reviewCounts(db: Tx): Promise<ReviewCounts> {
  const rows = await db.productChange.groupBy({
    by: ["status"],
    where: { status: { in: ["review", "changes", "rejected", "approved"] } },
    _count: { _all: true },
  });
  const counts: ReviewCounts = { review: 0, changes: 0, rejected: 0, approved: 0 };
  for (const r of rows) counts[r.status as keyof ReviewCounts] = r._count._all;
  return counts;
}

/** Facts with category path and image urls, as the consoles show them. */
export async function factsView(db: Tx, f: ProductFacts): Promise<ProductFactsView> {
  const category = f.category_id
    ? await db.category.findUnique({ where: { id: f.category_id }, select: { path: true } })
    : null;
  return {
    ...f,
    category_path: category?.path ?? null,
    images: f.images.map((name) => ({ name, url: imageUrl(name) })),
  };
}

/** A not-yet-live product's draft offers, or a live product's store offers, with store names. */
export async function productOffers(db: Tx, productId: string, status: string) {
  const rows =
    status === "live"
      ? await db.storeProduct.findMany({
          where: { productId },
          select: { storeId: true, sellingPrice: true, offerPercent: true, stock: true },
        })
      : await db.draftOffer.findMany({
          where: { productId },
          select: { storeId: true, sellingPrice: true, offerPercent: true, stock: true },
        });
  const stores = await db.store.findMany({
    where: { id: { in: rows.map((r) => r.storeId) } },
    select: { id: true, name: true },
  });
  const names = new Map(stores.map((s) => [s.id, s.name]));
  return rows
    .map((r) => ({
      store_id: r.storeId,
      store_name: names.get(r.storeId) ?? "",
      selling_price: r.sellingPrice,
      offer_percent: r.offerPercent,
      stock: r.stock,
    }))
    .sort((a, b) => a.store_name.localeCompare(b.store_name) || a.store_id.localeCompare(b.store_id));
}

export async function reviewDetail(db: Tx, id: string): Promise<ReviewDetail> {
  const row = await db.productChange.findUnique({
    where: { id },
    select: {
      ...itemSelect,
      before: true,
      note: true,
      authorMobile: true,
      reviewerName: true,
      product: { select: { name: true, status: true } },
    },
  });
  if (!row) throw new AppError(ERROR_CODE.REVIEW_NOT_FOUND);
  const shops = await shopNames(db, [row.shopId]);
  const before = row.before ? (JSON.parse(row.before) as ProductFacts) : null;
  const after = JSON.parse(row.after) as ProductFacts;
  const status = row.product.status as ProductStatus;
  const live = status === "live" ? await readFacts(db, row.productId) : null;
  return {
    ...toItem(row, shops),
    note: row.note,
    author_mobile: row.authorMobile,
    reviewer_name: row.reviewerName,
    product_status: status,
    before: before ? await factsView(db, before) : null,
    after: await factsView(db, after),
    diff: diffFacts(before, after),
    live: live ? await factsView(db, live) : null,
    offers: await productOffers(db, row.productId, status),
  };
}

const ACTION = { approve: "approved", changes: "changes", reject: "rejected" } as const;

/**
 * Decides a waiting change. 409 when it is no longer waiting (decided already, or withdrawn), 403
 * when the reviewer is its author. The audit hook writes the ops audit entry in the same transaction.
 */
export async function decideReview(
  db: Db,
  id: string,
  reviewer: Reviewer,
  body: ReviewDecisionBody,
  audit: ReviewAudit,
  now: Date,
): Promise<ReviewDetail> {
  await db.$transaction(
    async (tx) => {
      const change = await tx.productChange.findUnique({
        where: { id },
        select: { id: true, kind: true, status: true, productId: true, shopId: true, authorMobile: true, after: true },
      });
      if (!change) throw new AppError(ERROR_CODE.REVIEW_NOT_FOUND);
      if (change.authorMobile === reviewer.mobile) throw new AppError(ERROR_CODE.REVIEW_OWN_CHANGE);
      const status = ACTION[body.decision];
      const note = body.decision === "approve" ? (body.note ?? null) : (body.note ?? "");
      const claimed = await tx.productChange.updateMany({
        where: { id, status: "review" },
        data: { status, reviewerId: reviewer.id, reviewerName: reviewer.name, note, decidedAt: now },
      });
      if (claimed.count === 0) throw new AppError(ERROR_CODE.REVIEW_NOT_WAITING);
      const after = JSON.parse(change.after) as ProductFacts;
      if (change.kind === "create") {
        if (body.decision === "approve") {
          await assertBarcodeFree(tx, change.productId, after.barcode);
          await goLive(tx, change.productId, now);
        } else {
          await tx.product.update({ where: { id: change.productId }, data: { status, reviewNote: note } });
        }
      } else if (body.decision === "approve") {
        await applyEdit(tx, change.productId, after);
      }
      const entry = {
        action: `product.${body.decision === "approve" ? "approve" : body.decision === "changes" ? "request_changes" : "reject"}`,
        entity: "product_change",
        entityId: id,
        before: { status: "review" },
        after: { status, note, product_id: change.productId, kind: change.kind },
      };
      await audit(tx, entry);
      await tellMerchant(tx, change.shopId, reviewer, { ...entry, entity: "product", entityId: change.productId });
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
  return reviewDetail(db, id);
}

/** The merchant's console audit log carries the decision (who decided, the note). */
async function tellMerchant(tx: Tx, shopId: string | null, reviewer: Reviewer, entry: ReviewAuditEntry) {
  if (!shopId) return;
  const shop = await tx.shop.findUnique({ where: { id: shopId }, select: { merchantId: true } });
  if (!shop) return;
  await tx.consoleAudit.create({
    data: {
      merchantId: shop.merchantId,
      staffId: `ops:${reviewer.id}`,
      staffName: `Galli review: ${reviewer.name}`,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: JSON.stringify(entry.before),
      after: JSON.stringify(entry.after),
    },
  });
}

/** The barcode must be free in each store the product will be sold in. */
export async function assertBarcodeFree(tx: Tx, productId: string, barcode: string | null) {
  if (!barcode) return;
  const offers = await tx.draftOffer.findMany({ where: { productId }, select: { storeId: true } });
  if (!offers.length) return;
  const taken = await tx.storeProduct.findFirst({
    where: { storeId: { in: offers.map((o) => o.storeId) }, productCode: barcode, productId: { not: productId } },
    select: { id: true },
  });
  if (taken) {
    throw new AppError(ERROR_CODE.BARCODE_TAKEN, CATALOGUE_MESSAGES.barcodeTaken, {
      errors: [{ path: "barcode", message: CATALOGUE_MESSAGES.barcodeTaken }],
    });
  }
}
