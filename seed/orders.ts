// The demo customer's orders, one in every status 1..9 plus a few more, priced exactly as
// checkout prices them, and a few product reviews by the second customer.
import type { Prisma } from "../server/src/generated/prisma/client";
import { computeBilling } from "../server/src/modules/cart/billing";
import { netUnitPrice } from "../server/src/modules/cart/allocation";
import type { ProductSeed } from "./catalogue";
import type { ShopSeed, StoreSeed } from "./shops";
import { ASHA_ID, RAHUL_ID, type AddressSeed } from "./people";
import { addDays, addMinutes, distanceKm, pad, rngFor } from "./random";
import { messageText } from "../server/src/lib/message-templates";
import { ORDER_STATUS, PAYMENT_TYPE } from "../server/src/contract/orders-constants";
import { DELIVERY_TYPE } from "../server/src/contract/cart-constants";

type Sp = Prisma.StoreProductCreateManyInput;
type Plan = { status: number; shopId: string; storeNo: number; daysAgo: number; hour: number; cod: boolean };

// hour: UTC hour of the order on that day (India is +5:30).
const PLANS: Plan[] = [
  { status: 1, shopId: "shop_001", storeNo: 1, daysAgo: 0, hour: -1, cod: false },
  { status: 2, shopId: "shop_001", storeNo: 1, daysAgo: 0, hour: -3, cod: true },
  { status: 3, shopId: "shop_001", storeNo: 2, daysAgo: 0, hour: -5, cod: false },
  { status: 4, shopId: "shop_001", storeNo: 1, daysAgo: 0, hour: -6, cod: true },
  { status: 5, shopId: "shop_001", storeNo: 1, daysAgo: 1, hour: 4, cod: false },
  { status: 6, shopId: "shop_001", storeNo: 1, daysAgo: 3, hour: 5, cod: true },
  { status: 7, shopId: "shop_001", storeNo: 1, daysAgo: 4, hour: 6, cod: false },
  { status: 8, shopId: "shop_001", storeNo: 2, daysAgo: 5, hour: 7, cod: true },
  { status: 9, shopId: "shop_001", storeNo: 1, daysAgo: 6, hour: 8, cod: false },
  { status: 6, shopId: "shop_002", storeNo: 1, daysAgo: 20, hour: 3, cod: false },
  { status: 5, shopId: "shop_001", storeNo: 2, daysAgo: 2, hour: 6, cod: true },
  { status: 1, shopId: "shop_002", storeNo: 1, daysAgo: 0, hour: -2, cod: true },
];

export type OrderInput = {
  now: Date;
  shops: ShopSeed[];
  stores: StoreSeed[];
  storeProducts: Map<string, Sp[]>; // by store id
  products: Map<string, ProductSeed>;
  home: AddressSeed;
};

