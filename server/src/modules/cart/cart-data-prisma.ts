// The cart's data port (cart-data.ts) on Prisma: PostgreSQL, and SQLite when a caller already
// holds a Prisma transaction. Its SQLite twin is cart-data-sqlite.ts.
import type { CartData, Tx } from "./cart-data";
import { lockCustomerViaPrisma } from "../../lib/customer-lock";

export function prismaCartData(tx: Tx): CartData {
  return {
    userPrefs: (userId) =>
      tx.user.findUnique({ where: { id: userId }, select: { deliveryType: true, isNewCustomer: true } }),
    shop: (shopId) => tx.shop.findUnique({ where: { id: shopId } }),
    productName: (productId) => tx.product.findUnique({ where: { id: productId }, select: { id: true, name: true } }),
    stores: (shopId) => tx.store.findMany({ where: { shopId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    offers: (productIds, storeIds) =>
      tx.storeProduct.findMany({
        where: { productId: { in: productIds }, storeId: { in: storeIds } },
        select: {
          storeId: true,
          productId: true,
          sellingPrice: true,
          offerPercent: true,
          taxPercent: true,
          stock: true,
        },
      }),
    pricingShops: (shopIds) =>
      tx.shop.findMany({
        where: { id: { in: shopIds } },
        select: {
          id: true,
          deliveryCharge: true,
          packagingCharge: true,
          freeDeliveryFrom: true,
          selfPickup: true,
          shopGroup: true,
          isOpen: true,
          privateIsOpen: true,
          temporarilyClosed: true,
          weeklyHours: true,
          holidays: true,
        },
      }),
    storesOfShops: (shopIds) =>
      tx.store.findMany({
        where: { shopId: { in: shopIds } },
        select: { id: true, shopId: true },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),
    products: async (productIds) => {
      const rows = await tx.product.findMany({
        where: { id: { in: productIds } },
        include: { images: { orderBy: { position: "asc" } } },
      });
      return rows.map((p) => ({
        id: p.id,
        name: p.name,
        nameHi: p.nameHi,
        unit: p.unit,
        categoryId: p.categoryId,
        images: p.images.map((i) => i.name),
      }));
    },
    cart: async (userId) => {
      await lockCustomerViaPrisma(tx, userId);
      const found = await tx.cart.findUnique({
        where: { userId },
        include: { lines: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
      });
      if (!found) return null;
      const { lines, ...cart } = found;
      return { cart, lines };
    },
    createCart: (data) => tx.cart.create({ data }),
    updateCart: (cartId, data) => tx.cart.update({ where: { id: cartId }, data }),
    deleteLines: (cartId, productId) =>
      tx.cartLine.deleteMany({ where: { cartId, ...(productId ? { productId } : {}) } }),
    insertLines: (lines) => tx.cartLine.createMany({ data: lines }),
    countLines: (cartId) => tx.cartLine.count({ where: { cartId } }),
    takeStock: async (storeId, productId, qty) => {
      const taken = await tx.storeProduct.updateMany({
        where: { storeId, productId, stock: { gte: qty } },
        data: { stock: { decrement: qty } },
      });
      return taken.count === 1;
    },
  };
}
