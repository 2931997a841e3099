// Which requests are on Galli's desk: replacement and undelivered requests the shop refused, or left
// at "requested" for over 48 hours since the customer made them (requests made before that time was
// recorded count from the delivery). The escalations page lists them; the ops home counts them.
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { ESCALATION_STATUS } from "../../contract/orders";
import { ESCALATION_WAIT_HOURS } from "../../contract/ops-desk";

const HOUR_MS = 3600 * 1000;

/** The lines on Galli's desk at `now`. */
export function onDesk(now: Date): Prisma.OrderItemWhereInput {
  const cutoff = new Date(now.getTime() - ESCALATION_WAIT_HOURS * HOUR_MS);
  return {
    OR: [
      { escalationStatus: ESCALATION_STATUS.escalatedByStore },
      { escalationStatus: ESCALATION_STATUS.requested, escalatedAt: { lt: cutoff } },
      { escalationStatus: ESCALATION_STATUS.requested, escalatedAt: null, order: { deliveredAt: { lt: cutoff } } },
    ],
  };
}

/** How many orders have a request on Galli's desk at `now` (the escalations page's total). */
export const escalationsWaiting = (db: Db, now: Date): Promise<number> =>
  db.order.count({ where: { items: { some: onDesk(now) } } });
