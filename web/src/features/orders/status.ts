// How an order's state reads on screen (spec part 2 section 4): status names with their matching
// timestamps, the '(Cancelled)' tag, escalation sentences, the replacement window's days left.
import type { OrderDetails, OrderListItem, OrderProduct, OrderTimestamps } from "@contract/orders";
import { ORDER_STATUS_NAMES, ORDER_STATUS, VERIFY_STATUS, ESCALATION_STATUS } from "@contract/orders-constants";
import { i18n } from "@/lib/i18n";

export type OrderListName = "track" | "history";

/** The status's name in the language shown (the spec's English names otherwise). */
export const statusName = (status: number): string => {
  const english = ORDER_STATUS_NAMES[status];
  if (!english) return i18n.t("orders.unknownStatus");
  return i18n.t(`orders.status.s${status as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`, { defaultValue: english });
};

/**
 * Cancelled (7) carries the '(Cancelled)' tag; Denied (9) reads 'Cancelled by administrator' (the spec's
 * wording), which says so already.
 */
export const isCancelledTag = (status: number) => status === ORDER_STATUS.cancelled;

/** The status as it reads: Cancelled is the tag alone ('(Cancelled)', not 'Cancelled (Cancelled)'). */
export const statusText = (status: number) => (status === ORDER_STATUS.cancelled ? "" : statusName(status));

const STAMP_OF: Record<number, keyof OrderTimestamps> = {
  1: "ordered",
  2: "accepted",
  3: "ready_to_ship",
  4: "shipping",
  5: "delivered",
  6: "verified",
  7: "cancelled",
  8: "rejected",
  9: "denied",
};

/** The statuses reached so far with their times, for the tracking timeline. */
export function timeline(order: OrderDetails): { status: number; at: string }[] {
  const out: { status: number; at: string }[] = [];
  for (const status of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
    const at = order.timestamps[STAMP_OF[status]];
    if (at) out.push({ status, at });
  }
  return out;
}

export const isDelivered = (o: Pick<OrderListItem, "status">) => o.status >= ORDER_STATUS.delivered;
export const canBuzz = (o: Pick<OrderListItem, "status">) =>
  o.status >= ORDER_STATUS.ordered && o.status <= ORDER_STATUS.shipping;
export const cancelAllowed = (o: Pick<OrderListItem, "status" | "cancel_selected_stage">) =>
  o.status < o.cancel_selected_stage && o.status < ORDER_STATUS.delivered;

const DAY_MS = 24 * 3600 * 1000;

/** Days between now and shop.replacement (0 when past or unknown). */
export function replacementDaysLeft(replacement: string | null, now = Date.now()): number {
  if (!replacement) return 0;
  const ms = new Date(replacement).getTime() - now;
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

export const replacementWindowText = (days: number) => (days > 0 ? `${days} more day(s) left` : "N/A");

/** How many products are under a replacement request, an undelivered request, and a refund. */
export function escalationCounts(products: OrderProduct[]): {
  replacement: number;
  undelivered: number;
  refund: number;
} {
  const escalated = (p: OrderProduct, verify: number) =>
    p.verify_status === verify && p.escalation_status > ESCALATION_STATUS.none;
  return {
    replacement: products.filter((p) => escalated(p, VERIFY_STATUS.replacement)).length,
    undelivered: products.filter((p) => escalated(p, VERIFY_STATUS.undelivered)).length,
    refund: products.filter(
      (p) =>
        p.escalation_status >= ESCALATION_STATUS.refundRequested &&
        p.escalation_status <= ESCALATION_STATUS.refundInitiated,
    ).length,
  };
}

/** Sentences for the products under a replacement or undelivered request. */
export function escalationSentences(products: OrderProduct[]): string[] {
  const { replacement, undelivered, refund } = escalationCounts(products);
  const out: string[] = [];
  if (replacement) out.push(`Replacement requested for ${replacement} product(s)`);
  if (undelivered) out.push(`Undelivered request for ${undelivered} product(s)`);
  if (refund) out.push(`Refund in progress for ${refund} product(s)`);
  return out;
}

/** Directions to the store in a maps service ([lng, lat] as the API sends it). */
export const directionsUrl = ([lng, lat]: [number, number]) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

export const shopIconUrl = (name: string) =>
  `/user/category/view/img?img=${encodeURIComponent(name)}&format=jpeg&width=300&height=300`;
export const productImageUrl = (name: string, height = 100) =>
  `/user/product/img/view?img=${encodeURIComponent(name)}&format=png&height=${height}`;
