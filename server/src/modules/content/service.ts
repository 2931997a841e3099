// Static pages, the customer and merchant help entries and the FAQs, read from the content rows
// the seed writes, with their HTML sanitised on the way out, in the request's language (a row
// without Hindi is answered in English).
import type { AppContext } from "../../plugins/db";
import type { Audience, ContentEntry, ContentPageData } from "../../contract/content";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { Language } from "../../lib/language";
import { sanitizeHtml } from "./sanitize";
import type { CommissionTerms } from "../ledger/public";
import { COMMISSION_ENTRY_ID, commissionSection } from "./commission-section";

/** The page that ends with the commission section (the merchant help gets it as an entry). */
const MERCHANT_POLICY = "merchant-policy";
/** The live commission rates (the default rules: these pages are public). */
export type TermsSource = () => Promise<CommissionTerms>;

/** Row kinds: whole pages, and accordion entries per list. */
const PAGE_KINDS = ["page", "merchant_help"];
const HELP_KIND: Record<Audience, string> = { customer: "help", merchant: "merchant_help" };
const FAQ_KIND: Record<Audience, string> = { customer: "faq_customer", merchant: "faq_merchant" };

type Row = { title: string; body: string; titleHi: string | null; bodyHi: string | null };

/** A row's title and body in the language: Hindi only when the row has both Hindi columns. */
function inLanguage(row: Row, language: Language) {
  const { titleHi, bodyHi } = row;
  if (language === "hi" && titleHi && bodyHi) return { title: titleHi, body: sanitizeHtml(bodyHi) };
  return { title: row.title, body: sanitizeHtml(row.body) };
}

export async function page(
  ctx: AppContext,
  slug: string,
  language: Language = "en",
  terms?: TermsSource,
): Promise<ContentPageData> {
  const row = await ctx.db.contentPage.findFirst({ where: { slug, kind: { in: PAGE_KINDS } } });
  if (!row) throw new AppError(ERROR_CODE.PAGE_NOT_FOUND);
  const out = { slug: row.slug, ...inLanguage(row, language) };
  if (row.slug !== MERCHANT_POLICY || !terms) return out;
  const section = commissionSection(await terms(), language);
  return { ...out, body: `${out.body}<h2>${section.title}</h2>${section.body}` };
}

async function entries(ctx: AppContext, kind: string, language: Language): Promise<ContentEntry[]> {
  const rows = await ctx.db.contentPage.findMany({
    where: { kind },
    orderBy: [{ sortOrder: "asc" }, { title: "asc" }],
  });
  return rows.map((r) => ({ _id: r.id, ...inLanguage(r, language) }));
}

/** The help entries; the merchant's end with the commission entry when the rates are given. */
export async function helpEntries(
  ctx: AppContext,
  audience: Audience,
  language: Language = "en",
  terms?: TermsSource,
): Promise<ContentEntry[]> {
  const list = await entries(ctx, HELP_KIND[audience], language);
  if (audience !== "merchant" || !terms) return list;
  return [...list, { _id: COMMISSION_ENTRY_ID, ...commissionSection(await terms(), language) }];
}
export const faqEntries = (ctx: AppContext, audience: Audience, language: Language = "en") =>
  entries(ctx, FAQ_KIND[audience], language);
