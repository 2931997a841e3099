// Commission rules from the operations console: list, create, edit (percent, minimum) and
// deactivate or reactivate. One active rule per target (a shop, a category or the default) and
// payment; every write records its ops audit entry in the same transaction. A change moves the
// "commission" read epoch (database triggers), so every process's rules cache reloads and the next
// order placed uses it; orders already placed keep the commission frozen on their lines.
import type { CommissionRule, Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import {
  BPS_FULL,
  COMMISSION_MINIMUM_MAX,
  PRIVATE_SHOP_FREE_MONTHS,
  type CommissionRuleCreate,
  type CommissionRuleList,
  type CommissionRuleUpdate,
  type CommissionRuleView,
} from "../../contract/commission";
import { recordOpsAudit } from "./audit";
import type { DeskCtx, OpsActor } from "./desk-types";

type Tx = Prisma.TransactionClient;

function requireBps(bps: number): number {
  if (!Number.isInteger(bps) || bps < 0 || bps > BPS_FULL) throw new AppError(ERROR_CODE.COMMISSION_PERCENT_INVALID);
  return bps;
}

function requireMinimum(minimum: number): number {
  if (!Number.isInteger(minimum) || minimum < 0 || minimum > COMMISSION_MINIMUM_MAX)
    throw new AppError(ERROR_CODE.COMMISSION_MINIMUM_INVALID);
  return minimum;
}

async function view(db: Db | Tx, rules: CommissionRule[]): Promise<CommissionRuleView[]> {
  const shopIds = [...new Set(rules.map((r) => r.shopId).filter((x): x is string => !!x))];
  const categoryIds = [...new Set(rules.map((r) => r.categoryId).filter((x): x is string => !!x))];
  const [shops, categories] = await Promise.all([
    shopIds.length ? db.shop.findMany({ where: { id: { in: shopIds } }, select: { id: true, displayName: true } }) : [],
    categoryIds.length
      ? db.category.findMany({ where: { id: { in: categoryIds } }, select: { id: true, path: true } })
      : [],
  ]);
  const shopName = new Map(shops.map((s) => [s.id, s.displayName]));
  const categoryPath = new Map(categories.map((c) => [c.id, c.path]));
  return rules.map((r) => ({
    id: r.id,
    scope: r.scope as CommissionRuleView["scope"],
    shop_id: r.shopId,
    shop_name: r.shopId ? (shopName.get(r.shopId) ?? null) : null,
    category_id: r.categoryId,
    category_path: r.categoryId ? (categoryPath.get(r.categoryId) ?? null) : null,
    payment: r.payment as CommissionRuleView["payment"],
    bps: r.bps,
    minimum: r.minimum,
    active: r.active,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

const SCOPE_ORDER: Record<string, number> = { default: 0, category: 1, shop: 2 };

/** Every rule, active first, then default, category, shop rules; and the categories a rule may name. */
export async function listCommissionRules(db: Db): Promise<CommissionRuleList> {
  const [rules, categories] = await Promise.all([
    db.commissionRule.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.category.findMany({ select: { id: true, path: true }, orderBy: { path: "asc" } }),
  ]);
  rules.sort(
    (a, b) =>
      Number(b.active) - Number(a.active) ||
      SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope] ||
      a.payment.localeCompare(b.payment),
  );
  return { items: await view(db, rules), private_free_months: PRIVATE_SHOP_FREE_MONTHS, categories };
}

async function requireNoActiveTwin(
  tx: Tx,
  r: Pick<CommissionRule, "scope" | "shopId" | "categoryId" | "payment">,
  except?: string,
) {
  const twin = await tx.commissionRule.findFirst({
    where: {
      scope: r.scope,
      shopId: r.shopId,
      categoryId: r.categoryId,
      payment: r.payment,
      active: true,
      ...(except ? { id: { not: except } } : {}),
    },
    select: { id: true },
  });
  if (twin) throw new AppError(ERROR_CODE.COMMISSION_RULE_EXISTS);
}

export async function createCommissionRule(
  ctx: DeskCtx,
  ops: OpsActor,
  body: CommissionRuleCreate,
): Promise<CommissionRuleView> {
  const bps = requireBps(body.bps);
  const minimum = requireMinimum(body.minimum);
  const shopId = body.shop_id ?? null;
  const categoryId = body.category_id ?? null;
  const wants = { shop: [true, false], category: [false, true], default: [false, false] }[body.scope];
  if ((shopId !== null) !== wants[0] || (categoryId !== null) !== wants[1])
    throw new AppError(ERROR_CODE.COMMISSION_TARGET_INVALID);
  return ctx.db.$transaction(async (tx) => {
    if (shopId && !(await tx.shop.findUnique({ where: { id: shopId }, select: { id: true } })))
      throw new AppError(ERROR_CODE.COMMISSION_TARGET_NOT_FOUND);
    if (categoryId && !(await tx.category.findUnique({ where: { id: categoryId }, select: { id: true } })))
      throw new AppError(ERROR_CODE.COMMISSION_TARGET_NOT_FOUND);
    const data = { scope: body.scope, shopId, categoryId, payment: body.payment, bps, minimum };
    await requireNoActiveTwin(tx, data);
    const rule = await tx.commissionRule.create({ data });
    await recordOpsAudit(tx, ops, {
      action: "commission.create",
      entity: "commission_rule",
      entityId: rule.id,
      before: null,
      after: data,
    });
    return (await view(tx, [rule]))[0];
  });
}

export async function updateCommissionRule(
  ctx: DeskCtx,
  ops: OpsActor,
  id: string,
  body: CommissionRuleUpdate,
): Promise<CommissionRuleView> {
  const data: Prisma.CommissionRuleUpdateInput = {};
  if (body.bps !== undefined) data.bps = requireBps(body.bps);
  if (body.minimum !== undefined) data.minimum = requireMinimum(body.minimum);
  if (body.active !== undefined) data.active = body.active;
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.commissionRule.findUnique({ where: { id } });
    if (!before) throw new AppError(ERROR_CODE.COMMISSION_RULE_NOT_FOUND);
    if (body.active === true && !before.active) await requireNoActiveTwin(tx, before, id);
    const rule = await tx.commissionRule.update({ where: { id }, data });
    const pick = (r: CommissionRule) => ({ bps: r.bps, minimum: r.minimum, active: r.active });
    await recordOpsAudit(tx, ops, {
      action: body.active === false && before.active ? "commission.deactivate" : "commission.update",
      entity: "commission_rule",
      entityId: id,
      before: pick(before),
      after: pick(rule),
    });
    return (await view(tx, [rule]))[0];
  });
}
