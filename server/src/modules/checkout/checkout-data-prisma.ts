// The checkout's data port (checkout-data.ts) on Prisma: PostgreSQL, and SQLite inside a caller's
// Prisma transaction. Its SQLite twin is checkout-data-sqlite.ts.
import type { Prisma } from "../../generated/prisma/client";
import { prismaOutboxData } from "../../lib/webhook-outbox-data-prisma";
import { prismaWalletData } from "../../lib/wallet-data-prisma";
import { prismaCartData, type Tx } from "../cart/public";
import { DELIVERY_TYPE } from "../../contract/cart";
import { FREED_STATUSES } from "../slots/public";
import type { PlaceData, PricingData, PromoData } from "./checkout-data";

export function prismaPromoData(tx: Tx): PromoData {
  return {
    promoById: (id) => tx.promo.findUnique({ where: { id } }),
    promoByCode: (code) => tx.promo.findUnique({ where: { code } }),
    redemptions: (promoId, { since, userId }) =>
      tx.promoRedemption.count({
        where: { promoId, ...(since ? { createdAt: { gte: since } } : {}), ...(userId ? { userId } : {}) },
      }),
    grantedUses: async (promoId, userId) =>
      (await tx.promoGrant.findUnique({ where: { promoId_userId: { promoId, userId } }, select: { uses: true } }))
        ?.uses ?? null,
    // A scratch card's code belongs to its winner once the card is scratched.
    scratchedCards: (userId, code) =>
      tx.scratchCard.count({ where: { userId, promoCode: code, activatedAt: { not: null } } }),
    createRedemption: (data) => tx.promoRedemption.create({ data }),
  };
}

/** What pricing reads, through Prisma. */
export function prismaPricingData(tx: Tx): PricingData {
  return { ...prismaCartData(tx), ...prismaWalletData(tx), ...prismaPromoData(tx) };
}

export function prismaPlaceData(tx: Prisma.TransactionClient): PlaceData {
  return {
    ...prismaCartData(tx),
    ...prismaWalletData(tx),
    ...prismaPromoData(tx),
    ...prismaOutboxData(tx),
    createCheckout: (data) => tx.checkout.create({ data, select: { id: true } }),
    moveCheckout: async (id, from, to) =>
      (await tx.checkout.updateMany({ where: { id, status: from }, data: { status: to } })).count === 1,
    storeProductIds: (storeIds, productIds) =>
      tx.storeProduct.findMany({
        where: { storeId: { in: storeIds }, productId: { in: productIds } },
        select: { id: true, storeId: true, productId: true },
      }),
    createOrder: async (data, items) => {
      // Each line's HSN code (its tax invoice line) as its product has it when the order is placed.
      const products = await tx.product.findMany({
        where: { id: { in: items.map((i) => i.productId) } },
        select: { id: true, hsn: true },
      });
      const hsn = new Map(products.map((p) => [p.id, p.hsn]));
      return tx.order.create({
        data: { ...data, items: { create: items.map((item) => ({ ...item, hsn: hsn.get(item.productId) ?? null })) } },
        select: { id: true, orderNo: true, status: true },
      });
    },
    markNotNewCustomer: (userId) => tx.user.update({ where: { id: userId }, data: { isNewCustomer: false } }),
    slotRules: async (storeId, date, slot) => {
      const [store, day] = await Promise.all([
        tx.store.findUnique({ where: { id: storeId }, select: { slotRules: true } }),
        tx.slotDay.findUnique({ where: { storeId_date_slot: { storeId, date, slot } }, select: { closed: true } }),
      ]);
      return { rules: store?.slotRules ?? "", closed: day?.closed ?? false };
    },
    // A write to the slot's row: at SERIALIZABLE two racing placements cannot both commit.
    slotBooked: async (storeId, date, slot) => {
      await tx.slotDay.upsert({
        where: { storeId_date_slot: { storeId, date, slot } },
        create: { storeId, date, slot },
        update: { updatedAt: new Date() },
      });
      return tx.order.count({
        where: { storeId, preferredDate: date, preferredSlot: slot, status: { notIn: [...FREED_STATUSES] } },
      });
    },
    // The shop's hour: at SERIALIZABLE two placements that both read the hour's orders and both add
    // one cannot both commit (no write to the Shop row: it would move the shop's read versions).
    hourlyFull: async (shopId, since, cap) => {
      const row = await tx.order.findFirst({
        where: {
          shopId,
          orderedAt: { gt: since },
          preferredSlot: null,
          deliveryType: DELIVERY_TYPE.byShop,
          status: { notIn: [...FREED_STATUSES] },
        },
        orderBy: { orderedAt: "desc" },
        skip: cap - 1,
        select: { orderedAt: true },
      });
      return row?.orderedAt ?? null;
    },
  };
}
