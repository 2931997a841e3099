// Ad clicks: each click is recorded; the same customer clicking the same ad again within a minute
// is recorded once, so a double click or a script cannot inflate the count.
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";

const REPEAT_WINDOW_MS = 60_000;

export async function clickAd(ctx: AppContext, userId: string, adId: string): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.$transaction(async (tx) => {
    const ad = await tx.ad.findFirst({ where: { id: adId, active: true }, select: { id: true } });
    if (!ad) throw new AppError(ERROR_CODE.AD_NOT_FOUND);
    const recent = await tx.adClick.findFirst({
      where: { adId, userId, createdAt: { gte: new Date(now.getTime() - REPEAT_WINDOW_MS) } },
      select: { id: true },
    });
    if (recent) return false;
    await tx.adClick.create({ data: { adId, userId, createdAt: now } });
    await tx.ad.update({ where: { id: adId }, data: { clicks: { increment: 1 } } });
    return true;
  });
}
