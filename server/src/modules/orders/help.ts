// Help on an order card: the customer help topics (content rows of kind "help") with Galli's
// support line and address, and one topic's HTML (sanitised like every content page).
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { HelpContentData, HelpTitlesData } from "../../contract/orders-actions";
import { sanitizeHtml } from "../content/public";
import { findOwnOrder } from "./access";

/** Galli's customer support line (the same one the web client's contact details show). */
export const SUPPORT_LINE = { dialing_code: "+91", number: "8047182000", email: "support@galli.in" } as const;

export async function helpTitles(ctx: AppContext, userId: string, orderId: string): Promise<HelpTitlesData> {
  await findOwnOrder(ctx.db, userId, orderId);
  const rows = await ctx.db.contentPage.findMany({
    where: { kind: "help" },
    orderBy: [{ sortOrder: "asc" }, { title: "asc" }],
    select: { id: true, title: true },
  });
  return { titles: rows.map((r) => ({ _id: r.id, display_name: r.title })), help: { ...SUPPORT_LINE } };
}

export async function helpContent(ctx: AppContext, titleId: string): Promise<HelpContentData> {
  const row = await ctx.db.contentPage.findFirst({ where: { id: titleId, kind: "help" } });
  if (!row) throw new AppError(ERROR_CODE.HELP_NOT_FOUND);
  return { _id: row.id, display_name: row.title, content: sanitizeHtml(row.body) };
}
