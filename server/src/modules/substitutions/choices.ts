// The customer's substitution rules (chosen at checkout, remembered for the next one) and the
// candidates the console suggests for a short line, and an order's substitutions as shown. Refusals as service.ts words them.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toRupees } from "../../lib/money";
import {
  CANDIDATE_PRICE_BAND_PERCENT,
  type CandidateItem,
  type SubstitutionItem,
  type SubstitutionRule,
} from "../../contract/substitutions";
import { presentSubstitution } from "../orders/public";
import { netUnitPrice } from "../catalog/public";
import { substituteValue } from "./money";
import { BEFORE_SHIPPING, bad, isRule, loadOrder, refused } from "./service";

/**
 * The customer's rules for an order (chosen at checkout, set right after it is placed): the order's
 * default, remembered as the customer's default for the next checkout, and per line. Only before
 * the order ships. A checkout split over several stores sends the same lines to each of its orders:
 * a product not in this order is left out (the answer's `applied` names the lines set).
 */
export async function setOrderRules(
  db: Db,
  userId: string,
  body: { order_id: string; default: SubstitutionRule; lines?: Record<string, SubstitutionRule> },
): Promise<{ default: SubstitutionRule; applied: string[] }> {
  return db.$transaction(async (tx) => {
    const o = await tx.order.findFirst({
      where: { OR: [{ id: body.order_id }, { orderNo: body.order_id }], userId },
      select: { id: true, status: true, orderNo: true, items: { select: { id: true, productId: true } } },
    });
    if (!o) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
    if (!BEFORE_SHIPPING.includes(o.status))
      throw refused(ERROR_CODE.SUBSTITUTION_TOO_LATE, "order_id", `Order ${o.orderNo} has left the shop or is closed.`);
    const lines = Object.entries(body.lines ?? {}).filter(([productId]) =>
      o.items.some((i) => i.productId === productId),
    );
    await tx.order.update({ where: { id: o.id }, data: { substitutionRule: body.default } });
    for (const [productId, rule] of lines)
      await tx.orderItem.updateMany({ where: { orderId: o.id, productId }, data: { substitutionRule: rule } });
    await tx.user.update({ where: { id: userId }, data: { substitutionDefault: body.default } });
    return { default: body.default, applied: lines.map(([productId]) => productId) };
  });
}

/** The customer's remembered default (offered at checkout). */
export async function customerDefault(db: Db, userId: string): Promise<{ default: SubstitutionRule }> {
  const u = await db.user.findUnique({ where: { id: userId }, select: { substitutionDefault: true } });
  return { default: u && isRule(u.substitutionDefault) ? u.substitutionDefault : "similar" };
}

/**
 * Candidates for a short line from the order's store, in stock: the same category first, then the
 * same brand, then a price within CANDIDATE_PRICE_BAND_PERCENT of the original's (per unit as
 * charged), then the nearest price; at most `limit`. Only ones the rules would accept (at most the
 * line's charged unit price) are offered.
 */
export async function substitutionCandidates(
  db: Db,
  orderId: string,
  productId: string,
  limit = 8,
): Promise<CandidateItem[]> {
  const o = await db.order.findUnique({
    where: { id: orderId },
    select: {
      storeId: true,
      items: { select: { id: true, productId: true, qty: true, netPrice: true, taxPercent: true } },
    },
  });
  const line = o?.items.find((i) => i.productId === productId || i.id === productId);
  if (!o || !line) throw bad("product_id", `The order has no line for product ${productId}.`);
  const original = await db.product.findUnique({
    where: { id: line.productId },
    select: { categoryId: true, brand: true },
  });
  const unitCharged = substituteValue(line.netPrice, line.taxPercent, 1);
  const rows = await db.storeProduct.findMany({
    where: {
      storeId: o.storeId,
      stock: { gt: 0 },
      productId: { not: line.productId },
      product: original ? { OR: [{ categoryId: original.categoryId }, { brand: original.brand }] } : undefined,
    },
    include: {
      product: {
        select: {
          name: true,
          unit: true,
          brand: true,
          categoryId: true,
          images: { orderBy: { position: "asc" }, take: 1 },
        },
      },
    },
    take: 400,
  });
  const band = (CANDIDATE_PRICE_BAND_PERCENT / 100) * unitCharged;
  return rows
    .map((r) => {
      const price = substituteValue(netUnitPrice(r.sellingPrice, r.offerPercent), r.taxPercent, 1);
      return {
        product_id: r.productId,
        product_name: r.product.name,
        unit: r.product.unit,
        image: r.product.images[0]?.name ?? "",
        stock: r.stock,
        price,
        same_category: r.product.categoryId === original?.categoryId,
        same_brand: r.product.brand === original?.brand,
        price_within: Math.abs(price - unitCharged) <= band,
      };
    })
    .filter((c) => c.price <= unitCharged)
    .sort(
      (a, b) =>
        Number(b.same_category) - Number(a.same_category) ||
        Number(b.same_brand) - Number(a.same_brand) ||
        Number(b.price_within) - Number(a.price_within) ||
        Math.abs(a.price - unitCharged) - Math.abs(b.price - unitCharged) ||
        a.product_name.localeCompare(b.product_name),
    )
    .slice(0, limit)
    .map((c) => ({ ...c, price: toRupees(c.price) }));
}

/** An order's substitutions as the console and the merchant API show them. */
export async function substitutionsOf(db: Db, orderId: string): Promise<SubstitutionItem[]> {
  const o = await loadOrder(db, { id: orderId });
  if (!o) return [];
  return o.substitutions.map((s) =>
    presentSubstitution(
      s,
      o.items.find((i) => i.id === s.orderItemId),
    ),
  );
}
