// A small world for the orders API tests, built through the database (independent of the seed):
// one shop with one store and three products in stock, customers and orders made on demand in any
// status, online orders with their Checkout and captured Payment.
import sharp from "sharp";
import type { Db } from "../../lib/db";

export const OW = {
  merchant: "om-1",
  shop: "oshop-1",
  store: "ostore-1",
  atta: "oprod-atta",
  rice: "oprod-rice",
  ghee: "oprod-ghee",
  spAtta: "osp-atta",
  spRice: "osp-rice",
  spGhee: "osp-ghee",
  location: { lng: 77.6245, lat: 12.9352 },
} as const;

export const DAY = 24 * 3600 * 1000;

export async function buildOrdersWorld(db: Db) {
  await db.merchant.create({ data: { id: OW.merchant, name: "Order Test Merchant", email: "om@test.in" } });
  await db.category.create({ data: { id: "ocat-1", name: "Staples", path: "Orders > Staples", depth: 1 } });
  await db.shop.create({
    data: {
      id: OW.shop,
      merchantId: OW.merchant,
      displayName: "Sharma Kirana",
      kind: "Grocery",
      shopGroup: "public",
      image: "shops/sharma.png",
      street: "12 MG Road",
      city: "Bengaluru",
      mobilePrimary: "9876500001",
      mobileSecondary: "9876500002",
      email: "sharma@kirana.in",
      cancelSelectedStage: 2,
      replacementDays: 6,
      ratingAvg: 4,
      ratingCount: 1,
    },
  });
  await db.store.create({
    data: {
      id: OW.store,
      shopId: OW.shop,
      storeKey: "okey-1",
      name: "Koramangala",
      street: "80 Feet Road",
      area: "Koramangala",
      city: "Bengaluru",
      state: "Karnataka",
      zipcode: "560034",
      ...OW.location,
    },
  });
  const products: [string, string, string, number, number][] = [
    [OW.atta, OW.spAtta, "Aashirvaad Atta", 30000, 20],
    [OW.rice, OW.spRice, "India Gate Basmati", 45000, 8],
    [OW.ghee, OW.spGhee, "Amul Ghee", 60000, 5],
  ];
  for (const [productId, spId, name, price, stock] of products) {
    await db.product.create({
      data: { id: productId, name, brand: name.split(" ")[0], unit: "1 kg", categoryId: "ocat-1", mrp: price },
    });
    await db.storeProduct.create({
      data: { id: spId, storeId: OW.store, productId, productCode: `code-${productId}`, sellingPrice: price, stock },
    });
  }
}

let users = 0;
export async function makeCustomer(db: Db) {
  users += 1;
  return db.user.create({
    data: { firstName: "Asha", lastName: `Tester${users}`, mobile: `97${String(users).padStart(8, "0")}` },
  });
}

export type OrderLine = { productId: string; storeProductId: string; qty: number; unitPrice: number; name?: string };

export const lines = {
  atta: (qty = 2): OrderLine => ({
    productId: OW.atta,
    storeProductId: OW.spAtta,
    qty,
    unitPrice: 30000,
    name: "Aashirvaad Atta",
  }),
  rice: (qty = 1): OrderLine => ({
    productId: OW.rice,
    storeProductId: OW.spRice,
    qty,
    unitPrice: 45000,
    name: "India Gate Basmati",
  }),
};

let orders = 0;

export type OrderOptions = {
  status?: number;
  paymentType?: 1 | 2;
  items?: OrderLine[];
  walletAmount?: number;
  /** Paise paid online; by default the whole amount less the wallet part for online orders. */
  onlineAmount?: number;
  providerPaymentId?: string;
  cancelSelectedStage?: number;
  orderedAt?: Date;
  deliveredAt?: Date;
  replacementUntil?: Date | null;
  verifyStatuses?: number[];
  lastBuzzAt?: Date;
};

/** An order as checkout would have written it (stock already taken), in the given status. */
export async function makeOrder(db: Db, userId: string, o: OrderOptions = {}) {
  orders += 1;
  const items = o.items ?? [lines.atta(), lines.rice()];
  const itemTotal = items.reduce((s, l) => s + l.qty * l.unitPrice, 0);
  const delivery = 4000;
  const amount = itemTotal + delivery;
  const paymentType = o.paymentType ?? 2;
  const walletAmount = o.walletAmount ?? 0;
  const onlineAmount = paymentType === 1 ? (o.onlineAmount ?? amount - walletAmount) : 0;
  const status = o.status ?? 1;
  const now = Date.now();
  const deliveredAt = status >= 5 && status <= 6 ? (o.deliveredAt ?? new Date(now - DAY)) : null;

  let checkoutId: string | null = null;
  if (paymentType === 1) {
    const checkout = await db.checkout.create({
      data: {
        userId,
        shopId: OW.shop,
        status: "placed",
        amount: onlineAmount,
        walletAmount,
        useWallet: walletAmount > 0,
        billingJson: "{}",
        rzpPaymentId: onlineAmount > 0 ? (o.providerPaymentId ?? `pay_test_${orders}_${now}`) : null,
      },
    });
    checkoutId = checkout.id;
    if (onlineAmount > 0) {
      await db.payment.create({
        data: {
          checkoutId,
          provider: "razorpay",
          providerId: checkout.rzpPaymentId,
          method: "upi",
          amount: onlineAmount,
          status: "captured",
        },
      });
    }
  }
  return db.order.create({
    data: {
      orderNo: `GL${String(orders).padStart(6, "0")}${now % 100000}`,
      userId,
      shopId: OW.shop,
      storeId: OW.store,
      checkoutId,
      status,
      paymentType,
      modeName: paymentType === 1 ? "Online" : "COD",
      deliveryType: 1,
      cancelSelectedStage: o.cancelSelectedStage ?? 2,
      grossPrice: itemTotal,
      netPrice: itemTotal,
      delivery,
      amount,
      walletAmount,
      onlineAmount,
      street: "4th Cross, 5th Block",
      area: "Koramangala",
      zipcode: "560095",
      distanceKm: 1.234,
      orderedAt: o.orderedAt ?? new Date(now - 2 * DAY),
      acceptedAt: status >= 2 && status <= 6 ? new Date(now - 2 * DAY + 60_000) : null,
      deliveredAt,
      replacementUntil:
        o.replacementUntil === undefined
          ? deliveredAt
            ? new Date(deliveredAt.getTime() + 6 * DAY)
            : null
          : o.replacementUntil,
      verifiedAt: status === 6 ? new Date(now - DAY / 2) : null,
      cancelledAt: status === 7 ? new Date(now - DAY) : null,
      lastBuzzAt: o.lastBuzzAt ?? null,
      items: {
        create: items.map((l, i) => ({
          productId: l.productId,
          storeProductId: l.storeProductId,
          productName: l.name ?? "Product",
          unit: "1 kg",
          image: `products/${l.productId}.png`,
          qty: l.qty,
          sellingPrice: l.unitPrice,
          netPrice: l.unitPrice,
          verifyStatus: o.verifyStatuses?.[i] ?? (status === 6 ? 1 : 0),
        })),
      },
    },
    include: { items: { orderBy: { id: "asc" } } },
  });
}

export const stockOf = async (db: Db, storeProductId: string) =>
  (await db.storeProduct.findUniqueOrThrow({ where: { id: storeProductId } })).stock;

export const walletOf = async (db: Db, userId: string) =>
  (await db.walletEntry.aggregate({ where: { userId }, _sum: { amount: true } }))._sum.amount ?? 0;

export const pngBytes = (color = "#d33") =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();

export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
