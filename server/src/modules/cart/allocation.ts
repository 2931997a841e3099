// Splitting a product's quantity across a shop's stores: lowest net price first, capped by each
// store's stock (spec part 1 section 4, part 2 section 9). Pure functions over paise.
import { netUnitPrice } from "../catalog/public";

/** One store's offer of one product. `storeNo` is its 1-based position in the shop ('Store n'). */
export type StoreOffer = {
  storeId: string;
  storeNo: number;
  sellingPrice: number;
  offerPercent: number;
  taxPercent: number;
  stock: number;
};

export type AllocationRow = { storeId: string; qty: number };

// The net price after the offer is the catalogue's one rule; the cart's files take it from here.
export { netUnitPrice };

/** Cheapest net price first; equal prices keep the shop's store order. */
export function byCheapest(offers: readonly StoreOffer[]): StoreOffer[] {
  return [...offers].sort(
    (a, b) =>
      netUnitPrice(a.sellingPrice, a.offerPercent) - netUnitPrice(b.sellingPrice, b.offerPercent) ||
      a.storeNo - b.storeNo,
  );
}

/** Units the stores hold together (negative stock counts as none). */
export const availableUnits = (offers: readonly StoreOffer[]): number =>
  offers.reduce((sum, o) => sum + Math.max(0, o.stock), 0);

/**
 * Fills the cheapest stores first. Returns the rows (only stores with qty > 0) and the units
 * that no store could take (0 when the stock covers the total).
 */
export function allocate(total: number, offers: readonly StoreOffer[]): { rows: AllocationRow[]; shortage: number } {
  const rows: AllocationRow[] = [];
  let left = Math.max(0, Math.floor(total));
  for (const offer of byCheapest(offers)) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, offer.stock));
    if (take > 0) rows.push({ storeId: offer.storeId, qty: take });
    left -= take;
  }
  return { rows, shortage: left };
}

/**
 * Takes `by` units off existing rows, most expensive store first (rows whose store no longer
 * sells the product go first). Used when a line holds more than the stock and cannot be
 * re-allocated: the customer reduces it without the server silently dropping anything else.
 */
export function shrink(rows: readonly AllocationRow[], by: number, offers: readonly StoreOffer[]): AllocationRow[] {
  const rank = new Map(byCheapest(offers).map((o, i) => [o.storeId, i]));
  const order = [...rows].sort((a, b) => (rank.get(b.storeId) ?? Infinity) - (rank.get(a.storeId) ?? Infinity));
  let left = by;
  const out = new Map(rows.map((r) => [r.storeId, r.qty]));
  for (const row of order) {
    if (left <= 0) break;
    const take = Math.min(left, row.qty);
    out.set(row.storeId, row.qty - take);
    left -= take;
  }
  return rows.map((r) => ({ storeId: r.storeId, qty: out.get(r.storeId) ?? 0 })).filter((r) => r.qty > 0);
}

/** Same stores with the same quantities, in any order. */
export function sameRows(a: readonly AllocationRow[], b: readonly AllocationRow[]): boolean {
  if (a.length !== b.length) return false;
  const m = new Map(a.map((r) => [r.storeId, r.qty]));
  return b.every((r) => m.get(r.storeId) === r.qty);
}
