// The order placement payload (spec part 2 section 3) from the checkout state.
import type { PlaceOrderInputs } from "@contract/checkout";
import { DELIVERY_TYPE } from "@contract/cart-constants";
import { galliCashPaysAll, ORDER_SOURCE_TYPE, PAYMENT_TAB, promoRefusal } from "@contract/checkout-constants";
import type { CheckoutBilling } from "@contract/checkout";
import type { CheckoutState } from "./slice";

export const APP_VERSION = "1.0.0";

export function placeInputs(
  s: CheckoutState,
  payment: PlaceOrderInputs["payment"] | undefined,
  cod: boolean,
): PlaceOrderInputs {
  const a = s.address;
  const promoId = promoRefusal({ cod }) === null ? s.order?.promo?._id : undefined;
  return {
    _id: s.shopId ?? "",
    deliveryLocation: { type: "Point", coordinates: s.location ? [s.location.lng, s.location.lat] : [0, 0] },
    deliveryAddress: {
      area: a.area.trim(),
      street: a.street.trim(),
      zipcode: a.zipcode.trim(),
      ...(a.landmark.trim() ? { landmark: a.landmark.trim() } : {}),
    },
    deliveryPreferences: s.preferredDate || s.preferredSlot ? { date: s.preferredDate, slot: s.preferredSlot } : null,
    ...(payment ? { payment } : {}),
    ...(s.notes.trim() ? { notes: s.notes.trim() } : {}),
    // The promo id is sent only when present (spec part 1 section 5).
    ...(promoId ? { promo_id: promoId } : {}),
    is_bfcash: s.useWallet,
    is_shop_delivery: s.deliveryType === DELIVERY_TYPE.byShop,
    order_source: {
      type: ORDER_SOURCE_TYPE,
      device: typeof navigator === "undefined" ? "web" : navigator.userAgent.slice(0, 100),
      version: APP_VERSION,
    },
  };
}

/** The priced order says Galli Cash pays it all (the server's rule, read from its billing). */
export function paidByGalliCash(b: Pick<CheckoutBilling, "bfcash_balance" | "total">, useWallet: boolean): boolean {
  return galliCashPaysAll({ useWallet, balance: b.bfcash_balance, due: b.total });
}

/** Which of the five place-order paths this payment takes. */
export function placePath(s: CheckoutState): string {
  const where = s.deliveryType === DELIVERY_TYPE.byShop ? "shop" : "takeaway";
  // Galli Cash covering the whole order is placed with Galli Cash, even from the cash tab.
  if (s.order && paidByGalliCash(s.order.billing, s.useWallet)) return "online/bfcash";
  if (s.tab === PAYMENT_TAB.cash) return `cashOnDelivery/${where}`;
  return `online/${where}`;
}
