// The named refusals of the cart: each leaves the cart as it was (they run before any write).
import type { Shop } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { runAsync, step, type Steps } from "../../lib/steps";
import type { StoreOffer } from "./allocation";
import { type CartData } from "./cart-data";
import { prismaCartData } from "./cart-data-prisma";
import { isShopOpen, type CartState, type Tx } from "./cart-state";

export const groupConflict = () => new AppError(ERROR_CODE.CART_GROUP_CONFLICT);

export function* requireShopSteps(d: CartData, shopId: string): Steps<Shop> {
  const shop = yield* step(() => d.shop(shopId));
  if (!shop) throw new AppError(ERROR_CODE.SHOP_NOT_FOUND, "Shop not found.");
  return shop;
}

export const requireShop = (tx: Tx, shopId: string): Promise<Shop> =>
  runAsync(requireShopSteps(prismaCartData(tx), shopId));

/** The payload's is_private must describe the shop it names. */
export function requirePrivateFlag(shop: Shop, isPrivate: boolean) {
  if ((shop.shopGroup === "private") !== isPrivate) {
    throw new AppError(
      ERROR_CODE.PRIVATE_FLAG_MISMATCH,
      isPrivate ? "This is not a private shop." : "This is a private shop: send is_private true.",
    );
  }
}

/** New carts and orders need a live shop (not onboarding or suspended) that is open now. */
export function requireOpen(shop: Shop) {
  if (shop.status !== "live") throw new AppError(ERROR_CODE.SHOP_NOT_LIVE);
  if (!isShopOpen(shop)) throw new AppError(ERROR_CODE.SHOP_CLOSED);
}

export function* requireProductSteps(d: CartData, productId: string): Steps<{ id: string; name: string }> {
  const product = yield* step(() => d.productName(productId));
  if (!product) throw new AppError(ERROR_CODE.PRODUCT_NOT_FOUND, "Product not found.");
  return product;
}

/** The customer's saved Delivery Mode (the customer must exist). */
export function* preferredDeliveryTypeSteps(d: CartData, userId: string): Steps<number> {
  const user = yield* step(() => d.userPrefs(userId));
  if (!user) throw new AppError(ERROR_CODE.USER_NOT_FOUND);
  return user.deliveryType;
}

export function requireSoldHere(offers: StoreOffer[]) {
  if (offers.length === 0) throw new AppError(ERROR_CODE.PRODUCT_NOT_IN_SHOP);
}

/** Every store the client names must be one of the shop's stores selling the product. */
export function requireKnownStores(stores: { store_id: string }[], offers: StoreOffer[]) {
  const selling = new Set(offers.map((o) => o.storeId));
  const unknown = stores.find((s) => !selling.has(s.store_id));
  if (unknown)
    throw new AppError(ERROR_CODE.STORE_PRODUCT_NOT_FOUND, "This store does not sell this product.", {
      store_id: unknown.store_id,
    });
}

/** Calls about "the cart of shop X" need a non-empty cart of that shop. */
export function requireCartFor(state: CartState, shopId: string): asserts state is CartState & { shop: Shop } {
  if (!state.shop || state.lines.length === 0) throw new AppError(ERROR_CODE.CART_EMPTY);
  if (state.shop.id !== shopId) throw new AppError(ERROR_CODE.CART_OTHER_SHOP);
}

export function outOfStock(name: string, available: number, pinned: boolean): AppError {
  const where = pinned ? " at the store you chose" : "";
  const message =
    available === 0
      ? `${name} is out of stock${where}.`
      : `Only ${available} of ${name} ${available === 1 ? "is" : "are"} in stock${where}.`;
  return new AppError(ERROR_CODE.OUT_OF_STOCK, message, { available });
}
