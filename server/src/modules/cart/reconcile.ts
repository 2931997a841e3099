// Writing allocations, and re-checking every line against current stock on each cart change:
// a line the stock still covers is re-allocated cheapest first (its quantity never changes); a
// line the stock no longer covers is kept as it is and reported (verify/stock, the view's marks).
import { runAsync, step, type Steps } from "../../lib/steps";
import type { AllocationRow } from "./allocation";
import { allocate, availableUnits, sameRows } from "./allocation";
import { type CartData } from "./cart-data";
import { prismaCartData } from "./cart-data-prisma";
import { heldQty, productOrder, rowsOf, usableOffers, type CartState, type Tx } from "./cart-state";

/** Replaces one product's rows; the product keeps its place in the cart (its first-added time). */
export function* writeRowsSteps(
  d: CartData,
  state: CartState,
  cartId: string,
  productId: string,
  rows: AllocationRow[],
  now: Date,
): Steps<void> {
  const existing = state.lines.filter((l) => l.productId === productId);
  const since =
    existing.reduce<Date | null>((min, l) => (min === null || l.createdAt < min ? l.createdAt : min), null) ?? now;
  yield* step(() => d.deleteLines(cartId, productId));
  const data = rows
    .filter((r) => r.qty > 0)
    .map((r) => ({ cartId, productId, storeId: r.storeId, qty: r.qty, createdAt: since }));
  if (data.length > 0) yield* step(() => d.insertLines(data));
}

export const writeRows = (
  tx: Tx,
  state: CartState,
  cartId: string,
  productId: string,
  rows: AllocationRow[],
  now: Date,
): Promise<void> => runAsync(writeRowsSteps(prismaCartData(tx), state, cartId, productId, rows, now));

/** Re-allocates every line whose stock still covers it. Returns true when anything changed. */
export function* reconcileSteps(d: CartData, state: CartState, now: Date): Steps<boolean> {
  if (!state.cart) return false;
  let changed = false;
  for (const productId of productOrder(state.lines)) {
    const usable = usableOffers(state, productId);
    const held = heldQty(state.lines, productId);
    if (held > availableUnits(usable)) continue;
    const { rows } = allocate(held, usable);
    if (!sameRows(rows, rowsOf(state.lines, productId))) {
      yield* writeRowsSteps(d, state, state.cart.id, productId, rows, now);
      changed = true;
    }
  }
  return changed;
}

export const reconcile = (tx: Tx, state: CartState, now: Date): Promise<boolean> =>
  runAsync(reconcileSteps(prismaCartData(tx), state, now));