export function orderRows(input: OrderInput) {
  const orders: Prisma.OrderCreateManyInput[] = [];
  const items: Prisma.OrderItemCreateManyInput[] = [];
  PLANS.forEach((plan, i) => {
    const n = i + 1;
    const id = `order_${pad(n, 3)}`;
    const rng = rngFor(id);
    const shop = input.shops.find((s) => s.id === plan.shopId)!;
    const store = input.stores.find((s) => s.id === `store_${plan.shopId.slice(5)}_${plan.storeNo}`)!;
    const offers = (input.storeProducts.get(store.id) ?? []).filter((sp) => (sp.stock ?? 0) > 0);
    const chosen = rng.sample(offers, rng.int(1, 3));
    const lines = chosen.map((sp) => ({
      sp,
      qty: rng.int(1, 3),
      product: input.products.get(sp.productId)!,
    }));
    const deliveryType = DELIVERY_TYPE.byShop;
    const bill = computeBilling({
      lines: lines.map((l) => ({
        sellingPrice: l.sp.sellingPrice,
        offerPercent: l.sp.offerPercent ?? 0,
        taxPercent: l.sp.taxPercent ?? 0,
        qty: l.qty,
      })),
      // Billed without the shop's free-delivery rule: these orders are from before it was set.
      shop: { deliveryCharge: shop.deliveryCharge ?? 0, packagingCharge: shop.packagingCharge ?? 0 },
      deliveryType,
    });
    const orderedAt = addMinutes(addDays(input.now, -plan.daysAgo), plan.hour * 60 + rng.int(0, 50));
    const t = (m: number) => addMinutes(orderedAt, m);
    const s = plan.status;
    const accepted = s >= 2 && s <= 6 ? t(8) : s === 9 ? t(8) : null;
    const delivered = s >= 5 && s <= 6 ? t(75) : null;
    const replacementDays = shop.replacementDays ?? 6;
    orders.push({
      id,
      orderNo: `GL${pad(40_210_000 + n * 137, 8)}`,
      // The door code of an open order (demo codes are derived, so the world stays the same each seed).
      deliveryCode: s <= 4 ? pad((n * 7919 + 1234) % 10_000, 4) : "",
      userId: ASHA_ID,
      shopId: shop.id,
      storeId: store.id,
      status: s,
      paymentType: plan.cod ? 2 : 1,
      modeName: plan.cod ? "COD" : "Online",
      deliveryType,
      cancelSelectedStage: shop.cancelSelectedStage ?? 2,
      grossPrice: bill.gross,
      netPrice: bill.netPrice,
      delivery: bill.delivery,
      packaging: bill.packaging,
      tax: bill.tax,
      offerType: 0,
      offerAmount: 0,
      walletAmount: 0,
      onlineAmount: plan.cod ? 0 : bill.total,
      amount: bill.total,
      street: input.home.street,
      area: input.home.area,
      zipcode: input.home.zipcode,
      landmark: input.home.landmark ?? null,
      lat: input.home.lat,
      lng: input.home.lng,
      distanceKm: Math.round(distanceKm(store, input.home) * 100) / 100,
      preferredDate: null,
      preferredSlot: null,
      notes: n === 1 ? "Please ring the bell once." : null,
      replacementUntil: delivered ? addDays(delivered, replacementDays) : null,
      orderedAt,
      acceptedAt: accepted,
      readyToShipAt: s >= 3 && s <= 6 ? t(25) : null,
      shippingAt: s >= 4 && s <= 6 ? t(40) : null,
      deliveredAt: delivered,
      verifiedAt: s === 6 ? t(180) : null,
      cancelledAt: s === 7 ? t(15) : null,
      rejectedAt: s === 8 ? t(20) : null,
      deniedAt: s === 9 ? t(120) : null,
      cancelReason:
        s === 7
          ? "Ordered by mistake"
          : s === 8
            ? "Items out of stock at the store"
            : s === 9
              ? "Cancelled by Galli support"
              : null,
      cancelMessage: s === 7 ? "Placed the order twice." : null,
      createdAt: orderedAt,
      updatedAt: t(s === 1 ? 0 : 180),
    });
    lines.forEach((l, j) =>
      items.push({
        id: `${id}_item_${j + 1}`,
        orderId: id,
        productId: l.product.id,
        storeProductId: l.sp.id!,
        productName: l.product.name,
        unit: l.product.unit,
        image: `products/${l.product.id}-1.png`,
        qty: l.qty,
        sellingPrice: l.sp.sellingPrice,
        netPrice: netUnitPrice(l.sp.sellingPrice, l.sp.offerPercent ?? 0),
        taxPercent: l.sp.taxPercent ?? 0,
        offerPercent: l.sp.offerPercent ?? 0,
        hsn: l.product.hsn,
        mfdExpType: 1,
        expDate: addDays(input.now, 60),
        verifyStatus: s === 6 ? 1 : 0,
      }),
    );
  });
  return { orders, items };
}

/** Reviews by the second customer on a few popular products. */
export function productReviewRows(now: Date, products: ProductSeed[]): Prisma.ProductReviewCreateManyInput[] {
  const picks: [string, number, string, string][] = [
    ["Aashirvaad Whole Wheat Atta", 5, "Excellent product", "Soft rotis every time. Fresh stock from the shop."],
    ["Amul Toned Milk", 4, "Good quality", "Delivered cold, well within date."],
    ["Britannia Good Day Cashew", 5, "Will buy again", "Kids love it."],
    ["Tata Sampann Toor Dal", 4, "Value for money", "Clean dal, cooks quickly."],
    ["Maggi 2-Minute Masala Noodles", 3, "Okay for the price", "Pack was slightly crushed."],
    ["Surf Excel Detergent Powder", 5, "Best in its category", "Works well even in cold water."],
  ];
  const rows: Prisma.ProductReviewCreateManyInput[] = [];
  picks.forEach(([name, rating, title, message], i) => {
    const p = products.find((x) => x.name === name);
    if (!p) return;
    rows.push({
      id: `review_${pad(i + 1, 3)}`,
      productId: p.id,
      userId: RAHUL_ID,
      orderId: null,
      rating,
      title,
      message,
      createdAt: addDays(now, -(i + 3)),
    });
  });
  return rows;
}

