// The cart's data-access port: every read and write the cart's rules make (basket.ts,
// cart-state.ts, guards.ts, reconcile.ts, service.ts, settle.ts). Its builds sit beside it:
// cart-data-prisma.ts (inside a caller's Prisma transaction, either database), cart-data-sqlite.ts
// (prepared statements on SQLite, run synchronously) and cart-data-pg.ts (plain SQL on PostgreSQL at
// READ COMMITTED with the customer lock); lib/transact.ts picks one. The rules hold no SQL;
// cart-data.test.ts runs the same cases on every build.
import type { Cart, CartLine, Shop, Store } from "../../generated/prisma/client";
import type { MaybePromise } from "../../lib/steps";
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";
import type { Ports } from "../../lib/transact";
import { prismaCartData } from "./cart-data-prisma";
import { sqliteCartData } from "./cart-data-sqlite";
import { pgCartData } from "./cart-data-pg";

export type Tx = Db | Prisma.TransactionClient;

/** `categoryId`: the product's category (the commission rule of an order line resolves through it). */
export type ProductFacts = {
  id: string;
  name: string;
  nameHi: string | null;
  unit: string;
  categoryId: string;
  images: string[];
};
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
  freeDeliveryFrom: number;
  selfPickup: boolean;
  shopGroup: string;
  isOpen: boolean;
  privateIsOpen: boolean;
  temporarilyClosed: boolean;
  weeklyHours: string;
  holidays: string;
};

export interface CartData {
  /**
   * A hint of what the transaction reads next (PostgreSQL's build reads the customer's lock, cart,
   * the shop with its stores, and the offers and facts of these products and the cart's, in one
   * round trip, and answers the calls below from it). Builds without round trips leave it out.
   */
  prefetch?(userId: string, shopId: string, productIds: string[]): MaybePromise<void>;
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
  /**
   * The same decrement, sent with the transaction's COMMIT (PostgreSQL's build: the shelf row is then
   * locked for one message, not two round trips); a shortfall fails the transaction with `shortfall()`.
   * For the last writes of a transaction only: nothing after it may depend on the stock.
   */
  takeStockAtCommit?(storeId: string, productId: string, qty: number, shortfall: () => Error): void;
}

/** The cart's port on either driver (lib/transact.ts). */
export const cartPorts: Ports<CartData> = {
  prisma: prismaCartData,
  sqlite: (c) => sqliteCartData(c),
  pg: pgCartData,
};
