// Every refund is a Refund row keyed by its cause (`key`), so the same cause refunds once whatever
// the retries. To Galli Cash: credited and processed in the caller's transaction. To the source of
// the payment: recorded 'requested' in the caller's transaction, then sent through the payments
// adapter after commit (sendSourceRefund) and followed to processed by the refund job (sync.ts). A
// source refund the provider refuses is marked failed with its reason and paid to Galli Cash instead,
// so the customer's money is never stuck. A source refund's steps (initiated when recorded,
// processed, failed) are live events (refund.updated) written in the transaction that takes them;
// a Galli Cash refund is told by its wallet.credited event.
import { metrics } from "../../lib/metrics";
import type { Prisma, Refund } from "../../generated/prisma/client";
import { credit } from "../../lib/wallet";
import { recordLiveEvent } from "../../lib/live-events";
import { messageText } from "../../lib/message-templates";
import type { AppContext } from "../../plugins/db";
import { expectedBy, refundMethodOf } from "./timing";

type Tx = Prisma.TransactionClient;
type Ctx = Pick<AppContext, "db" | "adapters" | "now">;

/** The customer's live event for a step of a source refund, in the transaction that takes it. */
async function refundEvent(
  tx: Tx,
  refund: Pick<Refund, "userId" | "orderId" | "amount" | "method">,
  status: "initiated" | "processed" | "failed",
  now: Date,
  orderNo?: string | null,
) {
  const number =
    orderNo ??
    (refund.orderId
      ? (await tx.order.findUnique({ where: { id: refund.orderId }, select: { orderNo: true } }))?.orderNo
      : undefined);
  await recordLiveEvent(tx, {
    type: "refund.updated",
    userId: refund.userId,
    data: {
      ...(refund.orderId ? { order_id: refund.orderId } : {}),
      ...(number ? { order_number: number } : {}),
      amount: refund.amount,
      refund_status: status,
      refund_method: refund.method,
    },
    now,
  });
}

export type RefundCause = {
  /** One refund per key: "order:<id>", "order-source:<id>", "escalation:<line id>", "payment:<id>". */
  key: string;
  userId: string;
  amount: number;
  reason: string;
  orderId?: string | null;
  orderNo?: string | null;
  orderItemId?: string | null;
  now: Date;
};

type Recorded = { refund: Refund | null; created: boolean };
type RefundRow = Pick<Prisma.RefundUncheckedCreateInput, "destination" | "method" | "status" | "expectedAt"> &
  Partial<Pick<Prisma.RefundUncheckedCreateInput, "paymentId" | "processedAt">>;

/**
 * The one way a refund is recorded: nothing for no amount, the existing row for a repeated key;
 * else `before` (the money moving in the same transaction) and the row.
 */
async function recordOnce(tx: Tx, c: RefundCause, row: RefundRow, before?: () => Promise<unknown>): Promise<Recorded> {
  if (c.amount <= 0) return { refund: null, created: false };
  const existing = await tx.refund.findUnique({ where: { key: c.key } });
  if (existing) return { refund: existing, created: false };
  await before?.();
  const refund = await tx.refund.create({
    data: {
      key: c.key,
      orderId: c.orderId ?? null,
      orderItemId: c.orderItemId ?? null,
      userId: c.userId,
      amount: c.amount,
      reason: c.reason,
      createdAt: c.now,
      ...row,
    },
  });
  return { refund, created: true };
}

/** Credits Galli Cash and records a processed wallet refund; a repeated key changes nothing. */
export function refundToWallet(tx: Tx, c: RefundCause): Promise<Recorded> {
  const row = { destination: "wallet", method: "wallet", status: "processed", expectedAt: c.now, processedAt: c.now };
  return recordOnce(tx, c, row, () =>
    credit(tx, {
      userId: c.userId,
      amount: c.amount,
      kind: "refund",
      refId: c.key,
      orderId: c.orderId ?? null,
      note: c.orderNo ? messageText("refundNote", { orderNo: c.orderNo }) : c.reason,
    }),
  );
}

/**
 * Records cash on delivery that was not charged at the door (goods reported undelivered when the
 * customer submits): no money moves, the cash due is smaller by `amount`; processed at once. A
 * repeated key changes nothing.
 */
export function recordDoorRefund(tx: Tx, c: RefundCause): Promise<Recorded> {
  return recordOnce(tx, c, { destination: "cash", method: "cash", status: "processed", expectedAt: c.now, processedAt: c.now });
}

