// The merchant console's orders board and home dashboard (/merchant/api/orders…, /merchant/api/dashboard,
// /merchant/api/events): the spec's merchant order tabs with their counts across the member's stores,
// an order's detail, the moves (accept, reject with a reason, ready, ship, deliver) and the answers
// to replacement and undelivered requests. Every move names the status the member saw: when the
// order moved meanwhile the answer is 409 with the status it has now.
import { z } from "zod";
import { onTime } from "./arrival";
import { envelope } from "./common";
import { merchantOrder } from "./merchant-orders";
import { consoleDelivery, deliveryCode } from "./delivery";
import { CONSOLE_ORDER_MESSAGES as M } from "./console-orders-constants";
export * from "./console-orders-constants";

export const consoleTab = z.enum(
  ["new", "packaging", "dispatched", "on_the_way", "delivered", "replace_refund", "cancelled"],
  { message: M.tabInvalid },
);
export type ConsoleTab = z.infer<typeof consoleTab>;

export const consoleOrdersQuery = z
  .object({
    tab: consoleTab.default("new"),
    /** Only this store's orders (one of the member's stores). */
    store_id: z.string().trim().min(1, M.storeInvalid).max(64, M.storeInvalid).optional(),
    skip: z.coerce
      .number({ message: M.skipInvalid })
      .int(M.skipInvalid)
      .min(0, M.skipInvalid)
      .max(1_000_000, M.skipInvalid)
      .default(0),
    limit: z.coerce
      .number({ message: M.limitInvalid })
      .int(M.limitInvalid)
      .min(1, M.limitInvalid)
      .max(100, M.limitInvalid)
      .default(20),
  })
  .strict();
export type ConsoleOrdersQuery = z.infer<typeof consoleOrdersQuery>;

export const consoleOrderParams = z.object({ order_id: z.string().trim().min(1).max(64) });

export const consoleRequest = z.object({
  product_id: z.string(),
  reason: z.string().nullable(),
  reason_hi: z.string().nullable(),
  message: z.string().nullable(),
  image_count: z.number().int(),
});
export type ConsoleRequest = z.infer<typeof consoleRequest>;

export const consoleRequestImageParams = consoleOrderParams.extend({ product_id: z.string().trim().min(1).max(64) });
/** Which of the request's photos, from 0. */
export const consoleRequestImageQuery = z.object({ n: z.coerce.number().int().min(0).max(9).default(0) }).strict();

/** An order as the console shows it: the merchant API's order, with its store and the console's flags. */
export const consoleOrder = merchantOrder.extend({
  store_id: z.string(),
  store_name: z.string(),
  tab: consoleTab,
  /** A new order waiting longer than the acceptance limit (CONSOLE_ACCEPT_WAIT_MINUTES). */
  waiting_long: z.boolean(),
  /** The customer attached an image to the order (GET …/orders/:order_id/image). */
  has_image: z.boolean(),
  /** The reason the shop gave when it refused the order's requests, if it did. */
  store_refusal_reason: z.string().nullable(),
  /** The last mile of a delivery order (null for a self-pickup order). */
  delivery: consoleDelivery,
  /** A self-pickup order is handed over with the customer's pickup code. */
  pickup_code_required: z.boolean(),
  /**
   * The customer's replacement and undelivered requests, one per line with a request: the reason
   * (stored in English; `reason_hi` its Hindi when it is one of the fixed titles), the customer's
   * message and how many photos came with it (GET …/orders/:order_id/requests/:product_id/image?n=0…).
   */
  requests: z.array(consoleRequest),
});
export type ConsoleOrder = z.infer<typeof consoleOrder>;

export const tabCount = z.object({ tab: consoleTab, count: z.number().int() });
export const consoleBoard = z.object({
  tabs: z.array(tabCount),
  tab: consoleTab,
  total: z.number().int(),
  orders: z.array(consoleOrder),
  stores: z.array(z.object({ store_id: z.string(), store_key: z.string(), name: z.string() })),
});
export type ConsoleBoard = z.infer<typeof consoleBoard>;
export const consoleBoardResponse = envelope(consoleBoard);
export const consoleOrderResponse = envelope(consoleOrder);

