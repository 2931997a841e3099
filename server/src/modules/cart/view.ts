// The cart as the client sees it: lines with product facts, per-store rows, stock marks and the
// billing, converted from paise to rupees here and nowhere else.
import type { BillingPrices, CartItem, CartView } from "../../contract/cart";
import { MAX_LINE_QTY } from "../../contract/cart";
import { toRupees } from "../../lib/money";
import { shopOrderFields } from "../shops/public";
import { availableUnits, netUnitPrice, type AllocationRow } from "./allocation";
import { computeBilling, type Billing, type BillingLine, type DeliveryType } from "./billing";
import { isShopOpen, productOrder, rowsOf, usableOffers, type CartState } from "./cart-state";
import { effectiveDeliveryType } from "./delivery";

export function toBillingPrices(b: Billing): BillingPrices {
  return {
    gross_price: toRupees(b.gross),
    discount: toRupees(b.discount),
    item_total: toRupees(b.itemTotal),
    onlyTax: toRupees(b.tax),
    onlyTaxes: toRupees(b.tax),
    packaging_price: toRupees(b.packaging),
    taxes: toRupees(b.taxesAndCharges),
    net_price: toRupees(b.netPrice),
    delivery: toRupees(b.delivery),
    promo_info: { offer_type: b.offerType, offerAmount: toRupees(b.offerAmount) },
    total: toRupees(b.total),
    delivery_type: b.deliveryType,
    ...(b.freeDelivery
      ? { free_delivery: { from: toRupees(b.freeDelivery.from), more: toRupees(b.freeDelivery.more) } }
      : {}),
  };
}

/** Billing lines for rows of products, priced by each store's current offer (rows whose store no longer sells it are not billable). */
export function billingLines(
  state: Pick<CartState, "offers">,
  rowsByProduct: Map<string, AllocationRow[]>,
): BillingLine[] {
  const lines: BillingLine[] = [];
  for (const [productId, rows] of rowsByProduct) {
    const offers = state.offers.get(productId) ?? [];
    for (const row of rows) {
      const o = offers.find((x) => x.storeId === row.storeId);
      if (o)
        lines.push({
          sellingPrice: o.sellingPrice,
          offerPercent: o.offerPercent,
          taxPercent: o.taxPercent,
          qty: row.qty,
        });
    }
  }
  return lines;
}

export function currentRows(state: Pick<CartState, "lines">): Map<string, AllocationRow[]> {
  return new Map(productOrder(state.lines).map((pid) => [pid, rowsOf(state.lines, pid)]));
}

export function billCart(state: CartState, deliveryType: DeliveryType, rows = currentRows(state)): Billing {
  const shop = state.shop ?? { deliveryCharge: 0, packagingCharge: 0 };
  return computeBilling({ lines: billingLines(state, rows), shop, deliveryType });
}

function itemView(state: CartState, productId: string): CartItem {
  const offers = state.offers.get(productId) ?? [];
  const usable = usableOffers(state, productId);
  const rows = rowsOf(state.lines, productId);
  const qtyAt = new Map(rows.map((r) => [r.storeId, r.qty]));
  const quantity = rows.reduce((s, r) => s + r.qty, 0);
  const available = availableUnits(usable);
  const rowsFit = rows.every((r) => {
    const o = usable.find((x) => x.storeId === r.storeId);
    return o !== undefined && r.qty <= o.stock;
  });
  const storeName = new Map(state.stores.map((s) => [s.id, s.name]));
  const linePaise = rows.reduce((sum, r) => {
    const o = offers.find((x) => x.storeId === r.storeId);
    return o ? sum + netUnitPrice(o.sellingPrice, o.offerPercent) * r.qty : sum;
  }, 0);
  const facts = state.products.get(productId);
  return {
    quantity,
    available,
    max_qty: Math.min(available, MAX_LINE_QTY),
    in_stock: quantity <= available && rowsFit,
    line_price: toRupees(linePaise),
    item: {
      _id: productId,
      productInfo: {
        product_name: facts?.name ?? "",
        ...(facts?.nameHi ? { product_name_hi: facts.nameHi } : {}),
        unit: facts?.unit ?? "",
        images: (facts?.images ?? []).map((name) => ({ name })),
      },
      stores: offers.map((o) => ({
        store_id: o.storeId,
        store_no: o.storeNo,
        store_name: storeName.get(o.storeId) ?? "",
        qty: qtyAt.get(o.storeId) ?? 0,
        stock: Math.max(0, o.stock),
        selling_price: toRupees(o.sellingPrice),
        net_price: toRupees(netUnitPrice(o.sellingPrice, o.offerPercent)),
        offer: o.offerPercent,
        tax: o.taxPercent,
      })),
    },
  };
}

/** `preferredDeliveryType` is the customer's saved Delivery Mode (profile). */
export function buildCartView(state: CartState, preferredDeliveryType: number): CartView {
  const shop = state.shop;
  const items = productOrder(state.lines).map((pid) => itemView(state, pid));
  const deliveryType = effectiveDeliveryType(shop, preferredDeliveryType);
  return {
    _id: shop?.id ?? null,
    is_private: shop ? shop.shopGroup === "private" : false,
    shop: shop
      ? {
          _id: shop.id,
          display_name: shop.displayName,
          image: shop.image,
          shop_group: shop.shopGroup,
          is_open: isShopOpen(shop),
          features: {
            enable_subscription: shop.enableSubscription,
            notes: shop.featureNotes,
            upload: shop.featureUpload,
          },
          self_pickup: shop.selfPickup,
          ...shopOrderFields(shop),
          delivery_local_duration: shop.deliveryLocalDuration,
          delivery_local_duration_unit: shop.deliveryLocalUnit,
          delivery_other_duration: shop.deliveryOtherDuration,
          delivery_other_duration_unit: shop.deliveryOtherUnit,
        }
      : null,
    items,
    count: items.reduce((s, i) => s + i.quantity, 0),
    store_ids: [...new Set(state.lines.map((l) => l.storeId))],
    custom_store_id: shop ? (state.cart?.customStoreId ?? null) : null,
    in_stock: items.every((i) => i.in_stock),
    prices: toBillingPrices(billCart(state, deliveryType)),
  };
}
