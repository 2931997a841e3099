// The operations console desk under /ops/api: orders (search by order number, customer mobile or
// shop name / store key; an order's detail; deny = status 9 with its refund), escalations the shop
// refused or left waiting over 48 hours (decide: refund or close), and suspensions of shops and
// customers. Amounts are rupees, times ISO strings.
import { z } from "zod";
import { onTime } from "./arrival";
import { envelope } from "./common";
import { ESCALATION_DECISIONS, OPS_DESK_MESSAGES as M } from "./ops-desk-constants";
export * from "./ops-desk-constants";

export const opsSearchQuery = z
  .object({
    q: z.string().trim().max(64, M.queryTooLong).default(""),
    page: z.coerce.number({ message: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(10_000, M.pageInvalid).default(1),
  })
  .strict();
export type OpsSearchQuery = z.infer<typeof opsSearchQuery>;

export const opsPageQuery = opsSearchQuery.pick({ page: true }).strict();

export const opsIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export const reasonBody = z
  .object({ reason: z.string({ message: M.reasonRequired }).trim().min(3, M.reasonRequired).max(500, M.reasonRequired) })
  .strict();
export type ReasonBody = z.infer<typeof reasonBody>;

export const escalationDecisionBody = z
  .object({
    decision: z.enum(ESCALATION_DECISIONS, { message: M.decisionInvalid }),
    note: z.string({ message: M.reasonRequired }).trim().min(3, M.reasonRequired).max(500, M.reasonRequired),
  })
  .strict();
export type EscalationDecisionBody = z.infer<typeof escalationDecisionBody>;

const iso = z.string();

export const opsOrderSummary = z.object({
  id: z.string(),
  order_no: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  ordered_at: iso,
  amount: z.number(),
  payment_type: z.number().int(),
  mode_name: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  customer_mobile: z.string(),
  shop_id: z.string(),
  shop_name: z.string(),
  store_name: z.string(),
  store_key: z.string(),
});
export type OpsOrderSummary = z.infer<typeof opsOrderSummary>;

export const opsOrderList = envelope(z.object({ items: z.array(opsOrderSummary), total: z.number().int() }));
export type OpsOrderList = z.infer<typeof opsOrderList>["data"];

export const opsOrderLine = z.object({
  id: z.string(),
  product_name: z.string(),
  unit: z.string(),
  qty: z.number().int(),
  net_price: z.number(),
  verify_status: z.number().int(),
  escalated_qty: z.number().int(),
  escalation_status: z.number().int(),
  escalation_reason: z.string().nullable(),
  escalation_message: z.string().nullable(),
  escalated_at: iso.nullable(),
});

export const opsOrderDetail = opsOrderSummary.extend({
  delivery_type: z.number().int(),
  wallet_amount: z.number(),
  online_amount: z.number(),
  cancel_reason: z.string().nullable(),
  store_refusal_reason: z.string().nullable(),
  shop_status: z.string(),
  customer_suspended: z.boolean(),
  deniable: z.boolean(),
  /**
   * Some of the order's requests are on Galli's desk (refused by the shop, or left waiting over 48
   * hours): the desk may refund or close them here as on the escalations page.
   */
  on_desk: z.boolean(),
  /** The shop's contact mobile, for the desk to call. */
  shop_mobile: z.string(),
  times: z.object({
    ordered_at: iso,
    accepted_at: iso.nullable(),
    ready_to_ship_at: iso.nullable(),
    shipping_at: iso.nullable(),
    delivered_at: iso.nullable(),
    verified_at: iso.nullable(),
    cancelled_at: iso.nullable(),
    rejected_at: iso.nullable(),
    denied_at: iso.nullable(),
  }),
  items: z.array(opsOrderLine),
  refunds: z.array(
    z.object({
      amount: z.number(),
      destination: z.string(),
      method: z.string(),
      status: z.string(),
      reason: z.string(),
      created_at: iso,
    }),
  ),
});
export type OpsOrderDetail = z.infer<typeof opsOrderDetail>;
export const opsOrderAnswer = envelope(opsOrderDetail);

export const opsEscalation = z.object({
  order_id: z.string(),
  order_no: z.string(),
  order_status: z.number().int(),
  shop_name: z.string(),
  customer_name: z.string(),
  customer_mobile: z.string(),
  /** The shop refused the requests (escalation status 2); otherwise they waited over 48 hours. */
  refused: z.boolean(),
  refusal_reason: z.string().nullable(),
  waiting_since: iso.nullable(),
  lines: z.array(opsOrderLine),
});
export type OpsEscalation = z.infer<typeof opsEscalation>;
export const opsEscalationList = envelope(z.object({ items: z.array(opsEscalation), total: z.number().int() }));
export type OpsEscalationList = z.infer<typeof opsEscalationList>["data"];

export const opsEscalationDecided = envelope(
  z.object({ order_no: z.string(), escalation_status: z.number().int(), products: z.number().int(), refunded: z.number().int() }),
);

export const opsShop = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  group: z.string(),
  status: z.string(),
  store_keys: z.array(z.string()),
  suspended_at: iso.nullable(),
  suspend_reason: z.string().nullable(),
  /** How the shop kept its promised arrivals over the last 7 India days. */
  on_time: onTime,
});
export type OpsShop = z.infer<typeof opsShop>;
export const opsShopList = envelope(z.object({ items: z.array(opsShop), total: z.number().int() }));
export const opsShopAnswer = envelope(opsShop);

export const opsCustomer = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  orders: z.number().int(),
  suspended_at: iso.nullable(),
  suspend_reason: z.string().nullable(),
});
export type OpsCustomer = z.infer<typeof opsCustomer>;
export const opsCustomerList = envelope(z.object({ items: z.array(opsCustomer), total: z.number().int() }));
export const opsCustomerAnswer = envelope(opsCustomer);

/** Suspended shops and customers lists: `suspended=true` lists only those. */
export const opsSuspendedQuery = opsSearchQuery.extend({ suspended: z.enum(["true", "false"]).default("false") }).strict();
export type OpsSuspendedQuery = z.infer<typeof opsSuspendedQuery>;
