// Test world for payouts: orders of a seeded shop in any state, each with a balanced sale journal
// (customer pays, the shop is owed), refunds after the fact, and the emulator's transfers.
import type { Db } from "../../lib/db";
import { ORDER_STATUS, PAYMENT_TYPE } from "../../contract/orders-constants";
import type { RzpTransfer } from "../../adapters/payments";

let n = 0;

const demoShops = new WeakMap<Db, Promise<string[]>>();
/**
 * The shops the demo world's own orders are posted for, read once per database (before any test
 * adds entries, so the shops' indices stay put): those orders have cleared by the tests' clock, so
 * such a shop would pay them too.
 */
function demoLedgerShops(db: Db): Promise<string[]> {
  let shops = demoShops.get(db);
  if (!shops) {
    shops = db.ledgerEntry
      .findMany({ where: { account: "shop" }, select: { shopId: true }, distinct: ["shopId"] })
      .then((rows) => rows.map((r) => r.shopId));
    demoShops.set(db, shops);
  }
  return shops;
}

/** A seeded shop with a verified, active bank account (the seed gives every demo shop one),
 *  among the shops without demo orders. */
export async function payableShop(db: Db, index = 0) {
  const accounts = await db.shopBankAccount.findMany({
    where: { status: "verified", replacedAt: null, shopId: { notIn: await demoLedgerShops(db) } },
    orderBy: { shopId: "asc" },
  });
  const a = accounts[index];
  if (!a) throw new Error(`The demo world has no shop #${index} without ledger entries and with a verified bank account.`);
  const shop = await db.shop.findUniqueOrThrow({ where: { id: a.shopId }, include: { stores: { take: 1 } } });
  return { shopId: shop.id, storeId: shop.stores[0].id, merchantId: shop.merchantId, account: a };
}

/**
 * An order of the shop with a sale journal owing the shop `shopShare` paise (the customer paid it
 * and `commission` more). delivered: delivered at `deliveredAt` with the replacement window until
 * `replacementUntil`.
 */
export async function orderWithSale(
  db: Db,
  shop: { shopId: string; storeId: string },
  opts: { shopShare: number; commission?: number; status?: number; deliveredAt?: Date | null; replacementUntil?: Date | null; escalation?: number },
) {
  n += 1;
  const user = await db.user.findFirstOrThrow({ orderBy: { id: "asc" } });
  const commission = opts.commission ?? 0;
  const amount = opts.shopShare + commission;
  const order = await db.order.create({
    data: {
      orderNo: `PAYOUT-TEST-${process.pid}-${n}`,
      userId: user.id,
      shopId: shop.shopId,
      storeId: shop.storeId,
      status: opts.status ?? ORDER_STATUS.delivered,
      paymentType: PAYMENT_TYPE.online,
      modeName: "Online",
      deliveryType: 1,
      grossPrice: amount,
      netPrice: amount,
      onlineAmount: amount,
      amount,
      deliveredAt: opts.deliveredAt === undefined ? new Date("2026-11-01T10:00:00Z") : opts.deliveredAt,
      replacementUntil: opts.replacementUntil === undefined ? new Date("2026-11-07T10:00:00Z") : opts.replacementUntil,
      items: {
        create: {
          productId: "p",
          storeProductId: "sp",
          productName: "Test item",
          unit: "1 pc",
          image: "",
          qty: 1,
          sellingPrice: amount,
          netPrice: amount,
          escalationStatus: opts.escalation ?? 0,
        },
      },
    },
  });
  await db.ledgerJournal.create({
    data: {
      key: `sale:${order.id}`,
      kind: "sale",
      shopId: shop.shopId,
      orderId: order.id,
      entries: {
        create: [
          { shopId: shop.shopId, orderId: order.id, account: "customer", amount: -amount },
          { shopId: shop.shopId, orderId: order.id, account: "shop", amount: opts.shopShare },
          ...(commission ? [{ shopId: shop.shopId, orderId: order.id, account: "commission", amount: commission }] : []),
        ],
      },
    },
  });
  return order;
}

/** A refund of `shopPart` paise of the shop's share (a journal of kind refund). */
export async function refundOf(db: Db, order: { id: string; shopId: string }, shopPart: number) {
  n += 1;
  await db.ledgerJournal.create({
    data: {
      key: `refund:test-${process.pid}-${n}`,
      kind: "refund",
      shopId: order.shopId,
      orderId: order.id,
      entries: {
        create: [
          { shopId: order.shopId, orderId: order.id, account: "customer", amount: shopPart },
          { shopId: order.shopId, orderId: order.id, account: "shop", amount: -shopPart },
        ],
      },
    },
  });
}

export async function emulatorTransfers(db: Db): Promise<RzpTransfer[]> {
  const rows = await db.rzpEntity.findMany({ where: { entity: "transfer" } });
  return rows.map((r) => JSON.parse(r.json) as RzpTransfer);
}

/** Every journal sums to 0. */
export async function unbalancedJournals(db: Db): Promise<string[]> {
  const sums = await db.ledgerEntry.groupBy({ by: ["journalId"], _sum: { amount: true } });
  return sums.filter((s) => (s._sum.amount ?? 0) !== 0).map((s) => s.journalId);
}
