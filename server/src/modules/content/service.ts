// Static pages, the customer and merchant help entries and the FAQs, read from the content rows
// the seed writes, with their HTML sanitised on the way out.
import type { AppContext } from "../../plugins/db";
import type { Audience, ContentEntry, ContentPageData } from "../../contract/content";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { sanitizeHtml } from "./sanitize";

/** Row kinds: whole pages, and accordion entries per list. */
const PAGE_KINDS = ["page", "merchant_help"];
const HELP_KIND: Record<Audience, string> = { customer: "help", merchant: "merchant_help" };
const FAQ_KIND: Record<Audience, string> = { customer: "faq_customer", merchant: "faq_merchant" };

export async function page(ctx: AppContext, slug: string): Promise<ContentPageData> {
  const row = await ctx.db.contentPage.findFirst({ where: { slug, kind: { in: PAGE_KINDS } } });
  if (!row) throw new AppError(ERROR_CODE.PAGE_NOT_FOUND);
  return { slug: row.slug, title: row.title, body: sanitizeHtml(row.body) };
}

async function entries(ctx: AppContext, kind: string): Promise<ContentEntry[]> {
  const rows = await ctx.db.contentPage.findMany({
    where: { kind },
    orderBy: [{ sortOrder: "asc" }, { title: "asc" }],
  });
  return rows.map((r) => ({ _id: r.id, title: r.title, body: sanitizeHtml(r.body) }));
}

export const helpEntries = (ctx: AppContext, audience: Audience) => entries(ctx, HELP_KIND[audience]);
export const faqEntries = (ctx: AppContext, audience: Audience) => entries(ctx, FAQ_KIND[audience]);
