// Demo mode only: GET /dev/outbox?to= lists the latest messages the SMS/email stand-in "sent", so a
// one-time code can be read without a phone. Never registered unless config.demoMode is on.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";

const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const outboxMessage = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});

/** "9876543210", "919876543210", " 919876543210" (a "+" sent unencoded) and "+919876543210" all mean the same phone. */
export function normaliseRecipient(to: string) {
  const compact = to.replace(/\s+/g, "");
  if (/^[0-9]{10}$/.test(compact)) return `+91${compact}`;
  if (/^91[0-9]{10}$/.test(compact)) return `+${compact}`;
  return compact.toLowerCase().startsWith("+") ? compact : compact.toLowerCase();
}

const dev: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/outbox",
    { schema: { querystring: outboxQuery, response: { 200: envelope(z.array(outboxMessage)) } } },
    async (req) => {
      const rows = await app.ctx.db.outboxMessage.findMany({
        where: req.query.to ? { to: normaliseRecipient(req.query.to) } : {},
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: req.query.limit,
      });
      return {
        success: true as const,
        data: rows.map((m) => ({
          id: m.id,
          channel: m.channel,
          to: m.to,
          subject: m.subject,
          body: m.body,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default dev;
