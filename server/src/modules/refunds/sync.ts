// The refund job: sends source refunds still 'requested' (the process stopped before sending, or the
// provider was down) and follows 'initiated' ones until the provider reports them processed or
// failed. Runs on the job runner (jobs/runner.ts).
import type { AppContext } from "../../plugins/db";
import { applyProviderStatus, sendSourceRefund } from "./tracker";

type Ctx = Pick<AppContext, "db" | "adapters" | "now">;

/** A requested refund younger than this is left to the request that made it. */
export const SEND_GRACE_MS = 60_000;
const BATCH = 50;

export async function syncRefunds(ctx: Ctx, now: Date): Promise<{ sent: number; settled: number }> {
  const stale = new Date(now.getTime() - SEND_GRACE_MS);
  const requested = await ctx.db.refund.findMany({
    where: { destination: "bank", status: "requested", createdAt: { lte: stale } },
    orderBy: { createdAt: "asc" },
    take: BATCH,
    select: { id: true },
  });
  let sent = 0;
  for (const r of requested) {
    const after = await sendSourceRefund(ctx, r.id);
    if (after.status !== "requested") sent++;
  }
  const initiated = await ctx.db.refund.findMany({
    where: { destination: "bank", status: "initiated", providerRefundId: { not: null } },
    orderBy: { updatedAt: "asc" },
    take: BATCH,
  });
  let settled = 0;
  for (const r of initiated) {
    try {
      const answer = await ctx.adapters.payments.fetchRefund(r.providerRefundId!);
      const after = await applyProviderStatus(ctx, r, answer);
      if (after.status !== "initiated") settled++;
    } catch {
      // The provider is unreachable: the next run asks again.
    }
  }
  return { sent, settled };
}
