// The shop's own products in the merchant console, as a list (search, state, page) and one
// product's detail with its offers, pending change and history.
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { CATALOGUE_PAGE_SIZE, type ProductStatus } from "../../contract/catalogue-constants";
import type { HistoryEntry, ProductDetail, ProductListItem, ProductListQuery } from "../../contract/merchant-catalogue";
import { diffFacts, factsView, imageUrl, missingFields, productOffers, readFacts, type ProductFacts } from "../product-review/public";
import type { StaffContext } from "./guard";
import { ownProduct, type Tx } from "./catalogue-facts";

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

