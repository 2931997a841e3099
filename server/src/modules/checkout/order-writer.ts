// Placing the orders of a priced checkout, inside the caller's transaction: take the stock (a
// conditional decrement that never goes below zero; any shortfall fails the whole transaction),
// redeem the promo, debit Galli Cash, create one order per store, clear the cart and mark the
// customer as no longer new. Everything here commits together or not at all.
import crypto from "node:crypto";
import type { Prisma } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { distanceMeters } from "../../lib/geo";
import { debit } from "../../lib/wallet";
import { enqueueWebhookEvent } from "../../lib/webhook-outbox";
import { netUnitPrice } from "../cart/allocation";
import { billingLines } from "../cart/view";
import type { Priced } from "./pricing";
import { splitByStore, type StoreShare } from "./split";

export type DeliveryDetails = {
  street: string;
  area: string;
  zipcode: string;
  landmark: string | null;
  lng: number;
  lat: number;
  preferredDate: string | null;
  preferredSlot: string | null;
  notes: string | null;
  image: string | null;
};

export type WriteInput = {
  userId: string;
  checkoutId: string;
  priced: Priced;
  paymentType: 1 | 2;
  modeName: string;
  /** Paise paid online for the whole checkout. */
  onlineAmount: number;
  delivery: DeliveryDetails;
  now: Date;
};

export type WrittenOrder = { id: string; orderNo: string; storeId: string; share: StoreShare };

const ORDER_NO_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "GL" + yymmdd (India date) + 6 random characters, e.g. GL261121K7Q2MX. */
export function newOrderNo(now: Date): string {
  const ist = new Date(now.getTime() + 330 * 60_000).toISOString();
  const date = ist.slice(2, 4) + ist.slice(5, 7) + ist.slice(8, 10);
  let tail = "";
  for (const b of crypto.randomBytes(6)) tail += ORDER_NO_CHARS[b % ORDER_NO_CHARS.length];
  return `GL${date}${tail}`;
}

async function takeStock(tx: Prisma.TransactionClient, p: Priced) {
  for (const [productId, rows] of p.rows) {
    for (const r of rows) {
      const taken = await tx.storeProduct.updateMany({
        where: { storeId: r.storeId, productId, stock: { gte: r.qty } },
        data: { stock: { decrement: r.qty } },
      });
      if (taken.count !== 1) {
        const name = p.state.products.get(productId)?.name ?? "A product";
        throw new AppError("OUT_OF_STOCK", 409, `${name} is no longer in stock in the quantity you chose.`);
      }
    }
  }
}

export async function writeOrders(tx: Prisma.TransactionClient, w: WriteInput): Promise<WrittenOrder[]> {
  const { priced: p } = w;
  const shop = p.state.shop;
  await takeStock(tx, p);

  if (p.promo) {
    await tx.promoRedemption.create({
      data: { promoId: p.promo.promo.id, userId: w.userId, checkoutId: w.checkoutId, amount: p.billing.offerAmount },
    });
  }
  if (p.walletAmount > 0) {
    await debit(tx, {
      userId: w.userId,
      amount: p.walletAmount,
      kind: "order",
      refId: w.checkoutId,
      note: `Order payment (${shop.displayName})`,
    });
  }

  // Stores in the shop's order ('Store 1' first), each with its own lines.
  const storeIds = p.state.stores
    .map((s) => s.id)
    .filter((id) => [...p.rows.values()].some((rows) => rows.some((r) => r.storeId === id)));
  const perStore = storeIds.map((storeId) => ({
    storeId,
    rows: new Map(
      [...p.rows]
        .map(([pid, rows]) => [pid, rows.filter((r) => r.storeId === storeId)] as const)
        .filter(([, rows]) => rows.length > 0),
    ),
  }));
  const shares = splitByStore(
    perStore.map((s) => ({ storeId: s.storeId, lines: billingLines(p.state, s.rows) })),
    { packaging: p.billing.packaging, delivery: p.billing.delivery },
    p.deliveryType,
    { offerType: p.billing.offerType, amount: p.billing.offerAmount },
    w.onlineAmount,
    p.walletAmount,
  );

  const storeProducts = await tx.storeProduct.findMany({
    where: { storeId: { in: storeIds }, productId: { in: [...p.rows.keys()] } },
    select: { id: true, storeId: true, productId: true },
  });
  const spId = (storeId: string, productId: string) =>
    storeProducts.find((s) => s.storeId === storeId && s.productId === productId)?.id ?? "";

  const written: WrittenOrder[] = [];
  for (const [i, s] of perStore.entries()) {
    const share = shares[i];
    const store = p.state.stores.find((x) => x.id === s.storeId)!;
    const items: Prisma.OrderItemCreateWithoutOrderInput[] = [];
    for (const [productId, rows] of s.rows) {
      const offer = p.state.offers.get(productId)?.find((o) => o.storeId === s.storeId);
      const facts = p.state.products.get(productId);
      if (!offer || !facts) continue;
      for (const r of rows) {
        items.push({
          productId,
          storeProductId: spId(s.storeId, productId),
          productName: facts.name,
          unit: facts.unit,
          image: facts.images[0] ?? "",
          qty: r.qty,
          sellingPrice: offer.sellingPrice,
          netPrice: netUnitPrice(offer.sellingPrice, offer.offerPercent),
          taxPercent: offer.taxPercent,
          offerPercent: offer.offerPercent,
        });
      }
    }
    const d = w.delivery;
    const order = await tx.order.create({
      data: {
        orderNo: newOrderNo(w.now),
        userId: w.userId,
        shopId: shop.id,
        storeId: s.storeId,
        checkoutId: w.checkoutId,
        status: 1,
        paymentType: w.paymentType,
        modeName: w.modeName,
        deliveryType: p.deliveryType,
        cancelSelectedStage: shop.cancelSelectedStage,
        grossPrice: share.gross,
        netPrice: share.netPrice,
        delivery: share.delivery,
        packaging: share.packaging,
        tax: share.tax,
        offerType: p.billing.offerType,
        offerAmount: share.offerAmount,
        walletAmount: share.walletAmount,
        onlineAmount: share.onlineAmount,
        amount: share.amount,
        promoId: p.promo?.promo.id ?? null,
        street: d.street,
        area: d.area,
        zipcode: d.zipcode,
        landmark: d.landmark,
        lng: d.lng,
        lat: d.lat,
        distanceKm: p.deliveryType === 1 ? Math.round(distanceMeters(store, { lat: d.lat, lng: d.lng }) / 10) / 100 : 0,
        preferredDate: d.preferredDate,
        preferredSlot: d.preferredSlot,
        notes: d.notes,
        image: d.image,
        orderedAt: w.now,
        items: { create: items },
      },
    });
    await enqueueWebhookEvent(tx, {
      storeId: s.storeId,
      type: "order.created",
      data: { order_id: order.id, order_number: order.orderNo, status: order.status },
      now: w.now,
    });
    written.push({ id: order.id, orderNo: order.orderNo, storeId: s.storeId, share });
  }

  if (p.state.cart) {
    await tx.cartLine.deleteMany({ where: { cartId: p.state.cart.id } });
    await tx.cart.update({
      where: { id: p.state.cart.id },
      data: { shopId: null, isPrivate: false, customStoreId: null },
    });
  }
  await tx.user.update({ where: { id: w.userId }, data: { isNewCustomer: false } });
  return written;
}
