// Orders as the server answers them, for the web tests.
import type { OrderDetailsData, OrderListItem, OrderProduct } from "@contract/orders";

const DAY = 24 * 3600 * 1000;

export function listItem(overrides: Partial<OrderListItem> = {}): OrderListItem {
  const id = overrides._id ?? "order-1";
  return {
    _id: id,
    order_id: `GL-${id}`,
    date: "2026-11-20T04:30:00.000Z",
    status: 1,
    status_date: "2026-11-20T04:30:00.000Z",
    store_id: "store-1",
    category_id: "shop-1",
    shop_icon: "shops/sharma.png",
    shop_location: [77.6245, 12.9352],
    shop: {
      _id: "shop-1",
      name: "Koramangala",
      display_name: "Sharma Kirana",
      address: "80 Feet Road, Koramangala, Bengaluru",
      mobile: {
        primary: { dialing_code: "+91", number: "9876500001" },
        secondary: { dialing_code: "+91", number: "9876500002" },
      },
      email: "sharma@kirana.in",
      replacement: null,
    },
    payment_type: 2,
    mode_name: "COD",
    delivery_type: 1,
    is_escalated_order: false,
    cancel_selected_stage: 2,
    distance: 1.2,
    address: { street: "4th Cross", area: "Koramangala", zipcode: "560095" },
    amount: 1090,
    isDirect: false,
    prices: { gross_price: 1050, net_price: 1050, delivery: 40, packaging_price: 0, onlyTax: 0 },
    offer: { offer_type: 0, offerAmount: 0 },
    products_count: 2,
    shop_reviewed: false,
    last_buzz_at: null,
    refunds: [],
    substitutions: [],
    ...overrides,
  };
}

export function product(overrides: Partial<OrderProduct> = {}): OrderProduct {
  return {
    id: "line-1",
    product_id: "prod-atta",
    product_name: "Aashirvaad Atta",
    unit: "1 kg",
    qty: 2,
    net_price: 300,
    selling_price: 300,
    image: { name: "products/atta.png" },
    mfd_exp: { type: 1, dates: [] },
    verify_status: 0,
    escalated_qty: 0,
    escalation_status: 0,
    escalation: null,
    refund_value: 0,
    notifications: false,
    reviewed: false,
    ...overrides,
  };
}

export function details(order: OrderListItem, products: OrderProduct[]): OrderDetailsData {
  const { shop } = order;
  return {
    shop: { ...shop, icon: order.shop_icon, location: order.shop_location },
    order: {
      ...order,
      timestamps: {
        ordered: order.date,
        accepted: order.status >= 2 ? "2026-11-20T05:00:00.000Z" : null,
        ready_to_ship: null,
        shipping: null,
        delivered: order.status >= 5 ? "2026-11-20T09:00:00.000Z" : null,
        verified: null,
        cancelled: null,
        rejected: null,
        denied: null,
      },
      discount_amount: 0,
      wallet_amount: 0,
      online_amount: 0,
      preferred_date: null,
      preferred_slot: null,
      notes: null,
      cancel_reason: null,
      cancel_message: null,
      products,
      fees_refund: 0,
    },
  };
}

export const inDays = (days: number) => new Date(Date.now() + days * DAY - 60_000).toISOString();

export const path = (url: string) => url.split("?")[0];
export const query = (url: string) => new URL(url, "http://x").searchParams;
