// Writing allocations, and re-checking every line against current stock on each cart change:
// a line the stock still covers is re-allocated cheapest first (its quantity never changes); a
// line the stock no longer covers is kept as it is and reported (verify/stock, the view's marks).
import type { AllocationRow } from "./allocation";
import { allocate, availableUnits, sameRows } from "./allocation";
import { heldQty, productOrder, rowsOf, usableOffers, type CartState, type Tx } from "./cart-state";

/** Replaces one product's rows; the product keeps its place in the cart (its first-added time). */
export async function writeRows(
  tx: Tx,
  state: CartState,
  cartId: string,
  productId: string,
  rows: AllocationRow[],
  now: Date,
) {
  const existing = state.lines.filter((l) => l.productId === productId);
  const since =
    existing.reduce<Date | null>((min, l) => (min === null || l.createdAt < min ? l.createdAt : min), null) ?? now;
  await tx.cartLine.deleteMany({ where: { cartId, productId } });
  const data = rows
    .filter((r) => r.qty > 0)
    .map((r) => ({ cartId, productId, storeId: r.storeId, qty: r.qty, createdAt: since }));
  if (data.length > 0) await tx.cartLine.createMany({ data });
}

/** Re-allocates every line whose stock still covers it. Returns true when anything changed. */
export async function reconcile(tx: Tx, state: CartState, now: Date): Promise<boolean> {
  if (!state.cart) return false;
  let changed = false;
  for (const productId of productOrder(state.lines)) {
    const usable = usableOffers(state, productId);
    const held = heldQty(state.lines, productId);
    if (held > availableUnits(usable)) continue;
    const { rows } = allocate(held, usable);
    if (!sameRows(rows, rowsOf(state.lines, productId))) {
      await writeRows(tx, state, state.cart.id, productId, rows, now);
      changed = true;
    }
  }
  return changed;
}
