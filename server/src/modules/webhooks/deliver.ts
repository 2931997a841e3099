// The webhook job: posts every due delivery row to its store's endpoint, signed, and records the
// outcome. Rows live in the database, so a restart loses nothing; a row is leased (its next attempt
// pushed past the request timeout) before it is sent, so two processes never post it at once.
// A failed attempt is retried after WEBHOOK_RETRY_DELAYS_SECONDS; after the last one it is failed.
import { span } from "../../lib/tracing";
import type { Db } from "../../lib/db";
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_SECONDS,
} from "../../contract/webhooks";
import { signPayload } from "./sign";

export type DeliveryDeps = {
  db: Db;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Rows handled per run at most. */
  batch?: number;
  /** Posts in flight at once. */
  concurrency?: number;
  log?: (message: string) => void;
};

export type DeliveryOutcome = { id: string; ok: boolean; statusCode: number | null; error: string | null };

const LEASE_EXTRA_MS = 60_000;

function post(deps: DeliveryDeps, url: string, headers: Record<string, string>, body: string, timeoutMs: number) {
  return span("webhook POST", { "galli.webhook.event": headers[EVENT_HEADER] ?? "" }, () =>
    postNow(deps, url, headers, body, timeoutMs),
  );
}

async function postNow(
  deps: DeliveryDeps,
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
) {
  const doFetch = deps.fetch ?? fetch;
  try {
    const res = await doFetch(url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, statusCode: res.status, error: ok ? null : `The endpoint answered HTTP ${res.status}.` };
  } catch (err) {
    const name = (err as Error).name;
    const error =
      name === "TimeoutError" || name === "AbortError"
        ? `No answer within ${timeoutMs / 1000} s.`
        : `Could not connect: ${String((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message)}.`;
    return { ok: false, statusCode: null, error };
  }
}

async function deliverOne(
  deps: DeliveryDeps,
  id: string,
  now: Date,
  timeoutMs: number,
): Promise<DeliveryOutcome | null> {
  const { db } = deps;
  const row = await db.webhookDelivery.findUnique({
    where: { id },
    include: { store: { select: { webhookEndpoint: true } } },
  });
  if (!row) return null;
  const leaseUntil = new Date(now.getTime() + timeoutMs + LEASE_EXTRA_MS);
  const claimed = await db.webhookDelivery.updateMany({
    where: { id, status: "pending", nextAttemptAt: { lte: now } },
    data: { nextAttemptAt: leaseUntil },
  });
  if (claimed.count !== 1) return null;

  const endpoint = row.store.webhookEndpoint;
  const attempts = row.attempts + 1;
  let result: { ok: boolean; statusCode: number | null; error: string | null };
  if (!endpoint?.active) {
    result = { ok: false, statusCode: null, error: "The store has no webhook endpoint any more." };
  } else {
    const timestamp = Math.floor(now.getTime() / 1000);
    result = await post(
      deps,
      endpoint.url,
      {
        "content-type": "application/json",
        "user-agent": "Galli-Webhooks/1.0",
        [SIGNATURE_HEADER]: signPayload(endpoint.secret, row.payload, timestamp),
        [EVENT_HEADER]: row.eventType,
        [DELIVERY_HEADER]: row.id,
      },
      row.payload,
      timeoutMs,
    );
  }
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
  const giveUp = !result.ok && (delay === undefined || !endpoint?.active);
  await db.webhookDelivery.update({
    where: { id },
    data: {
      attempts,
      lastAttemptAt: now,
      lastStatusCode: result.statusCode,
      lastError: result.error,
      ...(result.ok
        ? { status: "delivered", deliveredAt: now }
        : giveUp
          ? { status: "failed" }
          : { nextAttemptAt: new Date(now.getTime() + (delay ?? 0) * 1000) }),
    },
  });
  deps.log?.(
    `webhook ${row.eventType} ${row.id}: ${result.ok ? "delivered" : `${giveUp ? "failed" : "will retry"} (${result.error})`}`,
  );
  return { id, ...result };
}

/** Sends every delivery due at `now` (oldest first) and answers what happened to each. */
export async function deliverDueWebhooks(deps: DeliveryDeps, now: Date): Promise<DeliveryOutcome[]> {
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_TIMEOUT_SECONDS * 1000;
  const due = await deps.db.webhookDelivery.findMany({
    where: { status: "pending", nextAttemptAt: { lte: now } },
    select: { id: true },
    orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
    take: deps.batch ?? 100,
  });
  const queue = due.map((d) => d.id);
  const outcomes: DeliveryOutcome[] = [];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const outcome = await deliverOne(deps, id, now, timeoutMs);
      if (outcome) outcomes.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(deps.concurrency ?? 8, queue.length) }, worker));
  return outcomes;
}
