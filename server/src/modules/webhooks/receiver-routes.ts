// Demo mode only: a webhook endpoint on this machine for trying the merchant webhooks without a
// server of one's own. Register http://127.0.0.1:<port>/dev/webhooks/receive as a store's endpoint;
// /dev/webhooks lists what arrived, newest first, and whether each signature checked out.
import type { FastifyPluginAsync } from "fastify";
import { failure, messageEnvelope } from "../../contract/common";
import { ERROR_CODE, ERRORS } from "../../contract/errors";
import { SIGNATURE_HEADER, webhookEventPayload } from "../../contract/webhooks";
import { verifySignature } from "./sign";
import { boundedJsonParser } from "../../lib/json-depth";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const receiver: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  // The signature covers the exact bytes sent, so keep them (refusing a body nested too deeply).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    boundedJsonParser((_req: unknown, body: string, done) => done(null, body)),
  );

  app.post(
    "/receive",
    { schema: { summary: "The test webhook receiver", response: { 200: messageEnvelope, 400: failure } } },
    async (req, reply) => {
      const raw = typeof req.body === "string" ? req.body : "";
      let parsed;
      try {
        parsed = webhookEventPayload.safeParse(JSON.parse(raw));
      } catch {
        parsed = null;
      }
      if (!parsed?.success)
        return reply.code(400).send({ success: false as const, code: ERROR_CODE.BAD_EVENT, message: ERRORS.BAD_EVENT.message });
      const endpoint = await db.webhookEndpoint.findFirst({ where: { store: { storeKey: parsed.data.store_key } } });
      const header = req.headers[SIGNATURE_HEADER.toLowerCase()];
      const valid =
        !!endpoint &&
        typeof header === "string" &&
        verifySignature(endpoint.secret, raw, header, Math.floor(app.ctx.now().getTime() / 1000));
      await db.webhookReceipt.create({
        data: {
          eventType: parsed.data.type,
          storeKey: parsed.data.store_key,
          signatureValid: valid,
          body: raw,
          receivedAt: app.ctx.now(),
        },
      });
      return { success: true as const, message: "Received." };
    },
  );

  app.get(
    "",
    { schema: { summary: "What the test webhook receiver received (an HTML page)" } },
    async (_req, reply) => {
      const rows = await db.webhookReceipt.findMany({ orderBy: [{ receivedAt: "desc" }, { id: "desc" }], take: 50 });
      const list = rows
        .map((r) => {
          const p = JSON.parse(r.body) as { data?: { order_number?: string; status?: number } };
          return `<tr><td>${escapeHtml(r.receivedAt.toISOString())}</td><td>${escapeHtml(r.eventType)}</td><td>${escapeHtml(
            r.storeKey,
          )}</td><td>${escapeHtml(p.data?.order_number ?? "")}</td><td>${r.signatureValid ? "valid" : "INVALID"}</td><td><pre>${escapeHtml(
            r.body,
          )}</pre></td></tr>`;
        })
        .join("");
      const body = rows.length
        ? `<table><thead><tr><th>received (UTC)</th><th>event</th><th>store</th><th>order</th><th>signature</th><th>body</th></tr></thead><tbody>${list}</tbody></table>`
        : "<p>Nothing received yet.</p>";
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Webhook test receiver</title><meta http-equiv="refresh" content="5">
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap;max-width:40rem}</style></head>
<body><h1>Webhook test receiver</h1><p>Register <code>http://127.0.0.1:PORT/dev/webhooks/receive</code> as a store's endpoint (<code>PUT /api/stores/{store_key}/webhook</code>); the events it receives appear here (this page reloads every 5 seconds).</p>${body}</body></html>`;
    },
  );
};

export default receiver;
