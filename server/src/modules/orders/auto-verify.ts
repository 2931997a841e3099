// Auto-verify: a delivered order the customer never submits is verified when its replacement window
// closes (undecided products count as delivered, a cashback promo is credited then), so cashback
// never waits for a click. Runs as a job (jobs/runner.ts); each order is claimed by its status, so
// a customer's own Submit at the same moment wins or loses cleanly.
import type { Db } from "../../lib/db";
import { ORDER_STATUS } from "../../contract/orders";
import { completeVerification, replacementEnd } from "./verification";

const BATCH = 100;
const DAY_MS = 86_400_000;

export async function autoVerify(db: Db, now: Date): Promise<string[]> {
  const candidates = await db.order.findMany({
    where: {
      status: ORDER_STATUS.delivered,
      OR: [
        { replacementUntil: { lte: now } },
        // No window recorded (older rows): the shop's days decide below.
        { replacementUntil: null, deliveredAt: { lte: new Date(now.getTime() - DAY_MS) } },
      ],
    },
    include: { shop: { select: { replacementDays: true } } },
    orderBy: { deliveredAt: "asc" },
    take: BATCH,
  });
  const verified: string[] = [];
  for (const order of candidates) {
    const end = replacementEnd(order, now);
    if (end.getTime() > now.getTime()) continue;
    const done = await db.$transaction((tx) => completeVerification(tx, order, now, end));
    if (done) verified.push(order.id);
  }
  return verified;
}
