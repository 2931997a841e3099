// The merchant order API (Authkey + store_key in the path): list, view and move a store's orders,
// and answer replacement / undelivered requests. `order_id` is always Galli's opaque id of the order;
// `order_number` is the number the customer sees (GL...). Money is rupees with 2 decimals.
import { z } from "zod";
import { envelope } from "./common";
import { substitutionItem } from "./substitutions";

export const MERCHANT_ORDERS_PAGE_SIZE = 20;
export const MERCHANT_ORDERS_MAX_PAGE = 100;
/** What the list shows without a status filter: new and open orders (before delivery). */
export const OPEN_ORDER_STATUSES = [1, 2, 3, 4] as const;

export const storeKeyParams = z.object({ store_key: z.string().trim().min(1).max(64) });
export const merchantOrderParams = storeKeyParams.extend({ order_id: z.string().trim().min(1).max(64) });

const statusList = z
  .string()
  .regex(/^[1-9](,[1-9])*$/, "status is one status 1-9 or a comma-separated list such as 1,2.")
  .transform((s) => [...new Set(s.split(",").map(Number))]);

export const merchantOrdersQuery = z.object({
  status: statusList.optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MERCHANT_ORDERS_MAX_PAGE).default(MERCHANT_ORDERS_PAGE_SIZE),
});
export type MerchantOrdersQuery = z.infer<typeof merchantOrdersQuery>;

export const merchantOrderItem = z.object({
  product_id: z.string(),
  product_code: z.string().nullable(),
  product_name: z.string(),
  unit: z.string(),
  qty: z.number().int(),
  selling_price: z.number(),
  net_price: z.number(),
  offer: z.number(),
  tax: z.number(),
  /** 0 undecided, 1 delivered, 2 undelivered, 3 replacement (the customer's verification). */
  verify_status: z.number().int(),
  /** 0 none, 1 requested, 2 escalated by store, 3 resolved, 4 accepted, 5 refund requested, 6 refund initiated, 7 closed. */
  escalation_status: z.number().int(),
  escalated_qty: z.number().int(),
  escalation_reason: z.string().nullable(),
});

export const merchantOrder = z.object({
  order_id: z.string(),
  order_number: z.string(),
  store_key: z.string(),
  status: z.number().int().min(1).max(9),
  status_name: z.string(),
  /** 1 online (or Galli Cash), 2 cash on delivery. */
  payment_type: z.number().int(),
  payment_mode: z.string(),
  /** 1 delivered by the shop, 3 self pickup. */
  delivery_type: z.number().int(),
  amount: z.number(),
  /** Cash to collect on delivery (0 when paid online, or when the order was cancelled, rejected or denied). */
  amount_to_collect: z.number(),
  customer_name: z.string(),
  customer_mobile: z.string(),
  delivery_address: z.object({
    street: z.string(),
    area: z.string(),
    zipcode: z.string(),
    landmark: z.string().nullable(),
    location: z.object({ type: z.literal("Point"), coordinates: z.tuple([z.number(), z.number()]) }),
  }),
  preferred_date: z.string().nullable(),
  preferred_slot: z.string().nullable(),
  notes: z.string().nullable(),
  is_escalated: z.boolean(),
  reject_reason: z.string().nullable(),
  ordered_at: z.string(),
  accepted_at: z.string().nullable(),
  ready_to_ship_at: z.string().nullable(),
  shipping_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  items: z.array(merchantOrderItem),
  /**
   * The lines marked short at packing, as the customer's tracking shows them: with or without a
   * substitute, what became of each (proposed, accepted, declined, short) and the rupees given back.
   */
  substitutions: z.array(substitutionItem),
});
export type MerchantOrder = z.infer<typeof merchantOrder>;

export const merchantOrderList = envelope(z.object({ total: z.number().int(), orders: z.array(merchantOrder) }));
export const merchantOrderResponse = envelope(merchantOrder);

/** accept, ready, ship and deliver take no fields (an empty object or no body). */
export const emptyActionBody = z.object({}).strict().nullish();

export const rejectOrderBody = z
  .object({ reason: z.string().trim().min(1, "reason is required.").max(200, "reason is at most 200 characters.") })
  .strict();
export type RejectOrderBody = z.infer<typeof rejectOrderBody>;

/** deliver: the customer's 4-digit door code, required for a delivery or self-pickup order (422 otherwise). */
export const deliverOrderBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{4}$/, "code is the customer's 4-digit delivery code.")
      .optional(),
  })
  .strict()
  .nullish();

/** Each action, the status it needs and the status it moves to. */
export const ORDER_ACTIONS = {
  accept: { from: [1], to: 2 },
  ready: { from: [2], to: 3 },
  ship: { from: [3], to: 4 },
  deliver: { from: [4], to: 5 },
  reject: { from: [1, 2, 3, 4], to: 8 },
} as const;
export type OrderAction = keyof typeof ORDER_ACTIONS;

/** Approve: the requests move to 4 (accepted). Refuse: to 2 (escalated by store, for Galli support to decide). */
export const ESCALATION_ACTIONS = { approve: 4, refuse: 2 } as const;
export type EscalationAction = keyof typeof ESCALATION_ACTIONS;
