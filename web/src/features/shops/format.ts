// Display texts of the home page: ratings, offers and open state.
import type { ShopCard } from "@contract/shops";
import { PROMO_VALUE_TYPE } from "@contract/promo-constants";

const rupee = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 });

/** "₹50" or "₹49.50": whole rupees without decimals. */
export const formatRupeeValue = (amount: number) => rupee.format(amount).replace(/\.00$/, "");

/** Ratings out of 5, to one decimal; null for shops nobody rated yet (the tile says "No Ratings"). */
export const formatRating = (s: ShopCard): string | null =>
  s.store_rating.count > 0 ? s.store_rating.avg_rating.toFixed(1) : null;

/** The offer's value ("10%" or "₹50"); the tile adds "OFF". */
export const formatShopOffer = (offer: NonNullable<ShopCard["offer"]>) =>
  offer.value_type === PROMO_VALUE_TYPE.percent ? `${offer.code_value}%` : formatRupeeValue(offer.code_value);

/** A private shop is closed when both its flags are off; it cannot be opened then. */
export const isClosedPrivate = (s: ShopCard) => s.group === "private" && !s.is_open && !s.private_is_open;

export const isOpenNow = (s: ShopCard) => (s.group === "private" ? s.is_open || s.private_is_open : s.is_open);
