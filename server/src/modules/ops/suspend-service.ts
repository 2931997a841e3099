// Suspending a shop or a customer from the operations console, and restoring them.
// A suspended shop (Shop.status "suspended") leaves every customer surface at once: the status
// change moves the "tiles" and "shop:<id>" read epochs (database triggers), and the customer
// queries read only live shops. Its open orders keep going (the merchant side never looks at the
// status). A suspended customer (User.suspendedAt) is signed out everywhere (refresh tokens revoked)
// and refused on every call; their orders keep going. Each change writes the ops audit entry in the
// same transaction.
import type { Prisma } from "../../generated/prisma/client";
import { providerOf, type Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { OPS_DESK_PAGE_SIZE, type OpsCustomer, type OpsShop } from "../../contract/ops-desk";
import { recordOpsAudit } from "./audit";
import { iso, type DeskCtx, type OpsActor } from "./desk-types";
import { onTimeByShop } from "../orders/public";
import type { OnTimeView } from "../../contract/arrival";

const containing = (db: Db, text: string) =>
  providerOf(db) === "postgresql" ? { contains: text, mode: "insensitive" as const } : { contains: text };

const shopSelect = {
  id: true,
  displayName: true,
  city: true,
  shopGroup: true,
  status: true,
  suspendedAt: true,
  suspendReason: true,
  stores: { select: { storeKey: true }, orderBy: { storeKey: "asc" } },
} satisfies Prisma.ShopSelect;

const NONE_DELIVERED: OnTimeView = { delivered: 0, on_time_share: null, median_delay_minutes: null };

const toShop = (s: Prisma.ShopGetPayload<{ select: typeof shopSelect }>, onTime = NONE_DELIVERED): OpsShop => ({
  id: s.id,
  name: s.displayName,
  city: s.city,
  group: s.shopGroup,
  status: s.status,
  store_keys: s.stores.map((k) => k.storeKey),
  suspended_at: iso(s.suspendedAt),
  suspend_reason: s.suspendReason,
  on_time: onTime,
});

/** Shops by name or store key (all when empty), or only the suspended ones. */
export async function listShops(db: Db, q: string, suspendedOnly: boolean, page: number, now: Date) {
  const text = q.trim();
  const where: Prisma.ShopWhereInput = {
    ...(suspendedOnly ? { status: "suspended" } : {}),
    ...(text ? { OR: [{ displayName: containing(db, text) }, { stores: { some: { storeKey: text } } }] } : {}),
  };
  const [rows, total] = await Promise.all([
    db.shop.findMany({
      where,
      select: shopSelect,
      orderBy: suspendedOnly ? [{ suspendedAt: "desc" }, { id: "asc" }] : [{ displayName: "asc" }, { id: "asc" }],
      skip: (page - 1) * OPS_DESK_PAGE_SIZE,
      take: OPS_DESK_PAGE_SIZE,
    }),
    db.shop.count({ where }),
  ]);
  // Each shop's on-time share and median delay of the last 7 India days.
  const onTime = await onTimeByShop(db, rows.map((r) => r.id), now);
  return { items: rows.map((r) => toShop(r, onTime.get(r.id))), total };
}

export async function setShopSuspended(
  ctx: DeskCtx,
  ops: OpsActor,
  shopId: string,
  suspend: boolean,
  reason: string,
): Promise<OpsShop> {
  const changed = await ctx.db.$transaction(async (tx) => {
    const shop = await tx.shop.findUnique({ where: { id: shopId }, select: shopSelect });
    if (!shop) throw new AppError(ERROR_CODE.SHOP_ID_NOT_FOUND);
    const from = suspend ? "live" : "suspended";
    const to = suspend ? "suspended" : "live";
    // Claimed at the status read: onboarding shops go live through the review queue, not here.
    const claimed = await tx.shop.updateMany({
      where: { id: shopId, status: from },
      data: { status: to, suspendedAt: suspend ? ctx.now() : null, suspendReason: suspend ? reason : null },
    });
    if (claimed.count !== 1) throw new AppError(ERROR_CODE.SHOP_STATUS_CONFLICT);
    await recordOpsAudit(tx, ops, {
      action: suspend ? "shop.suspend" : "shop.unsuspend",
      entity: "shop",
      entityId: shopId,
      before: { status: shop.status, suspend_reason: shop.suspendReason },
      after: { status: to, reason },
    });
    return tx.shop.findUniqueOrThrow({ where: { id: shopId }, select: shopSelect });
  });
  return toShop(changed, (await onTimeByShop(ctx.db, [shopId], ctx.now())).get(shopId));
}

const customerSelect = {
  id: true,
  firstName: true,
  lastName: true,
  mobile: true,
  suspendedAt: true,
  suspendReason: true,
  _count: { select: { orders: true } },
} satisfies Prisma.UserSelect;

const toCustomer = (u: Prisma.UserGetPayload<{ select: typeof customerSelect }>): OpsCustomer => ({
  id: u.id,
  name: `${u.firstName} ${u.lastName}`.trim(),
  mobile: u.mobile,
  orders: u._count.orders,
  suspended_at: iso(u.suspendedAt),
  suspend_reason: u.suspendReason,
});

/** Customers by mobile or name (all when empty), or only the suspended ones. */
export async function listCustomers(db: Db, q: string, suspendedOnly: boolean, page: number) {
  const text = q.trim();
  const digits = text.replace(/[\s-]/g, "").replace(/^(\+91|0)/, "");
  const where: Prisma.UserWhereInput = {
    ...(suspendedOnly ? { suspendedAt: { not: null } } : {}),
    ...(text
      ? /^\d{3,10}$/.test(digits)
        ? { mobile: { contains: digits } }
        : { OR: [{ firstName: containing(db, text) }, { lastName: containing(db, text) }] }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      select: customerSelect,
      orderBy: suspendedOnly ? [{ suspendedAt: "desc" }, { id: "asc" }] : [{ mobile: "asc" }],
      skip: (page - 1) * OPS_DESK_PAGE_SIZE,
      take: OPS_DESK_PAGE_SIZE,
    }),
    db.user.count({ where }),
  ]);
  return { items: rows.map(toCustomer), total };
}

export async function setCustomerSuspended(
  ctx: DeskCtx,
  ops: OpsActor,
  userId: string,
  suspend: boolean,
  reason: string,
): Promise<OpsCustomer> {
  return ctx.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: customerSelect });
    if (!user) throw new AppError(ERROR_CODE.CUSTOMER_NOT_FOUND);
    const now = ctx.now();
    const claimed = await tx.user.updateMany({
      where: { id: userId, suspendedAt: suspend ? null : { not: null } },
      data: { suspendedAt: suspend ? now : null, suspendReason: suspend ? reason : null },
    });
    if (claimed.count !== 1) throw new AppError(ERROR_CODE.CUSTOMER_STATUS_CONFLICT);
    // Signed out everywhere: no refresh token of theirs works again (access tokens are refused by the guard).
    if (suspend) await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    await recordOpsAudit(tx, ops, {
      action: suspend ? "customer.suspend" : "customer.unsuspend",
      entity: "user",
      entityId: userId,
      before: { suspended: user.suspendedAt !== null, suspend_reason: user.suspendReason },
      after: { suspended: suspend, reason },
    });
    return toCustomer(await tx.user.findUniqueOrThrow({ where: { id: userId }, select: customerSelect }));
  });
}