/** Records a refund to the payment's source, 'requested'; send it with sendSourceRefund after commit. */
export async function recordSourceRefund(
  tx: Tx,
  c: RefundCause & { paymentId: string; paymentMethod: string | null },
): Promise<Recorded> {
  const method = refundMethodOf(c.paymentMethod);
  const row = { paymentId: c.paymentId, destination: "bank", method, status: "requested", expectedAt: expectedBy(method, c.now) };
  const recorded = await recordOnce(tx, c, row);
  // Initiated as the customer sees it: the money is on its way back (the provider call follows).
  if (recorded.created && recorded.refund) await refundEvent(tx, recorded.refund, "initiated", c.now, c.orderNo);
  return recorded;
}

const PROVIDER_STATUS = { pending: "initiated", processed: "processed", failed: "failed" } as const;

/** The provider refused the refund: failed with its reason, and the amount goes to Galli Cash. */
async function failToWallet(ctx: Ctx, refund: Refund, reason: string) {
  const now = ctx.now();
  await ctx.db.$transaction(async (tx) => {
    const moved = await tx.refund.updateMany({
      where: { id: refund.id, status: { in: ["requested", "initiated"] } },
      data: { status: "failed", failureReason: reason.slice(0, 500) },
    });
    if (moved.count !== 1) return;
    await refundEvent(tx, refund, "failed", now);
    const order = refund.orderId
      ? await tx.order.findUnique({ where: { id: refund.orderId }, select: { orderNo: true } })
      : null;
    await refundToWallet(tx, {
      key: `fallback:${refund.id}`,
      userId: refund.userId,
      amount: refund.amount,
      reason: messageText("sourceRefundFailed", { reason: reason.slice(0, 200) }),
      orderId: refund.orderId,
      orderNo: order?.orderNo ?? null,
      orderItemId: refund.orderItemId,
      now,
    });
  });
}

/**
 * Sends a requested source refund to the provider, once: it first looks for a refund the provider
 * already holds for this row (a crash after the call and before our update), then asks for one.
 * Answers the row as it ends up.
 */
export async function sendSourceRefund(ctx: Ctx, refundId: string): Promise<Refund> {
  const refund = await ctx.db.refund.findUniqueOrThrow({ where: { id: refundId }, include: { payment: true } });
  if (refund.status !== "requested" || !refund.payment?.providerId) return refund;
  const providerPaymentId = refund.payment.providerId;
  await ctx.db.refund.update({ where: { id: refund.id }, data: { attempts: { increment: 1 } } });
  let answer;
  try {
    const held = await ctx.adapters.payments.fetchPaymentRefunds(providerPaymentId);
    answer =
      held.find((r) => r.notes?.refund_id === refund.id) ??
      (await ctx.adapters.payments.refundPayment(providerPaymentId, {
        amount: refund.amount,
        notes: { refund_id: refund.id, reason: refund.reason.slice(0, 200) },
      }));
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    // A refusal (4xx) is final; an outage leaves it requested for the refund job to retry.
    if (status && status >= 400 && status < 500) {
      await failToWallet(ctx, refund, err instanceof Error ? err.message : "refused by the provider");
    }
    return ctx.db.refund.findUniqueOrThrow({ where: { id: refund.id } });
  }
  return applyProviderStatus(ctx, refund, answer);
}

/** Brings our row in line with the provider's refund. */
export async function applyProviderStatus(
  ctx: Ctx,
  refund: Refund,
  answer: { id: string; status: string },
): Promise<Refund> {
  const status = PROVIDER_STATUS[answer.status as keyof typeof PROVIDER_STATUS] ?? "initiated";
  if (status === "failed") {
    await failToWallet(ctx, refund, "the bank could not complete the refund");
  } else {
    const now = ctx.now();
    const moved = await ctx.db.$transaction(async (tx) => {
      const moved = await tx.refund.updateMany({
        where: { id: refund.id, status: { in: ["requested", "initiated"] } },
        data: {
          providerRefundId: answer.id,
          status,
          ...(status === "processed" ? { processedAt: now } : {}),
        },
      });
      if (moved.count === 1 && status === "processed") await refundEvent(tx, refund, "processed", now);
      return moved.count === 1;
    });
    if (moved && refund.status === "requested") metrics.refundsInitiated.inc();
    if (moved && status === "processed") metrics.refundsCompleted.inc();
  }
  return ctx.db.refund.findUniqueOrThrow({ where: { id: refund.id } });
}
