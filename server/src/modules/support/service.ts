// Support messages from logged-in customers, stored for the support team.
import type { AppContext } from "../../plugins/db";
import { SUPPORT_MESSAGES, type SupportAskBody } from "../../contract/support";

export async function askSupport(ctx: AppContext, userId: string, body: SupportAskBody): Promise<string> {
  await ctx.db.supportMessage.create({ data: { userId, ...body, createdAt: ctx.now() } });
  return SUPPORT_MESSAGES.sent;
}
