// Reads everything a cart decision needs in one place: the cart, its shop and stores, the lines,
// every store offer of the products involved and the product facts the views show.
import type { Cart, CartLine, Prisma, Shop, Store } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import type { AllocationRow, StoreOffer } from "./allocation";

export type Tx = Db | Prisma.TransactionClient;

export type ShopStore = Store & { storeNo: number };
export type ProductFacts = { id: string; name: string; unit: string; images: string[] };

export type CartState = {
  userId: string;
  cart: Cart | null;
  /** The shop the cart belongs to (null when the cart is empty). */
  shop: Shop | null;
  stores: ShopStore[];
  lines: CartLine[];
  /** Offers of the shop's stores, per product, for every product in the cart. */
  offers: Map<string, StoreOffer[]>;
  products: Map<string, ProductFacts>;
};

/** The shop's stores in a stable order: 'Store 1' is the oldest. */
export async function loadShopStores(tx: Tx, shopId: string): Promise<ShopStore[]> {
  const stores = await tx.store.findMany({ where: { shopId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return stores.map((s, i) => ({ ...s, storeNo: i + 1 }));
}

/** Every offer of these products among the given stores, as StoreOffer lists keyed by product. */
export async function loadOffers(
  tx: Tx,
  stores: ShopStore[],
  productIds: string[],
): Promise<Map<string, StoreOffer[]>> {
  const out = new Map<string, StoreOffer[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0 || stores.length === 0) return out;
  const storeNo = new Map(stores.map((s) => [s.id, s.storeNo]));
  const rows = await tx.storeProduct.findMany({
    where: { productId: { in: productIds }, storeId: { in: stores.map((s) => s.id) } },
  });
  for (const r of rows) {
    out.get(r.productId)?.push({
      storeId: r.storeId,
      storeNo: storeNo.get(r.storeId) ?? 0,
      sellingPrice: r.sellingPrice,
      offerPercent: r.offerPercent,
      taxPercent: r.taxPercent,
      stock: r.stock,
    });
  }
  for (const list of out.values()) list.sort((a, b) => a.storeNo - b.storeNo);
  return out;
}

export async function loadProducts(tx: Tx, productIds: string[]): Promise<Map<string, ProductFacts>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx.product.findMany({
    where: { id: { in: productIds } },
    include: { images: { orderBy: { position: "asc" } } },
  });
  return new Map(
    rows.map((p) => [p.id, { id: p.id, name: p.name, unit: p.unit, images: p.images.map((i) => i.name) }]),
  );
}

/** The customer's cart with everything around it. `extraProductIds` loads offers for products about to be added. */
export async function loadCartState(tx: Tx, userId: string, extraProductIds: string[] = []): Promise<CartState> {
  const cart = await tx.cart.findUnique({
    where: { userId },
    include: { lines: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  const lines = cart?.lines ?? [];
  const shopId = lines.length > 0 ? (cart?.shopId ?? null) : null;
  const shop = shopId ? await tx.shop.findUnique({ where: { id: shopId } }) : null;
  const stores = shop ? await loadShopStores(tx, shop.id) : [];
  const productIds = [...new Set([...lines.map((l) => l.productId), ...extraProductIds])];
  const [offers, products] = await Promise.all([loadOffers(tx, stores, productIds), loadProducts(tx, productIds)]);
  const { lines: _omit, ...cartRow } = cart ?? { lines: [] };
  return { userId, cart: cart ? (cartRow as Cart) : null, shop, stores, lines, offers, products };
}

/** Products in the order they were first added. */
export function productOrder(lines: readonly CartLine[]): string[] {
  return [...new Set(lines.map((l) => l.productId))];
}

export function rowsOf(lines: readonly CartLine[], productId: string): AllocationRow[] {
  return lines.filter((l) => l.productId === productId).map((l) => ({ storeId: l.storeId, qty: l.qty }));
}

export const heldQty = (lines: readonly CartLine[], productId: string): number =>
  lines.filter((l) => l.productId === productId).reduce((s, l) => s + l.qty, 0);

/** The offers allocation may use: every store, or only the store chosen in Customize Order. */
export function usableOffers(state: Pick<CartState, "cart" | "offers">, productId: string): StoreOffer[] {
  const all = state.offers.get(productId) ?? [];
  const pinned = state.cart?.customStoreId ?? null;
  return pinned ? all.filter((o) => o.storeId === pinned) : all;
}

/** A private shop is open when either of its flags is set (spec part 1 section 4); others follow is_open. */
export const isShopOpen = (shop: Pick<Shop, "shopGroup" | "isOpen" | "privateIsOpen">): boolean =>
  shop.shopGroup === "private" ? shop.isOpen || shop.privateIsOpen : shop.isOpen;
