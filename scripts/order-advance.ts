// Moves an order along by hand, as the shop would (the fulfilment simulator makes the same moves):
//   npm run order:advance -- <order id or order number>            next step: 1 -> 2 -> 3 -> 4 -> 5
//   npm run order:advance -- <order id or order number> 5          straight to Delivered (every step stamped)
//   npm run order:advance -- <order id or order number> 8          rejected by the shop (stock back, refund to Galli Cash)
//   npm run order:advance -- <order id or order number> 9          denied by Galli (the same)
//   npm run order:advance -- <order id or order number> escalation 4   moves the order's open replacement /
//                                                   undelivered requests to escalation status 2-7
//                                                   (6, refund initiated, refunds the affected products)
//   npm run order:advance -- <order id or order number> refund   the emulator's bank finishes the
//                                                   order's refunds to the source (emulator mode only)
import type { Db } from "../server/src/lib/db";
import { AppError } from "../server/src/lib/app-error";
import { ERROR_CODE } from "../server/src/contract/errors";
import { ORDER_STATUS_NAMES } from "../server/src/contract/orders";
import { advanceOrder } from "../server/src/modules/orders/transitions";
import { advanceEscalation } from "../server/src/modules/orders/escalations";
import { settleRefund } from "../server/src/adapters/payments/emulator/entities";
import { UsageError, runAsScript } from "./cli";

export { UsageError };

/**
 * The demo's bank: the emulator's pending refunds of the order become processed. The app's refund
 * job (running with the server) then records them processed, as it would for Razorpay.
 */
async function settleOrderRefunds(db: Db, ref: string) {
  const order = await db.order.findFirst({
    where: { OR: [{ id: ref }, { orderNo: ref }] },
    select: { id: true, orderNo: true },
  });
  if (!order) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND, `No order with id or number ${ref}.`);
  const refunds = await db.refund.findMany({
    where: { orderId: order.id, destination: "bank", status: "initiated", providerRefundId: { not: null } },
  });
  for (const r of refunds) await settleRefund(db, r.providerRefundId!, { status: "processed" });
  return { orderNo: order.orderNo, count: refunds.length };
}

const USAGE =
  "Usage: npm run order:advance -- <order id or order number> [status 2-5, 8 reject, 9 deny]\n" +
  "       npm run order:advance -- <order id or order number> escalation <status 2-7>\n" +
  "       npm run order:advance -- <order id or order number> refund";

export async function run(
  db: Db,
  argv: string[],
  print: (line: string) => void,
  now = () => new Date(),
): Promise<void> {
  const [ref, target, ...rest] = argv;
  if (ref && target === "escalation") {
    const to = Number(rest[0]);
    if (rest.length !== 1 || !Number.isInteger(to) || to < 2 || to > 7) throw new UsageError(USAGE);
    const moved = await advanceEscalation({ db, now }, ref, to);
    print(
      `Order ${moved.orderNo}: ${moved.products} request(s) -> escalation status ${moved.to}.` +
        (moved.refunded ? ` ${moved.refunded} refund(s) started.` : ""),
    );
    return;
  }
  if (ref && target === "refund" && rest.length === 0) {
    const settled = await settleOrderRefunds(db, ref);
    print(`Order ${settled.orderNo}: ${settled.count} refund(s) finished at the bank.`);
    return;
  }
  if (!ref || rest.length > 0) throw new UsageError(USAGE);
  let to: number | undefined;
  if (target !== undefined) {
    to = Number(target);
    if (!Number.isInteger(to) || ![2, 3, 4, 5, 8, 9].includes(to)) throw new UsageError(USAGE);
  }
  const t = await advanceOrder(db, ref, { now: now(), to });
  print(`Order ${t.orderNo}: ${ORDER_STATUS_NAMES[t.from]} (${t.from}) -> ${ORDER_STATUS_NAMES[t.to]} (${t.to}).`);
}

runAsScript(import.meta.url, run, USAGE);
