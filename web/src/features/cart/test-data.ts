// Server answers for the cart's web tests, shaped by @contract/cart.
import type { BillingPrices, CartItem, CartView, CustomizeChoice } from "@contract/cart";
import type { RootState } from "@/app/store";
import { customerSession } from "@/testing/mock-fetch";
import type { CartProductRef } from "./types";

/** A logged-in customer's session (the session slice's shape, written out: features do not import each other). */
export const customer: Partial<RootState> = {
  session: {
    status: "done",
    token: customerSession.token,
    refreshToken: customerSession.refresh_token,
    expiry: customerSession.expiry,
    guest: false,
    userName: "Asha",
    newUser: false,
  },
};

export const prices: BillingPrices = {
  gross_price: 1591.48,
  discount: -80.3,
  item_total: 1511.18,
  onlyTax: 52.99,
  onlyTaxes: 52.99,
  packaging_price: 15,
  taxes: 67.99,
  net_price: 1579.17,
  delivery: 40,
  promo_info: { offer_type: 0, offerAmount: 0 },
  total: 1619.17,
  delivery_type: 1,
};

export const zeroPrices: BillingPrices = {
  ...prices,
  gross_price: 0,
  discount: 0,
  item_total: 0,
  onlyTax: 0,
  onlyTaxes: 0,
  packaging_price: 0,
  taxes: 0,
  net_price: 0,
  delivery: 0,
  total: 0,
};

export const atta: CartProductRef = {
  _id: "p-atta",
  productInfo: { product_name: "Whole Wheat Atta", unit: "5 kg", images: [{ name: "atta.jpg" }] },
  stores: [
    { store_id: "s1", qty: 0 },
    { store_id: "s2", qty: 0 },
  ],
  total: 8,
};

export function attaItem(quantity = 4, extra: Partial<CartItem> = {}): CartItem {
  return {
    quantity,
    available: 8,
    max_qty: 8,
    in_stock: true,
    line_price: 1059.68,
    item: {
      _id: atta._id,
      productInfo: atta.productInfo,
      stores: [
        {
          store_id: "s1",
          store_no: 1,
          store_name: "Koramangala",
          qty: 2,
          stock: 2,
          selling_price: 299.99,
          net_price: 262.49,
          offer: 12.5,
          tax: 5,
        },
        {
          store_id: "s2",
          store_no: 2,
          store_name: "Indiranagar",
          qty: quantity - 2,
          stock: 5,
          selling_price: 275,
          net_price: 275,
          offer: 0,
          tax: 5,
        },
      ],
    },
    ...extra,
  };
}

export function cartView(items: CartItem[] = [attaItem()], extra: Partial<CartView> = {}): CartView {
  return {
    _id: items.length ? "shop-a" : null,
    is_private: false,
    shop: items.length
      ? {
          _id: "shop-a",
          display_name: "Fresh Mart",
          image: "shop.png",
          shop_group: "public",
          is_open: true,
          features: { enable_subscription: false, notes: true, upload: true },
          self_pickup: true,
          is_cod: true,
          is_cod_limit: 0,
          is_cod_limit_type: "none",
          settings: {
            general: {
              delivery: {
                local: { is_cod: true, is_cod_limit: 0, is_cod_limit_type: "none" },
                other: { is_cod: false, is_cod_limit: 0, is_cod_limit_type: "none" },
              },
            },
          },
          delivery_local_from: 540 * 60_000,
          delivery_local_to: 1260 * 60_000,
          delivery_local_duration: 45,
          delivery_local_duration_unit: "minutes",
          delivery_other_duration: 2,
          delivery_other_duration_unit: "days",
        }
      : null,
    items,
    count: items.reduce((s, i) => s + i.quantity, 0),
    store_ids: ["s1", "s2"],
    custom_store_id: null,
    in_stock: items.every((i) => i.in_stock),
    prices: items.length ? prices : zeroPrices,
    ...extra,
  };
}

export const emptyView = cartView([]);

export function choice(id: string, kind: "auto" | "store", extra: Partial<CustomizeChoice> = {}): CustomizeChoice {
  return {
    _id: id,
    kind,
    prices,
    shop: {
      display_name: kind === "auto" ? "Fresh Mart" : `Store ${id}`,
      address: "1 Main Road",
      rating: 4.3,
      private: { icon: "shop.png" },
    },
    products: [
      {
        _id: atta._id,
        product_name: "Whole Wheat Atta",
        unit: "5 kg",
        image: "atta.jpg",
        qty: 4,
        supplied: 4,
        net_price: 1059.68,
        stores: [],
      },
    ],
    can_fulfil: true,
    selected: kind === "auto",
    ...extra,
  };
}
