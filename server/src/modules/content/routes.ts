// /user/content: static pages by slug, help entries and FAQs. Public: the static pages work
// without a session.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { audienceQuery, contentEntriesResponse, contentPageResponse } from "../../contract/content";
import { faqEntries, helpEntries, page } from "./service";

const slugParams = z.object({ slug: z.string().regex(/^[A-Za-z0-9-]{1,80}$/, "Unknown page.") });
const CACHE = "public, max-age=300";

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const config = { rateLimit: { max: 120, timeWindow: 60_000 } };

  app.get(
    "/page/:slug",
    { config, schema: { params: slugParams, response: { 200: contentPageResponse } } },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return { success: true as const, data: await page(ctx, req.params.slug) };
    },
  );

  app.get(
    "/help",
    { config, schema: { querystring: audienceQuery, response: { 200: contentEntriesResponse } } },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return {
        success: true as const,
        data: { audience: req.query.audience, entries: await helpEntries(ctx, req.query.audience) },
      };
    },
  );

  app.get(
    "/faq",
    { config, schema: { querystring: audienceQuery, response: { 200: contentEntriesResponse } } },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return {
        success: true as const,
        data: { audience: req.query.audience, entries: await faqEntries(ctx, req.query.audience) },
      };
    },
  );
};

export default routes;
