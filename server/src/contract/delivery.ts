// The last mile's request and response shapes: the delivery member's trips (console, /merchant/api),
// the merchant order API's delivery actions (/api/stores/{store_key}/...), and what the customer's
// tracking and the console's order answers carry. Money here is paise (integers).
import { z } from "zod";
import { envelope } from "./common";
import { DELIVERY_CODE_LENGTH, DELIVERY_FAIL_REASONS, DELIVERY_MESSAGES, DELIVERY_STATES } from "./delivery-constants";
export * from "./delivery-constants";

const M = DELIVERY_MESSAGES;

export const deliveryState = z.enum(DELIVERY_STATES);
export const deliveryCode = z
  .string({ message: M.codeInvalid })
  .trim()
  .regex(new RegExp(`^[0-9]{${DELIVERY_CODE_LENGTH}}$`), M.codeInvalid);

export const deliveryOrderParams = z.object({ order_id: z.string().trim().min(1).max(64) });

/** One trip as the delivery member's screen shows it. */
export const trip = z.object({
  /** The id the console's other order routes take. */
  order_id: z.string(),
  order_no: z.string(),
  status: z.number().int(),
  delivery_state: deliveryState.nullable(),
  customer_name: z.string(),
  customer_phone: z.string(),
  address: z.object({ street: z.string(), area: z.string(), zipcode: z.string(), landmark: z.string().nullable() }),
  lat: z.number(),
  lng: z.number(),
  directions_url: z.string(),
  /** From the store. */
  distance_km: z.number(),
  /** Paise; 0 when paid online. */
  cash_to_collect: z.number().int(),
  cash_collected: z.number().int().nullable(),
  notes: z.string().nullable(),
  items: z.number().int(),
  store_name: z.string(),
});
export type Trip = z.infer<typeof trip>;

export const tripsResponse = envelope(z.object({ trips: z.array(trip) }));
export const tripResponse = envelope(z.object({ trip }));

export const positionBody = z
  .object({
    lat: z.number({ message: M.positionInvalid }).min(-90, M.positionInvalid).max(90, M.positionInvalid),
    lng: z.number({ message: M.positionInvalid }).min(-180, M.positionInvalid).max(180, M.positionInvalid),
    accuracy_m: z.number().min(0).max(100_000).optional(),
  })
  .strict();
export type PositionBody = z.infer<typeof positionBody>;
export const positionResponse = envelope(z.object({ accepted: z.boolean() }));

export const deliverBody = z
  .object({
    code: deliveryCode,
    /** Paise; the amount to collect when left out. Less only with cash_reason; more is refused. */
    cash_collected: z.number({ message: M.cashInvalid }).int(M.cashInvalid).min(0, M.cashInvalid).optional(),
    cash_reason: z.string().trim().min(1).max(200, M.cashReasonTooLong).optional(),
  })
  .strict();
export type DeliverBody = z.infer<typeof deliverBody>;

export const failBody = z.object({ reason: z.enum(DELIVERY_FAIL_REASONS, { message: M.reasonInvalid }) }).strict();
export type FailBody = z.infer<typeof failBody>;

export const assignBody = z
  .object({ member_id: z.string({ message: M.memberRequired }).trim().min(1, M.memberRequired).max(64) })
  .strict();
export type AssignBody = z.infer<typeof assignBody>;

export const deliveryMember = z.object({ id: z.string(), name: z.string(), open_trips: z.number().int() });
export const deliveryMembersResponse = envelope(z.object({ members: z.array(deliveryMember) }));
export type DeliveryMember = z.infer<typeof deliveryMember>;

/**
 * A shop's automatic assignment (store settings, privilege "settings"): when on, each delivery order
 * that becomes ready (3 Dispatched) goes to the free delivery member (no open trips, else the fewest,
 * then by name). Self-pickup orders never.
 */
export const autoAssignBody = z.object({ auto_assign: z.boolean({ message: M.autoAssignInvalid }) }).strict();
export type AutoAssignBody = z.infer<typeof autoAssignBody>;
export const autoAssignSetting = z.object({ shop_id: z.string(), auto_assign: z.boolean() });
export type AutoAssignSetting = z.infer<typeof autoAssignSetting>;
export const autoAssignResponse = envelope(autoAssignSetting);
export const shopParams = z.object({ shop_id: z.string().trim().min(1).max(64) });
/** One COD order whose cash a delivery member holds (collected, not yet handed over). */
export const heldCashOrder = z.object({
  order_id: z.string(),
  order_no: z.string(),
  /** Paise the member recorded collecting. */
  amount: z.number().int(),
  delivered_at: z.string().nullable(),
});
/** A delivery member's cash on delivery not yet handed over to the shop. */
export const memberCash = z.object({
  member_id: z.string(),
  name: z.string(),
  /** Paise, the sum of `orders`. */
  total: z.number().int(),
  orders: z.array(heldCashOrder),
});
export type MemberCash = z.infer<typeof memberCash>;
export const deliveryCashResponse = envelope(
  z.object({
    /** Paise held by all members (of the shops the caller sees). */
    total: z.number().int(),
    members: z.array(memberCash),
  }),
);
export type DeliveryCash = z.infer<typeof deliveryCashResponse>["data"];
export const memberParams = z.object({ member_id: z.string().trim().min(1).max(64) });

/**
 * A Manager confirms the member handed cash over: `amount` (paise) must be what the member holds
 * for the orders named (`order_ids`), or for every order held now (`all: true`).
 */
export const handoverBody = z
  .object({
    amount: z.number({ message: M.handoverAmountInvalid }).int(M.handoverAmountInvalid).min(1, M.handoverAmountInvalid),
    order_ids: z.array(z.string().trim().min(1).max(64)).min(1, M.handoverOrdersInvalid).max(500).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((b) => (b.all === true) !== (b.order_ids !== undefined), { message: M.handoverOrdersInvalid });
export type HandoverBody = z.infer<typeof handoverBody>;
export const handoverResponse = envelope(
  z.object({
    handover_id: z.string(),
    member_id: z.string(),
    amount: z.number().int(),
    order_ids: z.array(z.string()),
    /** What the member still holds after this handover (paise). */
    still_held: z.number().int(),
  }),
);
export type Handover = z.infer<typeof handoverResponse>["data"];

/** What the console's order answers carry (null for a self-pickup order). */
export const consoleDelivery = z
  .object({
    state: deliveryState.nullable(),
    member: z.object({ id: z.string(), name: z.string() }).nullable(),
    code_required: z.boolean(),
  })
  .nullable();

const point = z.object({ lat: z.number(), lng: z.number() });

/** The customer's tracking answers, for a delivery order (delivery_type 1). */
export const customerDelivery = z.object({
  state: deliveryState.nullable(),
  /** 4 digits while the order is open (status 1-4); "" after. */
  code: z.string(),
  agent: z.object({ first_name: z.string() }).nullable(),
  position: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  eta: z.object({ promised_at: z.string().nullable(), expected_at: z.string().nullable() }).nullable(),
  store: point,
  home: point,
  distance_km: z.number().nullable(),
});
export type CustomerDelivery = z.infer<typeof customerDelivery>;

/** ... and for a self-pickup order (delivery_type 3); ready = status 3 Dispatched. */
export const customerPickup = z.object({ code: z.string(), ready: z.boolean() });
export type CustomerPickup = z.infer<typeof customerPickup>;
