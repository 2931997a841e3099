// The merchant order API's documented examples, on the demo store GALLI-STORE-0001 as `npm start`
// seeds it: its new order order_001 listed, viewed and accepted, a repeat refused, a reject body,
// a webhook registration. shop-orders-api/examples.test.ts replays each against the seeded world;
// times depend on when the world was seeded, so the test compares them as times, not values.
import type { MerchantOrder } from "./merchant-orders";
import { EXAMPLE_STORE_KEY } from "./inventory-examples";
import { ERROR_CODE } from "./errors";

export const EXAMPLE_ORDER_ID = "order_001";

const newOrder: MerchantOrder = {
  order_id: EXAMPLE_ORDER_ID,
  order_number: "GL40210137",
  store_key: EXAMPLE_STORE_KEY,
  status: 1,
  status_name: "New Order",
  payment_type: 1,
  payment_mode: "Online",
  delivery_type: 1,
  amount: 148.27,
  amount_to_collect: 0,
  customer_name: "Asha Verma",
  customer_mobile: "9876543210",
  delivery_address: {
    street: "Flat 302, Lakshmi Residency, 6th Cross, 5th Block",
    area: "Koramangala",
    zipcode: "560034",
    landmark: "Near Sony World Signal",
    location: { type: "Point", coordinates: [77.6245, 12.9352] },
  },
  preferred_date: null,
  preferred_slot: null,
  notes: "Please ring the bell once.",
  is_escalated: false,
  reject_reason: null,
  ordered_at: "2026-11-22T23:41:00.000Z",
  accepted_at: null,
  ready_to_ship_at: null,
  shipping_at: null,
  delivered_at: null,
  items: [
    {
      product_id: "prod_0264",
      product_code: "8900000002641",
      product_name: "Tata Sampann Turmeric Powder",
      unit: "100 g",
      qty: 2,
      selling_price: 34,
      net_price: 34,
      offer: 0,
      tax: 5,
      verify_status: 0,
      escalation_status: 0,
      escalated_qty: 0,
      escalation_reason: null,
    },
    {
      product_id: "prod_0343",
      product_code: "8900000003433",
      product_name: "Haldiram's Moong Dal",
      unit: "200 g",
      qty: 1,
      selling_price: 46.5,
      net_price: 41.85,
      offer: 10,
      tax: 12,
      verify_status: 0,
      escalation_status: 0,
      escalated_qty: 0,
      escalation_reason: null,
    },
  ],
  substitutions: [],
};

const storePath = `/api/stores/${EXAMPLE_STORE_KEY}`;

export const orderExamples = {
  list: {
    summary: "The demo store's new orders",
    method: "GET",
    path: `${storePath}/orders?status=1`,
    status: 200,
    response: { success: true, data: { total: 1, orders: [newOrder] } },
  },
  view: {
    summary: "One order",
    method: "GET",
    path: `${storePath}/orders/${EXAMPLE_ORDER_ID}`,
    status: 200,
    response: { success: true, data: newOrder },
  },
  accept: {
    summary: "Accepting the new order",
    method: "POST",
    path: `${storePath}/orders/${EXAMPLE_ORDER_ID}/accept`,
    status: 200,
    response: {
      success: true,
      message: "Order GL40210137 is now Packaging (status 2).",
      data: { ...newOrder, status: 2, status_name: "Packaging", accepted_at: "2026-11-23T08:00:00.000Z" },
    },
  },
  wrongStatus: {
    summary: "Accepting it again",
    code: ERROR_CODE.INVALID_TRANSITION,
    method: "POST",
    path: `${storePath}/orders/${EXAMPLE_ORDER_ID}/accept`,
    status: 409,
    response: {
      success: false,
      code: ERROR_CODE.INVALID_TRANSITION,
      message: "Order GL40210137 is Packaging (status 2); this action needs status 1.",
      current_status: 2,
    },
  },
  reject: { request: { reason: "Out of stock today" } },
  webhook: {
    request: { url: "http://127.0.0.1:3000/dev/webhooks/receive", events: ["order.created", "order.cancelled"] },
  },
} as const;

/** Substitutions (POST .../orders/{order_id}/substitutions): the bodies and answers documented. */
export const substitutionExamples = {
  propose: {
    request: { product_id: "prod_0264", short_qty: 1, substitute: { product_id: "prod_0265", qty: 1 } },
    response: { success: true, data: { substitution_id: "cmsubst0001" } },
  },
  short: { request: { product_id: "prod_0343", short_qty: 1, substitute: null } },
  outOfStock: {
    summary: "A substitute out of stock",
    code: ERROR_CODE.VALIDATION_FAILED,
    response: {
      success: false,
      code: ERROR_CODE.VALIDATION_FAILED,
      message: "Tata Sampann Chilli Powder is out of stock.",
      errors: [{ path: "substitute.product_id", message: "Tata Sampann Chilli Powder is out of stock." }],
    },
  },
  tooLate: {
    summary: "The order has already shipped",
    code: ERROR_CODE.SUBSTITUTION_TOO_LATE,
    response: {
      success: false,
      code: ERROR_CODE.SUBSTITUTION_TOO_LATE,
      message:
        "Order GL40210137 has left the shop or is closed (status 4): its lines can no longer be marked short.",
      errors: [
        {
          path: "order_id",
          message:
            "Order GL40210137 has left the shop or is closed (status 4): its lines can no longer be marked short.",
        },
      ],
    },
  },
} as const;
