// /user/content: static pages by slug, help entries and FAQs. Public: the static pages work
// without a session. Answers are in the request's Accept-Language (English or Hindi), so caches
// keep one copy per language (Vary).
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { audienceQuery, contentEntriesResponse, contentPageResponse } from "../../contract/content";
import { languageOf } from "../../lib/language";
import { faqEntries, helpEntries, page, type TermsSource } from "./service";
import { commissionRules, commissionTerms, type CommissionRulesCache } from "../ledger/public";

const slugParams = z.object({ slug: z.string().regex(/^[A-Za-z0-9-]{1,80}$/, "Unknown page.") });
const CACHE = "public, max-age=300";
const cacheHeaders = { "cache-control": CACHE, vary: "accept-language" };
const lang = (req: FastifyRequest) => languageOf(req.headers["accept-language"]);

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const config = { rateLimit: { max: 120, timeWindow: 60_000 } };
  // The live commission rules (built on first use: the read epochs may be decorated later).
  let rules: CommissionRulesCache | null = null;
  const terms: TermsSource = async () =>
    commissionTerms(await (rules ??= commissionRules(ctx.db, app.readEpochs ?? null)).current(), null);

  app.get(
    "/page/:slug",
    { config, schema: { params: slugParams, response: { 200: contentPageResponse } } },
    async (req, reply) => {
      reply.headers(cacheHeaders);
      return { success: true as const, data: await page(ctx, req.params.slug, lang(req), terms) };
    },
  );

  app.get(
    "/help",
    { config, schema: { querystring: audienceQuery, response: { 200: contentEntriesResponse } } },
    async (req, reply) => {
      reply.headers(cacheHeaders);
      return {
        success: true as const,
        data: { audience: req.query.audience, entries: await helpEntries(ctx, req.query.audience, lang(req), terms) },
      };
    },
  );

  app.get(
    "/faq",
    { config, schema: { querystring: audienceQuery, response: { 200: contentEntriesResponse } } },
    async (req, reply) => {
      reply.headers(cacheHeaders);
      return {
        success: true as const,
        data: { audience: req.query.audience, entries: await faqEntries(ctx, req.query.audience, lang(req)) },
      };
    },
  );
};

export default routes;
