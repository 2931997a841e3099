// The demo's fulfilment simulator: every tick, each order in status 1-4 whose current status is at
// least `stepMs` old moves one step (the same transition the order:advance command makes). Delivered
// orders wait for the customer. The demo merchant's own shop (the one store GALLI-STORE-0001 belongs
// to) is left to its merchant, so a visitor trying the console finds its new orders waiting. On in
// demo mode (config.fulfilmentSimulator), off in tests. The app runs moveDueOrders as a job
// (jobs/runner.ts); startSimulator is the same step on a local timer.
import type { Db } from "../../lib/db";
import { advanceOrder, type Transition } from "./transitions";
import { ORDER_STATUS } from "../../contract/orders";
import { DELIVERY_TYPE } from "../../contract/cart-constants";

/** Store keys whose shops the simulator leaves alone: the demo merchant acts on these orders. */
export const MERCHANT_RUN_STORE_KEYS: readonly string[] = ["GALLI-STORE-0001"];

export type SimulatorOptions = {
  db: Db;
  now: () => Date;
  stepMs: number;
  /** How often to look (default: a fifth of the step, between 1 and 10 seconds). */
  tickMs?: number;
  log?: (message: string) => void;
  /** Orders moved per tick at most. */
  batch?: number;
  /** Orders of the shops these stores belong to are not moved (default MERCHANT_RUN_STORE_KEYS). */
  leaveShopsOf?: readonly string[];
  /**
   * Leave a delivery order's last mile (3 Dispatched, and 4 Shipping with a delivery state) to the
   * demo's moving deliveries (modules/delivery/demo-trips.ts), which drive it through the delivery path.
   */
  leaveDeliveries?: boolean;
};

export type Simulator = { tick: () => Promise<Transition[]>; stop: () => Promise<void> };

export function dueOrdersWhere(
  cutoff: Date,
  leaveShopsOf: readonly string[] = MERCHANT_RUN_STORE_KEYS,
  leaveDeliveries = false,
) {
  const due = { lte: cutoff };
  return {
    shop: { stores: { none: { storeKey: { in: [...leaveShopsOf] } } } },
    ...(leaveDeliveries
      ? {
          NOT: [
            { deliveryType: DELIVERY_TYPE.byShop, status: ORDER_STATUS.readyToShip },
            { deliveryType: DELIVERY_TYPE.byShop, status: ORDER_STATUS.shipping, deliveryState: { not: null } },
          ],
        }
      : {}),
    OR: [
      { status: ORDER_STATUS.ordered, orderedAt: due },
      { status: ORDER_STATUS.accepted, OR: [{ acceptedAt: due }, { acceptedAt: null, orderedAt: due }] },
      { status: ORDER_STATUS.readyToShip, OR: [{ readyToShipAt: due }, { readyToShipAt: null, orderedAt: due }] },
      { status: ORDER_STATUS.shipping, OR: [{ shippingAt: due }, { shippingAt: null, orderedAt: due }] },
    ],
  };
}

/** One pass: each order due a step moves one status. */
export async function moveDueOrders(
  opts: Pick<SimulatorOptions, "db" | "stepMs" | "log" | "batch" | "leaveShopsOf" | "leaveDeliveries">,
  at: Date,
): Promise<Transition[]> {
  const { db, stepMs, log = () => {}, batch = 100, leaveShopsOf, leaveDeliveries } = opts;
  const due = await db.order.findMany({
    where: dueOrdersWhere(new Date(at.getTime() - stepMs), leaveShopsOf, leaveDeliveries),
    select: { id: true },
    orderBy: { orderedAt: "asc" },
    take: batch,
  });
  const moved: Transition[] = [];
  for (const { id } of due) {
    try {
      const t = await advanceOrder(db, id, { now: at });
      moved.push(t);
      log(`fulfilment simulator: order ${t.orderNo} ${t.from} -> ${t.to}`);
    } catch {
      // Moved by someone else meanwhile (a cancel, the command): the next tick sees the new state.
    }
  }
  return moved;
}

export function startSimulator(opts: SimulatorOptions): Simulator {
  const { now, stepMs, log = () => {} } = opts;
  let running: Promise<Transition[]> | null = null;

  const tick = () => {
    running ??= moveDueOrders(opts, now()).finally(() => {
      running = null;
    });
    return running;
  };
  const tickMs = opts.tickMs ?? Math.min(10_000, Math.max(1000, Math.floor(stepMs / 5)));
  const timer = setInterval(() => {
    tick().catch((err: unknown) => log(`fulfilment simulator failed: ${String(err)}`));
  }, tickMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
