// A small money world for the statements' tests: a merchant with one shop, an online order with two
// lines (one refunded after delivery), a cash-on-delivery order delivered just after midnight India
// time, the ledger posted from those facts, and a payout of everything. A second merchant with a
// shop and a payout of its own, never to be seen by the first.
import type { Db } from "../../lib/db";
import { createCustomer } from "../../testing/accounts";
import { postPayout, settleEntries, syncLedger } from "../ledger/public";
import { LEDGER_ACCOUNT } from "../../contract/ledger-constants";
import { createMerchant } from "../shop-console/test-helpers";

let serial = 0;

async function shopOf(db: Db, merchantId: string, name: string) {
  serial += 1;
  const shop = await db.shop.create({
    data: {
      merchantId,
      displayName: name,
      kind: "Grocery",
      shopGroup: "public",
      image: "shops/x.png",
      street: "12 MG Road",
      city: "Bengaluru",
      mobilePrimary: "9800000000",
    },
  });
  const store = await db.store.create({
    data: {
      shopId: shop.id,
      storeKey: `STATEMENT-STORE-${process.pid}-${serial}`,
      name: `${name} MG Road`,
      street: "12 MG Road",
      area: "Ashok Nagar",
      city: "Bengaluru",
      state: "Karnataka",
      zipcode: "560001",
      lng: 77.6,
      lat: 12.97,
    },
  });
  return { shopId: shop.id, storeId: store.id };
}

type Line = { qty: number; price: number; taxPercent: number; commission: number };
async function order(
  db: Db,
  at: { shopId: string; storeId: string; userId: string },
  o: { no: string; payment: 1 | 2; lines: Line[]; orderedAt: Date; deliveredAt: Date },
) {
  const amount = o.lines.reduce((s, l) => s + l.qty * l.price + Math.round((l.qty * l.price * l.taxPercent) / 100), 0);
  const value = o.lines.reduce((s, l) => s + l.qty * l.price, 0);
  return db.order.create({
    data: {
      orderNo: o.no,
      userId: at.userId,
      shopId: at.shopId,
      storeId: at.storeId,
      status: 5,
      paymentType: o.payment,
      modeName: o.payment === 1 ? "Online" : "COD",
      deliveryType: 1,
      grossPrice: value,
      netPrice: value,
      tax: amount - value,
      amount,
      onlineAmount: o.payment === 1 ? amount : 0,
      orderedAt: o.orderedAt,
      acceptedAt: o.orderedAt,
      deliveredAt: o.deliveredAt,
      replacementUntil: new Date(o.deliveredAt.getTime() + 6 * 86_400_000),
      items: {
        create: o.lines.map((l, i) => ({
          productId: `product-${i}`,
          storeProductId: `store-product-${i}`,
          productName: `Product ${i + 1}`,
          unit: "1 kg",
          image: "products/x.png",
          qty: l.qty,
          sellingPrice: l.price,
          netPrice: l.price,
          taxPercent: l.taxPercent,
          commission: l.commission,
          commissionBps: 1000,
        })),
      },
    },
    include: { items: { orderBy: { productId: "asc" } } },
  });
}

/** Pays out the shop's unsettled shop entries as one processed payout, as the payout job would. */
export async function payOut(db: Db, shopId: string, at: Date, transferId: string) {
  const bank = await db.shopBankAccount.create({
    data: {
      shopId,
      holderName: "Statement Test",
      accountLast4: "1234",
      accountNumberHash: `hash-${shopId}-${transferId}`,
      ifsc: "HDFC0000001",
      bankName: "HDFC Bank",
      status: "verified",
      verifiedAt: at,
      activeFrom: at,
    },
  });
  const open = await db.ledgerEntry.findMany({
    where: { shopId, account: LEDGER_ACCOUNT.shop, settledPayoutId: null },
    select: { id: true, amount: true },
  });
  const amount = open.reduce((s, e) => s + e.amount, 0);
  const payout = await db.payout.create({
    data: {
      key: `payout:${shopId}:${at.toISOString()}`,
      shopId,
      bankAccountId: bank.id,
      amount,
      entryCount: open.length,
      cutoffAt: at,
      status: "processed",
      transferId,
      createdAt: at,
      processedAt: at,
    },
  });
  await settleEntries(
    db,
    shopId,
    payout.id,
    open.map((e) => e.id),
  );
  await postPayout(db, { id: payout.id, shopId, amount, at });
  return payout;
}

export async function statementWorld(db: Db) {
  const merchantId = await createMerchant(db, "Statement Stores");
  const main = await shopOf(db, merchantId, "Statement Fresh Mart");
  const customer = await createCustomer(db);
  const at = { ...main, userId: customer.id };
  // Online: 2 x ₹100 at 5% GST and 1 x ₹50 at 12% (₹266 paid), delivered the next day.
  const online = await order(db, at, {
    no: "ST0000001",
    payment: 1,
    lines: [
      { qty: 2, price: 10_000, taxPercent: 5, commission: 1_000 },
      { qty: 1, price: 5_000, taxPercent: 12, commission: 500 },
    ],
    orderedAt: new Date("2026-11-10T06:00:00Z"),
    deliveredAt: new Date("2026-11-11T06:00:00Z"),
  });
  // Cash on delivery: 3 x ₹40, no GST, delivered at 01:30 India time on the 13th (20:00 UTC on the 12th).
  const cod = await order(db, at, {
    no: "ST0000002",
    payment: 2,
    lines: [{ qty: 3, price: 4_000, taxPercent: 0, commission: 600 }],
    orderedAt: new Date("2026-11-12T10:00:00Z"),
    deliveredAt: new Date("2026-11-12T20:00:00Z"),
  });
  // The ₹50 line (₹56 with GST) refunded after delivery.
  const refundedLine = online.items[1];
  await db.refund.create({
    data: {
      key: `statement-test:${refundedLine.id}`,
      orderId: online.id,
      orderItemId: refundedLine.id,
      userId: customer.id,
      amount: 5_600,
      destination: "wallet",
      status: "processed",
      createdAt: new Date("2026-11-20T10:00:00Z"),
      processedAt: new Date("2026-11-20T10:00:00Z"),
    },
  });
  await syncLedger(db, { orderIds: [online.id, cod.id] });
  const payout = await payOut(db, main.shopId, new Date("2026-11-25T05:00:00Z"), "trf_statement_0001");

  const otherMerchantId = await createMerchant(db, "Rival Statements");
  const rival = await shopOf(db, otherMerchantId, "Rival Mart");
  const rivalOrder = await order(
    db,
    { ...rival, userId: customer.id },
    {
      no: "ST0000003",
      payment: 1,
      lines: [{ qty: 1, price: 20_000, taxPercent: 0, commission: 2_000 }],
      orderedAt: new Date("2026-11-10T06:00:00Z"),
      deliveredAt: new Date("2026-11-11T06:00:00Z"),
    },
  );
  await syncLedger(db, { orderIds: [rivalOrder.id] });
  const rivalPayout = await payOut(db, rival.shopId, new Date("2026-11-25T05:00:00Z"), "trf_rival_0001");

  return { merchantId, shopId: main.shopId, online, cod, payout, otherMerchantId, rival, rivalPayout };
}
