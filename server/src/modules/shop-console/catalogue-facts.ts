// The shared ground of the console's catalogue: the member's own product, the author of a change,
// the rules across a product's facts, and a product's one open change. The calls live beside it:
// catalogue-edit.ts (create, edit, submit), catalogue-photos.ts, catalogue-offers.ts (price, offer,
// stock), catalogue-listing.ts (list, detail), catalogue-seeding.ts (the seed).
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CATALOGUE_MESSAGES as M, type ProductStatus } from "../../contract/catalogue-constants";
import type { EditProductBody } from "../../contract/merchant-catalogue";
import type { ProductFacts } from "../product-review/public";
import type { StaffContext } from "./guard";
import { indiaDate } from "../../lib/india-time";

export type Tx = Db | Prisma.TransactionClient;
export const TX = { maxWait: 10_000, timeout: 30_000 };

export const invalid = (path: string, message: string) =>
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

export type OwnedProduct = Awaited<ReturnType<typeof ownProduct>>;

/** Author fields of a change: the member's id, name and mobile. */
export async function author(tx: Tx, staff: StaffContext) {
  const m = await tx.staffMember.findUniqueOrThrow({ where: { id: staff.staffId }, select: { name: true, mobile: true } });
  return { authorId: staff.staffId, authorName: m.name, authorMobile: m.mobile };
}

export const EMPTY_FACTS: ProductFacts = {
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
export function merge(base: ProductFacts, edit: EditProductBody): ProductFacts {
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

export async function anyCategoryId(tx: Tx): Promise<string> {
  const c = await tx.category.findFirstOrThrow({ orderBy: { path: "asc" }, select: { id: true } });
  return c.id;
}

/** The latest change still open for the product (waiting, or sent back for changes). */
export async function openChange(tx: Tx, productId: string) {
  return tx.productChange.findFirst({
    where: { productId, status: { in: ["review", "changes"] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, kind: true, status: true, after: true, note: true },
  });
}
