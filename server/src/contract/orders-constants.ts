// Order statuses, limits and messages (no schemas): what the web reads without loading zod.
// orders.ts re-exports all of it beside its schemas.

/** Order status numbers of spec part 2 section 4. */
export const ORDER_STATUS = {
  ordered: 1,
  accepted: 2,
  readyToShip: 3,
  shipping: 4,
  delivered: 5,
  verified: 6,
  cancelled: 7,
  rejected: 8,
  denied: 9,
} as const;

export const ORDER_STATUS_NAMES: Record<number, string> = {
  1: "New Order",
  2: "Packaging",
  3: "Dispatched",
  4: "Shipping",
  5: "Delivered",
  6: "Verified",
  7: "Cancelled",
  8: "Rejected",
  9: "Denied",
};

/** Track Order: placed and not yet verified or closed (delivered orders wait here for verification). */
export const UPCOMING_STATUSES = [1, 2, 3, 4, 5] as const;
/** Purchase History: delivered, verified, cancelled, rejected, denied. Delivered shows in both. */
export const HISTORY_STATUSES = [5, 6, 7, 8, 9] as const;

export const PAYMENT_TYPE = { online: 1, cod: 2 } as const;
export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

/** Per product: 0 undecided, 1 Delivered, 2 Undelivered, 3 Replacement. */
export const VERIFY_STATUS = { undecided: 0, delivered: 1, undelivered: 2, replacement: 3 } as const;

/** Escalation statuses of spec part 2 section 4 (0 = none). */
export const ESCALATION_STATUS = {
  none: 0,
  requested: 1,
  escalatedByStore: 2,
  resolved: 3,
  accepted: 4,
  refundRequested: 5,
  refundInitiated: 6,
  closed: 7,
} as const;

/**
 * An open escalation: a replacement or undelivered request the shop or Galli support still has to
 * finish (requested, escalated by the store, accepted, refund requested, refund initiated). A
 * resolved or closed request is not open.
 */
export const OPEN_ESCALATION_STATUSES: readonly number[] = [
  ESCALATION_STATUS.requested,
  ESCALATION_STATUS.escalatedByStore,
  ESCALATION_STATUS.accepted,
  ESCALATION_STATUS.refundRequested,
  ESCALATION_STATUS.refundInitiated,
];
const OPEN_ESCALATION = new Set(OPEN_ESCALATION_STATUSES);
export const isOpenEscalation = (status: number): boolean => OPEN_ESCALATION.has(status);

/**
 * The open escalations the customer may still withdraw (Cancel escalation): those nobody has acted
 * on beyond the shop's refusal (requested, escalated by the store).
 */
export const WITHDRAWABLE_ESCALATION_STATUSES: readonly number[] = [
  ESCALATION_STATUS.requested,
  ESCALATION_STATUS.escalatedByStore,
];
export const isWithdrawableEscalation = (status: number): boolean =>
  WITHDRAWABLE_ESCALATION_STATUSES.includes(status);

/** The statuses of an order closed unfulfilled: Cancelled, Rejected, Denied. */
export const CLOSED_STATUSES: readonly number[] = [ORDER_STATUS.cancelled, ORDER_STATUS.rejected, ORDER_STATUS.denied];

/** The statuses of an order handed over: Delivered, then Verified. */
export const DELIVERED_STATUSES: readonly number[] = [ORDER_STATUS.delivered, ORDER_STATUS.verified];

/**
 * Delivered: the order was handed over (it has a delivery time, or its status is Delivered or
 * Verified). What the shop is paid for, on cash on delivery what the sale is posted for.
 */
export function wasDelivered(o: { status: number; deliveredAt: Date | null }): boolean {
  return o.deliveredAt !== null || DELIVERED_STATUSES.includes(o.status);
}

export const ORDERS_PAGE_SIZE = 10;
export const BUZZ_COOLDOWN_SECONDS = 3600;

export const ORDER_MESSAGES = {
  notFound: "Order not found.",
  productNotFound: "This product is not part of the order.",
  cancelBlocked:
    "You can't cancel the order from here once shop started to prepare your order. If you still want to cancel, kindly contact shop or Galli support to cancel your order.",
  alreadyCancelled: "This order is already cancelled.",
  reasonRequired: "Please select a reason",
  messageRequiredForOther: "Please type a message",
  cancelMessageTooLong: "Message is too long (500 characters at most).",
  cancelled: "Your order has been cancelled.",
  cancelledToWallet: "Your order has been cancelled. The refund has been credited to your Galli Cash.",
  cancelledToBank: "Your order has been cancelled. The refund will reach your bank account in 5 to 7 business days.",
  bankRefundFellBack:
    "Your order has been cancelled. The bank refund could not be started, so the amount has been credited to your Galli Cash.",
  orderIdsRequired: "Please choose an order to cancel.",
  noOpenEscalation: "This order has no open replacement or undelivered request.",
  escalationCancelled: "Your request has been cancelled.",
  buzzed: "We have buzzed the shop. They will attend to your order shortly.",
  buzzDelivered: "Your order is already delivered, so there is no need to buzz the shop.",
  buzzClosed: "This order is closed, so the shop cannot be buzzed.",
  notDelivered: "You can verify the products once the order is delivered.",
  orderClosed: "This order was cancelled.",
  alreadyVerified: "This order is already verified.",
  replacementWindowClosed: "The replacement period for this order has ended.",
  requestAlreadyOpen: "A replacement or undelivered request for this product is already open.",
  undecidedProducts: "Please choose Delivered, Undelivered or Replacement for every product.",
  verified: "Thank you! Your order has been verified.",
  productVerified: "Saved.",
  replacementRequested: "Your replacement request has been sent to the shop.",
  undeliveredRequested: "Your undelivered request has been sent to the shop.",
  reviewNotVerified: "You can review the order once it is verified.",
  reviewWindowClosed: "The review period for this order has ended.",
  productNotDelivered: "You can review only the products you received.",
  shopReviewExists: "You have already reviewed the shop for this order.",
  productReviewExists: "You have already reviewed this product for this order.",
  shopReviewed: "Thank you for rating the shop!",
  productReviewed: "Thank you for reviewing the product!",
  titleNotFound: "Help topic not found.",
} as const;
