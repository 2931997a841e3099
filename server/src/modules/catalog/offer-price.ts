// The price of one unit after a store's offer: the one rule for the shop page, the product view,
// the cart's allocation, its bill and the order lines.
import { percentOf } from "../../lib/money";

/** The price of one unit after the store's offer, in paise (the offer is rounded per unit). */
export const netUnitPrice = (sellingPrice: number, offerPercent: number): number =>
  sellingPrice - percentOf(sellingPrice, offerPercent);