const seenStatus = z
  .number({ message: M.statusRequired })
  .int(M.statusRequired)
  .min(1, M.statusRequired)
  .max(9, M.statusRequired);

/** accept, ready, ship and deliver: the status the member saw. */
export const consoleMoveBody = z.object({ status: seenStatus }).strict();
/**
 * deliver: the status seen, and for a delivery or self-pickup order the customer's door code, or
 * (a Manager or Super Admin only) the reason for delivering without it (written to the audit log).
 */
export const consoleDeliverBody = z
  .object({
    status: seenStatus,
    code: deliveryCode.optional(),
    override_reason: z.string().trim().min(1, M.reasonRequired).max(200, M.reasonTooLong).optional(),
  })
  .strict();
export type ConsoleDeliverBody = z.infer<typeof consoleDeliverBody>;
export const consoleRejectBody = z
  .object({
    status: seenStatus,
    reason: z.string({ message: M.reasonRequired }).trim().min(1, M.reasonRequired).max(200, M.reasonTooLong),
  })
  .strict();
export const consoleApproveBody = z.object({ status: seenStatus.optional() }).strict().nullish();
export const consoleRefuseBody = z
  .object({
    status: seenStatus.optional(),
    reason: z.string({ message: M.reasonRequired }).trim().min(1, M.reasonRequired).max(200, M.reasonTooLong),
  })
  .strict();

export const CONSOLE_MOVES = ["accept", "reject", "ready", "ship", "deliver"] as const;
export type ConsoleMove = (typeof CONSOLE_MOVES)[number];
export const CONSOLE_REQUEST_ANSWERS = ["approve", "refuse"] as const;
export type ConsoleRequestAnswer = (typeof CONSOLE_REQUEST_ANSWERS)[number];

/** One commission rate: percent of each order line, at least `minimum` rupees a line; null: none. */
const commissionTerm = z.object({ percent: z.number(), minimum: z.number() }).nullable();

export const consoleDashboard = z.object({
  /** India's calendar day (UTC+5:30) the figures are for, YYYY-MM-DD. */
  day: z.string(),
  orders_today: z.number().int(),
  /** Rupees: today's orders that were not cancelled, rejected or denied. */
  sales_today: z.number(),
  new_orders: z.number().int(),
  waiting: z.array(
    z.object({
      order_id: z.string(),
      order_number: z.string(),
      store_name: z.string(),
      customer_name: z.string(),
      amount: z.number(),
      ordered_at: z.string(),
      minutes_waiting: z.number().int(),
      waiting_long: z.boolean(),
    }),
  ),
  low_stock: z.array(
    z.object({
      product_id: z.string(),
      product_name: z.string(),
      unit: z.string(),
      store_id: z.string(),
      store_name: z.string(),
      stock: z.number().int(),
      threshold: z.number().int(),
    }),
  ),
  shops: z.array(
    z.object({
      shop_id: z.string(),
      name: z.string(),
      low_stock_threshold: z.number().int(),
      /** The commission the shop pays (its own rule, else the default), from the live rules. */
      commission: z.object({ online: commissionTerm, cod: commissionTerm }),
      /** How the shop kept its promised arrivals over the last 7 India days. */
      on_time: onTime,
    }),
  ),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboard>;
export const consoleDashboardResponse = envelope(consoleDashboard);

export const lowStockThresholdBody = z
  .object({
    shop_id: z.string({ message: M.shopRequired }).trim().min(1, M.shopRequired).max(64, M.shopRequired),
    threshold: z
      .number({ message: M.thresholdInvalid })
      .int(M.thresholdInvalid)
      .min(0, M.thresholdInvalid)
      .max(100_000, M.thresholdInvalid),
  })
  .strict();
export type LowStockThresholdBody = z.infer<typeof lowStockThresholdBody>;
