// The demo's fulfilment simulator: every tick, each order in status 1-4 whose current status is at
// least `stepMs` old moves one step (the same transition the order:advance command makes). Delivered
// orders wait for the customer. On in demo mode (config.fulfilmentSimulator), off in tests. With
// several app processes on PostgreSQL, an advisory lock lets one of them run each tick.
import type { Db } from "../../lib/db";
import { withJobLock } from "../../lib/job-lock";
import { advanceOrder, type Transition } from "./transitions";

export type SimulatorOptions = {
  db: Db;
  now: () => Date;
  stepMs: number;
  /** How often to look (default: a fifth of the step, between 1 and 10 seconds). */
  tickMs?: number;
  log?: (message: string) => void;
  /** Orders moved per tick at most. */
  batch?: number;
};

export type Simulator = { tick: () => Promise<Transition[]>; stop: () => Promise<void> };

export function dueOrdersWhere(cutoff: Date) {
  const due = { lte: cutoff };
  return {
    OR: [
      { status: 1, orderedAt: due },
      { status: 2, OR: [{ acceptedAt: due }, { acceptedAt: null, orderedAt: due }] },
      { status: 3, OR: [{ readyToShipAt: due }, { readyToShipAt: null, orderedAt: due }] },
      { status: 4, OR: [{ shippingAt: due }, { shippingAt: null, orderedAt: due }] },
    ],
  };
}

export function startSimulator(opts: SimulatorOptions): Simulator {
  const { db, now, stepMs, log = () => {}, batch = 100 } = opts;
  let running: Promise<Transition[]> | null = null;

  async function run(): Promise<Transition[]> {
    const at = now();
    const due = await db.order.findMany({
      where: dueOrdersWhere(new Date(at.getTime() - stepMs)),
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

  // One process at a time moves orders, however many app processes share the database.
  const locked = async () => {
    const r = await withJobLock(db, "fulfilment-simulator", run);
    return r.ran ? r.value : [];
  };
  const tick = () => {
    running ??= locked().finally(() => {
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
