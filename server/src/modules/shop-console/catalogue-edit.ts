// Creating, editing and submitting the shop's own products in the merchant console: a draft changes
// in place; edits of a live product's customer-visible facts gather in one pending change (the
// live version keeps selling) until review. Every write is in the console's audit log and the
// product's history (ProductChange), in the same transaction.
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CATALOGUE_MESSAGES as M } from "../../contract/catalogue-constants";
import type { CreateProductBody, EditProductBody } from "../../contract/merchant-catalogue";
import {
  assertBarcodeFree,
  diffFacts,
  missingFields,
  readFacts,
  REVIEWED_FIELDS,
  writeFacts,
  type ProductFacts,
} from "../product-review/public";
import { recordAudit } from "./audit";
import { ownShop, type StaffContext } from "./guard";
import {
  anyCategoryId,
  author,
  checkFacts,
  EMPTY_FACTS,
  invalid,
  merge,
  openChange,
  ownProduct,
  TX,
  type OwnedProduct,
} from "./catalogue-facts";
import { productDetail } from "./catalogue-listing";

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

export async function changeFacts(
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

