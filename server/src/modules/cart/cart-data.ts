// The cart's data-access port: every read and write the cart's rules make (cart-state.ts,
// reconcile.ts, service.ts, settle.ts), so the rules run unchanged over Prisma (here) or over
// prepared statements on SQLite (cart-data-sqlite.ts). See lib/steps.ts.
import type { Cart, CartLine, Shop, Store } from "../../generated/prisma/client";
import type { MaybePromise } from "../../lib/steps";
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";

export type Tx = Db | Prisma.TransactionClient;

export type ProductFacts = { id: string; name: string; unit: string; images: string[] };
export type OfferRow = {
  storeId: string;
  productId: string;
  sellingPrice: number;
  offerPercent: number;
  taxPercent: number;
  stock: number;
};
export type NewCartLine = { cartId: string; productId: string; storeId: string; qty: number; createdAt: Date };
export type CartChoice = { shopId: string | null; isPrivate: boolean; customStoreId: null };
/** What pricing a basket at a shop needs of the shop's row. */
export type PricingShop = {
  id: string;
  deliveryCharge: number;
  packagingCharge: number;
  selfPickup: boolean;
  shopGroup: string;
  isOpen: boolean;
  privateIsOpen: boolean;
};

export interface CartData {
  userPrefs(userId: string): MaybePromise<{ deliveryType: number; isNewCustomer: boolean } | null>;
  shop(shopId: string): MaybePromise<Shop | null>;
  productName(productId: string): MaybePromise<{ id: string; name: string } | null>;
  /** The shop's stores, oldest first (ties by id). */
  stores(shopId: string): MaybePromise<Store[]>;
  offers(productIds: string[], storeIds: string[]): MaybePromise<OfferRow[]>;
  /** The pricing fields of these shops (the basket optimizer prices a cart at each). */
  pricingShops(shopIds: string[]): MaybePromise<PricingShop[]>;
  /** The stores of these shops, oldest first (ties by id): 'Store 1' of each is its oldest. */
  storesOfShops(shopIds: string[]): MaybePromise<{ id: string; shopId: string }[]>;
  /** Products with their image names by position. */
  products(productIds: string[]): MaybePromise<ProductFacts[]>;
  /** The customer's cart and its lines, oldest first (ties by id). */
  cart(userId: string): MaybePromise<{ cart: Cart; lines: CartLine[] } | null>;
  createCart(data: { userId: string; shopId: string; isPrivate: boolean }): MaybePromise<Cart>;
  updateCart(cartId: string, data: CartChoice): MaybePromise<Cart>;
  /** Deletes the cart's lines, or only those of one product. */
  deleteLines(cartId: string, productId?: string): MaybePromise<unknown>;
  insertLines(lines: NewCartLine[]): MaybePromise<unknown>;
  countLines(cartId: string): MaybePromise<number>;
  /** Takes `qty` units off a store's shelf when it holds them (never below zero); false when it does not. */
  takeStock(storeId: string, productId: string, qty: number): MaybePromise<boolean>;
}

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
          selfPickup: true,
          shopGroup: true,
          isOpen: true,
          privateIsOpen: true,
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
      return rows.map((p) => ({ id: p.id, name: p.name, unit: p.unit, images: p.images.map((i) => i.name) }));
    },
    cart: async (userId) => {
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
