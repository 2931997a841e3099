// Reading the cart state; the session through the session feature's selectors.
import type { CartItem, CartView } from "@contract/cart";
import { storedDeliveryCoordinates } from "@/lib/storage";
import type { CartState } from "./slice";

type WithCart = { cart: CartState };

export const selectCart = (state: WithCart) => state.cart;
export const selectCartView = (state: WithCart) => state.cart.view;
/** Cart(n) in the header: units in the cart. */
export const selectCartCount = (state: WithCart) => state.cart.view?.count ?? 0;
export const selectDrag = (state: WithCart) => state.cart.drag;
export const selectCartNotice = (state: WithCart) => state.cart.notice;
export const selectCartPanel = (state: WithCart) => state.cart.panel;
/** The shop 'Cheaper elsewhere?' just moved the cart to, until its page opens. */
export const selectMovedToShopId = (state: WithCart) => state.cart.basket.moved?.shop._id ?? null;
/** A cart dialog or notice is open (the layout loads the cart's dialogs then). */
export const selectCartDialogOpen = (state: WithCart) => state.cart.panel !== null || state.cart.notice !== null;
export { selectIsGuest } from "@/features/session/selectors";

/** The cart's line of a product, when the cart holds that shop (the same product sells in many shops). */
export function selectCartItem(state: WithCart, productId: string, shopId?: string | null): CartItem | null {
  const view = state.cart.view;
  if (!view || (shopId && view._id !== shopId)) return null;
  return view.items.find((i) => i.item._id === productId) ?? null;
}

/**
 * How many stores supply the cart: checkout makes one order (one parcel) per store, so a cart
 * split over two stores becomes two orders.
 */
export function selectParcelCount(state: WithCart): number {
  return parcelCount(state.cart.view);
}

export function parcelCount(view: CartView | null): number {
  const stores = new Set<string>();
  for (const line of view?.items ?? []) for (const s of line.item.stores) if (s.qty > 0) stores.add(s.store_id);
  return stores.size;
}

/** The page says whether a delivery location is chosen; elsewhere the saved coordinates decide (0/0 is unset). */
export function selectDeliveryLocationSet(state: WithCart): boolean {
  if (state.cart.context) return state.cart.context.deliveryLocationSet;
  const saved = storedDeliveryCoordinates.get();
  return saved !== null && (saved.lat !== 0 || saved.lng !== 0);
}

/** The shop cart changes go to: the cart's own, else the page's. */
export function selectTargetShop(state: WithCart): { shopId: string; isPrivate: boolean } | null {
  const view = state.cart.view;
  if (view?._id) return { shopId: view._id, isPrivate: view.is_private };
  const ctx = state.cart.context;
  return ctx ? { shopId: ctx.shopId, isPrivate: ctx.isPrivate } : null;
}
