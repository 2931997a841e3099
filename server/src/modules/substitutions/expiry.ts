// The substitution-expiry job's name and pace: proposals the customer left unanswered for 10
// minutes follow the line's rule (settleExpired); registered in index.ts.
import { afterCommit, loadOrder, settle, type SubstitutionCtx } from "./service";

export const SUBSTITUTION_EXPIRY_JOB = "substitution-expiry";
export const SUBSTITUTION_EXPIRY_EVERY_MS = 15_000;

/** The expiry job: proposals past their 10 minutes follow the line's rule. Answers how many it settled. */
export async function settleExpired(ctx: SubstitutionCtx, at?: Date): Promise<number> {
  const now = at ?? ctx.now();
  const due = await ctx.db.orderSubstitution.findMany({
    where: { state: "proposed", expiresAt: { lte: now } },
    select: { id: true, orderId: true },
    orderBy: { expiresAt: "asc" },
    take: 200,
  });
  let settled = 0;
  for (const d of due) {
    const done = await ctx.db.$transaction(async (tx) => {
      const o = await loadOrder(tx, { id: d.orderId });
      const sub = o?.substitutions.find((s) => s.id === d.id);
      if (!o || !sub || sub.state !== "proposed") return null;
      const r = await settle(tx, o, sub, sub.rule === "similar", "rule", now);
      return r.settled ? r : null;
    });
    if (done) {
      settled++;
      await afterCommit(ctx, d.orderId, done.toSend, done.state);
    }
  }
  return settled;
}
