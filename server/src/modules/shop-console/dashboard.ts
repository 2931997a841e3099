// The console's home: today's orders and sales (India's calendar day), the new orders waiting for
// acceptance (those past CONSOLE_ACCEPT_WAIT_MINUTES flagged), and the products whose stock is below
// the shop's low stock limit, across the member's stores, and each shop's on-time share and median
// delay of the last 7 India days. Any signed-in member may read it; the
// limit is a shop setting (settings privilege), audited like every console write.
import type { Db } from "../../lib/db";
import { toRupees } from "../../lib/money";
import { CLOSED_STATUSES, ORDER_STATUS } from "../../contract/orders";
import {
  CONSOLE_ACCEPT_WAIT_MINUTES,
  LOW_STOCK_LIST_MAX,
  type ConsoleDashboard,
  type LowStockThresholdBody,
} from "../../contract/console-orders";
import { ownShop, type StaffContext } from "./guard";
import { recordAudit } from "./audit";
import { commissionTerms, type CommissionRuleSet, type CommissionTerm } from "../ledger/public";
import { INDIA_OFFSET_MS } from "../../lib/india-time";
import { onTimeByShop } from "../orders/public";

const termView = (t: CommissionTerm | null) =>
  t && (t.bps > 0 || t.minimum > 0) ? { percent: t.bps / 100, minimum: toRupees(t.minimum) } : null;

const DAY_MS = 24 * 3_600_000;
const WAITING_LIST_MAX = 20;

/** The start of `now`'s calendar day in India (UTC+5:30), and that day as YYYY-MM-DD. */
export function indiaDay(now: Date): { start: Date; day: string } {
  const local = now.getTime() + INDIA_OFFSET_MS;
  const startLocal = Math.floor(local / DAY_MS) * DAY_MS;
  return { start: new Date(startLocal - INDIA_OFFSET_MS), day: new Date(startLocal).toISOString().slice(0, 10) };
}

const CLOSED = [...CLOSED_STATUSES];

export async function consoleDashboard(
  db: Db,
  staff: StaffContext,
  now: Date,
  rules: () => Promise<CommissionRuleSet>,
): Promise<ConsoleDashboard> {
  const { start, day } = indiaDay(now);
  const stores = { storeId: { in: staff.storeIds } };
  const today = { ...stores, orderedAt: { gte: start } };
  const [ordersToday, sales, newOrders, waiting, shops] = await Promise.all([
    db.order.count({ where: today }),
    db.order.aggregate({ where: { ...today, status: { notIn: CLOSED } }, _sum: { amount: true } }),
    db.order.count({ where: { ...stores, status: ORDER_STATUS.ordered } }),
    db.order.findMany({
      where: { ...stores, status: ORDER_STATUS.ordered },
      orderBy: [{ orderedAt: "asc" }, { id: "asc" }],
      take: WAITING_LIST_MAX,
      select: {
        id: true,
        orderNo: true,
        amount: true,
        orderedAt: true,
        store: { select: { name: true } },
        user: { select: { firstName: true, lastName: true } },
      },
    }),
    db.shop.findMany({
      where: { id: { in: staff.shopIds } },
      select: { id: true, displayName: true, lowStockThreshold: true },
      orderBy: [{ displayName: "asc" }, { id: "asc" }],
    }),
  ]);
  const low = (
    await Promise.all(
      shops.map(async (shop) =>
        (
          await db.storeProduct.findMany({
            where: {
              storeId: { in: staff.storeIds },
              store: { shopId: shop.id },
              stock: { lt: shop.lowStockThreshold },
            },
            orderBy: [{ stock: "asc" }, { id: "asc" }],
            take: LOW_STOCK_LIST_MAX,
            select: {
              productId: true,
              stock: true,
              storeId: true,
              store: { select: { name: true } },
              product: { select: { name: true, unit: true } },
            },
          })
        ).map((sp) => ({
          product_id: sp.productId,
          product_name: sp.product.name,
          unit: sp.product.unit,
          store_id: sp.storeId,
          store_name: sp.store.name,
          stock: sp.stock,
          threshold: shop.lowStockThreshold,
        })),
      ),
    )
  )
    .flat()
    .sort((a, b) => a.stock - b.stock || a.product_name.localeCompare(b.product_name))
    .slice(0, LOW_STOCK_LIST_MAX);
  return {
    day,
    orders_today: ordersToday,
    sales_today: toRupees(sales._sum.amount ?? 0),
    new_orders: newOrders,
    waiting: waiting.map((o) => {
      const minutes = Math.max(0, Math.floor((now.getTime() - o.orderedAt.getTime()) / 60_000));
      return {
        order_id: o.id,
        order_number: o.orderNo,
        store_name: o.store.name,
        customer_name: `${o.user.firstName} ${o.user.lastName}`.trim(),
        amount: toRupees(o.amount),
        ordered_at: o.orderedAt.toISOString(),
        minutes_waiting: minutes,
        waiting_long: now.getTime() - o.orderedAt.getTime() > CONSOLE_ACCEPT_WAIT_MINUTES * 60_000,
      };
    }),
    low_stock: low,
    shops: await (async () => {
      const [set, onTime] = await Promise.all([rules(), onTimeByShop(db, shops.map((s) => s.id), now)]);
      return shops.map((s) => {
        const terms = commissionTerms(set, s.id);
        return {
          shop_id: s.id,
          name: s.displayName,
          low_stock_threshold: s.lowStockThreshold,
          commission: { online: termView(terms.online), cod: termView(terms.cod) },
          on_time: onTime.get(s.id)!,
        };
      });
    })(),
  };
}

/** Sets a shop's low stock limit (one of the member's shops; another's is not found). */
export async function setLowStockThreshold(db: Db, staff: StaffContext, body: LowStockThresholdBody): Promise<void> {
  ownShop(staff, body.shop_id);
  await db.$transaction(async (tx) => {
    const before = await tx.shop.findUniqueOrThrow({
      where: { id: body.shop_id },
      select: { lowStockThreshold: true },
    });
    await tx.shop.update({ where: { id: body.shop_id }, data: { lowStockThreshold: body.threshold } });
    await recordAudit(tx, staff, {
      action: "shop.low_stock_threshold",
      entity: "shop",
      entityId: body.shop_id,
      before: { low_stock_threshold: before.lowStockThreshold },
      after: { low_stock_threshold: body.threshold },
    });
  });
}
