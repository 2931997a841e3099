// The ops console's home: what waits in each queue, counted with the same rules as the queue's own
// page, and only the queues the member's role may open.
import type { Db } from "../../lib/db";
import { OPS_AREA_ROLES, type OpsRole } from "../../contract/ops-roles";
import type { OpsHomeItem, OpsHomeQueue, OpsHomeView } from "../../contract/ops-home";
import { escalationsWaiting } from "../ops/public";

type Queue = { queue: OpsHomeQueue; roles: readonly OpsRole[]; path: string; count: (db: Db, now: Date) => Promise<number> };

/** A webhook delivery that failed for good, or is being retried. */
const failingDelivery = { OR: [{ status: "failed" }, { status: "pending", attempts: { gt: 0 } }] };

const QUEUES: Queue[] = [
  { queue: "escalations", roles: OPS_AREA_ROLES.desk, path: "escalations", count: escalationsWaiting },
  {
    queue: "tickets_overdue",
    roles: OPS_AREA_ROLES.tickets,
    path: "tickets",
    count: (db, now) => db.supportTicket.count({ where: { status: { not: "resolved" }, dueAt: { lt: now } } }),
  },
  {
    queue: "tickets_open",
    roles: OPS_AREA_ROLES.tickets,
    path: "tickets",
    count: (db) => db.supportTicket.count({ where: { status: { not: "resolved" } } }),
  },
  {
    queue: "reviews",
    roles: OPS_AREA_ROLES.review,
    path: "reviews",
    count: (db) => db.productChange.count({ where: { status: "review" } }),
  },
  {
    queue: "shops_waiting",
    roles: OPS_AREA_ROLES.review,
    path: "shops/waiting",
    count: (db) => db.shop.count({ where: { status: "onboarding" } }),
  },
  {
    queue: "enquiries",
    roles: OPS_AREA_ROLES.enquiriesRead,
    path: "enquiries",
    count: (db) => db.enquiry.count({ where: { status: "new" } }),
  },
  {
    queue: "payouts_held",
    roles: OPS_AREA_ROLES.admin,
    path: "payouts",
    count: (db) => db.payout.count({ where: { status: "on_hold" } }),
  },
  {
    queue: "webhooks_failing",
    roles: OPS_AREA_ROLES.admin,
    path: "system",
    count: async (db) => (await db.webhookDelivery.groupBy({ by: ["storeId"], where: failingDelivery })).length,
  },
];

export async function opsHome(db: Db, role: OpsRole, now: Date): Promise<OpsHomeView> {
  const mine = QUEUES.filter((q) => q.roles.includes(role));
  const counts = await Promise.all(mine.map((q) => q.count(db, now)));
  const waiting: OpsHomeItem[] = mine.map((q, i) => ({ queue: q.queue, count: counts[i], path: q.path }));
  return { waiting };
}
