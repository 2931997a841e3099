// The member's actions taken without a connection (picked up, delivered with the code and the
// cash), kept on the phone in order and sent once the connection returns, each exactly once: an
// action leaves the queue when the server took it, or answered 409 (it was already done, e.g. the
// answer to an earlier send was lost), or refused it for good (a wrong code: the member is told);
// a network failure stops the run and keeps the rest for the next one. Each carries an
// Idempotency-Key made when it was queued.
import { CLIENT_ERROR_CODE } from "@contract/errors-constants";
import { ConsoleError } from "../console-api";
import { deliveriesApi } from "./api";
import type { QueuedAction, Trip } from "./types";

export const DELIVERY_QUEUE_KEY = "galli:delivery_queue";

type NewAction = QueuedAction extends infer A ? (A extends QueuedAction ? Omit<A, "key"> : never) : never;

export function readQueue(): QueuedAction[] {
  try {
    const raw = localStorage.getItem(DELIVERY_QUEUE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as QueuedAction[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedAction[]) {
  try {
    if (queue.length) localStorage.setItem(DELIVERY_QUEUE_KEY, JSON.stringify(queue));
    else localStorage.removeItem(DELIVERY_QUEUE_KEY);
  } catch {
    // Storage refused: the action stays unsent, as it would on a phone without space.
  }
}

const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function enqueue(action: NewAction): QueuedAction {
  const queued = { ...action, key: newKey() } as QueuedAction;
  writeQueue([...readQueue(), queued]);
  return queued;
}

/** A failure that means "no connection": the action waits for the next run. */
export const isOffline = (err: unknown) => err instanceof ConsoleError && err.code === CLIENT_ERROR_CODE.NETWORK_ERROR;

const send = (a: QueuedAction) =>
  a.kind === "pickup" ? deliveriesApi.pickup(a.orderId, a.key) : deliveriesApi.deliver(a.orderId, a.body, a.key);

export type FlushResult = {
  sent: { action: QueuedAction; trip: Trip | null }[];
  refused: { action: QueuedAction; message: string }[];
  left: number;
};

let running: Promise<FlushResult> | null = null;

/** Sends the queue in order; one run at a time (a second call joins the running one). */
export function flushQueue(): Promise<FlushResult> {
  running ??= (async () => {
    const result: FlushResult = { sent: [], refused: [], left: 0 };
    try {
      for (const action of readQueue()) {
        try {
          const answer = await send(action);
          result.sent.push({ action, trip: answer.trip });
        } catch (err) {
          if (isOffline(err)) break;
          if (err instanceof ConsoleError && err.status === 409) result.sent.push({ action, trip: null });
          else result.refused.push({ action, message: err instanceof Error ? err.message : String(err) });
        }
        // Done with it either way: it leaves the queue before the next one goes.
        writeQueue(readQueue().filter((q) => q.key !== action.key));
      }
      result.left = readQueue().length;
      return result;
    } finally {
      running = null;
    }
  })();
  return running;
}