/** The demo customer's reviews of her old verified order (outside its replacement window). */
export function oldOrderReviewRows(
  now: Date,
  orders: Prisma.OrderCreateManyInput[],
  items: Prisma.OrderItemCreateManyInput[],
) {
  const old = orders.find((o) => o.id === "order_010")!;
  const item = items.find((i) => i.orderId === old.id)!;
  const at = addDays(old.verifiedAt as Date, 1);
  return {
    shopReviews: [
      {
        id: "shop_review_001",
        shopId: old.shopId,
        orderId: "order_010",
        userId: ASHA_ID,
        rating: 5,
        titles: JSON.stringify(["Super fast delivery", "Friendly shopkeeper"]),
        message: "Vegetables were fresh and the delivery was quick.",
        createdAt: at,
      },
    ] satisfies Prisma.ShopReviewCreateManyInput[],
    productReviews: [
      {
        id: "review_asha_001",
        productId: item.productId,
        userId: ASHA_ID,
        orderId: "order_010",
        rating: 4,
        title: "Fresh and well packed",
        message: "Good quality, as expected.",
        createdAt: at,
      },
    ] satisfies Prisma.ProductReviewCreateManyInput[],
  };
}

/**
 * The money the closing services (customer cancel, shop reject, Galli deny: orders/refunds.ts) moved
 * when the demo customer's orders closed before delivery: what was paid ahead (the Galli Cash part,
 * and the online part, which the demo customer took as Galli Cash, the cancel dialog's default and
 * the only way for a rejection or a denial) comes back to Galli Cash as a processed refund under
 * the services' key `order:<id>`, credited with the balance after it. Cash on delivery paid nothing
 * ahead, so nothing comes back. The ledger's refund journals are posted from these rows by
 * syncLedger, as after any closing; the money reconciliation checks the outcome.
 */
export function closingRefundRows(
  orders: Prisma.OrderCreateManyInput[],
  wallet: Prisma.WalletEntryCreateManyInput[],
): { refunds: Prisma.RefundCreateManyInput[]; walletEntries: Prisma.WalletEntryCreateManyInput[] } {
  const closedAt = (o: Prisma.OrderCreateManyInput) => new Date((o.cancelledAt ?? o.rejectedAt ?? o.deniedAt) as Date);
  const closed = orders
    .filter(
      (o) =>
        o.status === ORDER_STATUS.cancelled || o.status === ORDER_STATUS.rejected || o.status === ORDER_STATUS.denied,
    )
    .sort((a, b) => closedAt(a).getTime() - closedAt(b).getTime());
  const refunds: Prisma.RefundCreateManyInput[] = [];
  const walletEntries: Prisma.WalletEntryCreateManyInput[] = [];
  const balances = new Map<string, number>();
  for (const e of wallet) balances.set(e.userId, (balances.get(e.userId) ?? 0) + e.amount);
  for (const o of closed) {
    const amount = (o.walletAmount ?? 0) + (o.paymentType === PAYMENT_TYPE.online ? (o.onlineAmount ?? 0) : 0);
    if (amount <= 0) continue;
    const at = closedAt(o);
    const key = `order:${o.id}`;
    const reason =
      o.status === ORDER_STATUS.cancelled
        ? `Cancelled by the customer: ${o.cancelReason}`
        : messageText(o.status === ORDER_STATUS.rejected ? "rejectedByShop" : "deniedByGalli", {});
    const balanceAfter = (balances.get(o.userId) ?? 0) + amount;
    balances.set(o.userId, balanceAfter);
    walletEntries.push({
      id: `wallet_refund_${o.id}`,
      userId: o.userId,
      amount,
      kind: "refund",
      refId: key,
      orderId: o.id,
      balanceAfter,
      note: messageText("refundNote", { orderNo: o.orderNo }),
      createdAt: at,
    });
    refunds.push({
      id: `refund_${o.id}`,
      key,
      orderId: o.id,
      userId: o.userId,
      amount,
      destination: "wallet",
      method: "wallet",
      status: "processed",
      reason,
      expectedAt: at,
      processedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }
  return { refunds, walletEntries };
}
