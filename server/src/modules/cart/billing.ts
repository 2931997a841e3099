// The billing of a cart (spec part 2 sections 3 and 9), in integer paise. Pure: checkout reuses it
// with promos and the wallet. Definitions, per line = one store's units of one product:
//   line gross     = selling price x qty                   (before the offer)
//   line net       = net unit price x qty                  (net unit = selling - offer%, per unit)
//   line tax       = tax% of line net, rounded per line
//   gross          = sum of line gross
//   discount       = sum of line net - gross               (<= 0: the offer saving as a deduction)
//   item total     = gross + discount                      (= sum of line net)
//   packaging      = the shop's packaging charge when the cart holds anything
//   taxes          = packaging + tax                       ("Taxes and charges")
//   net price      = item total + taxes
//   delivery       = the shop's delivery charge for type 1 (By Shop), 0 for type 3 (pickup), and 0
//                    when the shop has a free-delivery rule and the item total reaches it
//   total          = net price + delivery - offer amount when the offer is a discount (type 2);
//                    a cashback (type 1) is reported but not subtracted.
import { percentOf } from "../../lib/money";
import { netUnitPrice } from "./allocation";
import { DELIVERY_TYPE } from "../../contract/cart";

export type BillingLine = { sellingPrice: number; offerPercent: number; taxPercent: number; qty: number };
/** `freeDeliveryFrom`: the item total from which delivery by the shop is free (0 or absent: no rule). */
export type BillingShop = { deliveryCharge: number; packagingCharge: number; freeDeliveryFrom?: number };
/** A promo already evaluated by the promo rules: its type and its amount in paise. */
export type BillingPromo = { offerType: 1 | 2; amount: number };
export type DeliveryType = (typeof DELIVERY_TYPE)[keyof typeof DELIVERY_TYPE];

export type BillingInput = {
  lines: readonly BillingLine[];
  shop: BillingShop;
  deliveryType: DeliveryType;
  promo?: BillingPromo | null;
};

export type LineBilling = { gross: number; net: number; tax: number };

export type Billing = {
  gross: number;
  discount: number;
  itemTotal: number;
  tax: number;
  packaging: number;
  taxesAndCharges: number;
  netPrice: number;
  delivery: number;
  offerType: 0 | 1 | 2;
  offerAmount: number;
  total: number;
  deliveryType: DeliveryType;
  /**
   * The shop's free-delivery rule when delivery is by the shop: its threshold and what the item
   * total still lacks (0 once reached, when delivery is free). Null without a rule or for pickup.
   */
  freeDelivery: { from: number; more: number } | null;
  lines: LineBilling[];
};

const OFFER_DISCOUNT = 2;

function assertPaise(value: number, what: string) {
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole, non-negative number of paise.`);
}

export function lineBilling(line: BillingLine): LineBilling {
  if (!Number.isInteger(line.qty) || line.qty < 0) throw new RangeError("qty must be a whole, non-negative number.");
  assertPaise(line.sellingPrice, "sellingPrice");
  const net = netUnitPrice(line.sellingPrice, line.offerPercent) * line.qty;
  return { gross: line.sellingPrice * line.qty, net, tax: percentOf(net, line.taxPercent) };
}

export function computeBilling(input: BillingInput): Billing {
  assertPaise(input.shop.deliveryCharge, "deliveryCharge");
  assertPaise(input.shop.packagingCharge, "packagingCharge");
  const lines = input.lines.map(lineBilling);
  const gross = lines.reduce((s, l) => s + l.gross, 0);
  const itemTotal = lines.reduce((s, l) => s + l.net, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  const hasItems = input.lines.some((l) => l.qty > 0);
  const packaging = hasItems ? input.shop.packagingCharge : 0;
  const taxesAndCharges = packaging + tax;
  const netPrice = itemTotal + taxesAndCharges;
  const byShop = input.deliveryType === DELIVERY_TYPE.byShop;
  const freeFrom = input.shop.freeDeliveryFrom ?? 0;
  assertPaise(freeFrom, "freeDeliveryFrom");
  const freeDelivery = byShop && freeFrom > 0 ? { from: freeFrom, more: Math.max(0, freeFrom - itemTotal) } : null;
  const delivery = hasItems && byShop && !(freeDelivery && freeDelivery.more === 0) ? input.shop.deliveryCharge : 0;

  const promo = input.promo ?? null;
  if (promo) assertPaise(promo.amount, "promo amount");
  // A discount never takes the total below zero; a cashback is paid later and changes nothing here.
  const offerAmount = !promo
    ? 0
    : promo.offerType === OFFER_DISCOUNT
      ? Math.min(promo.amount, netPrice + delivery)
      : promo.amount;
  const total = netPrice + delivery - (promo?.offerType === OFFER_DISCOUNT ? offerAmount : 0);

  return {
    gross,
    discount: itemTotal - gross,
    itemTotal,
    tax,
    packaging,
    taxesAndCharges,
    netPrice,
    delivery,
    offerType: promo?.offerType ?? 0,
    offerAmount,
    total,
    deliveryType: input.deliveryType,
    freeDelivery,
    lines,
  };
}
