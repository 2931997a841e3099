// The Support queue under /ops/api (roles admin and support):
//   GET  /tickets?status=&overdue=&mine=&page=   soonest due first
//   GET  /tickets/:id                            one ticket (id or number) with its thread
//   POST /tickets/:id/assign {ops_id?}           to a member (the caller when no id)
//   POST /tickets/:id/reply {message}            to the customer (thread and email)
//   POST /tickets/:id/resolve {message}          the closing answer
// Every write records the ops audit entry in its own transaction; the reads are recorded as staff
// access to customer data (ticket.search, ticket.view).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  GRIEVANCE_MESSAGES,
  opsTicketAnswer,
  opsTicketList,
  opsTicketQuery,
  ticketAssignBody,
  ticketIdParams,
  ticketReplyBody,
} from "../../contract/grievance";
import { OPS_AREA_ROLES } from "../../contract/ops-roles";
import { localise, requestLanguage } from "../../lib/language";
import { answerTicket, assignTicket, listTickets, ticketForOps, type TicketActor } from "../support/public";
import { opsRateLimit, requireOps, type OpsContext } from "./guard";
import { recordOpsAudit, recordOpsRead } from "./audit";

const tags = ["Ops support"];

const actorOf = (ops: OpsContext): TicketActor => ({
  opsId: ops.opsId,
  name: ops.name,
  audit: (tx, entry) => recordOpsAudit(tx, ops, entry),
});

const opsTicketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const rateLimit = opsRateLimit();
  const guard = requireOps(OPS_AREA_ROLES.tickets);

  app.get(
    "/tickets",
    {
      config: rateLimit,
      preHandler: guard,
      schema: { tags, summary: "Support tickets: by status, overdue, assigned to me", querystring: opsTicketQuery, response: { 200: opsTicketList } },
    },
    async (req) => {
      const data = await listTickets(ctx, req.ops.opsId, req.query);
      // Staff access to customer data is audited: the queue shows the customers' names.
      await recordOpsRead(ctx.db, req.ops, {
        action: "ticket.search",
        entity: "ticket",
        entityId: "search",
        detail: { ...req.query, results: data.items.length },
      });
      return { success: true as const, data };
    },
  );

  app.get(
    "/tickets/:id",
    {
      config: rateLimit,
      preHandler: guard,
      schema: { tags, summary: "One support ticket (by id or number) with its thread", params: ticketIdParams, response: { 200: opsTicketAnswer } },
    },
    async (req) => {
      const data = await ticketForOps(ctx, req.params.id);
      // Staff access to customer data: the ticket holds the customer's contact details and thread.
      await recordOpsRead(ctx.db, req.ops, {
        action: "ticket.view",
        entity: "ticket",
        entityId: data._id,
        detail: { number: data.number, customer_id: data.customer_id },
      });
      return { success: true as const, data };
    },
  );

  app.post(
    "/tickets/:id/assign",
    {
      config: rateLimit,
      preHandler: guard,
      schema: {
        tags,
        summary: "Assign a ticket to an Admin or Support member (the caller when no ops_id); it goes in progress",
        params: ticketIdParams,
        body: ticketAssignBody,
        response: { 200: opsTicketAnswer },
      },
    },
    async (req) => ({
      success: true as const,
      message: localise(GRIEVANCE_MESSAGES.assigned, await requestLanguage(req, ctx.db)),
      data: await assignTicket(ctx, actorOf(req.ops), req.params.id, req.body.ops_id),
    }),
  );

  for (const action of ["reply", "resolve"] as const) {
    app.post(
      `/tickets/:id/${action}`,
      {
        config: rateLimit,
        preHandler: guard,
        schema: {
          tags,
          summary:
            action === "reply"
              ? "Answer the customer (in the thread and by email); the ticket goes in progress"
              : "Resolve the ticket with a closing answer to the customer",
          description: "409 TICKET_RESOLVED once the ticket is resolved.",
          params: ticketIdParams,
          body: ticketReplyBody,
          response: { 200: opsTicketAnswer },
        },
      },
      async (req) => {
        const data = await answerTicket(ctx, actorOf(req.ops), req.params.id, req.body.message, action === "resolve");
        const text = action === "resolve" ? GRIEVANCE_MESSAGES.resolved : GRIEVANCE_MESSAGES.replySent;
        return { success: true as const, message: localise(text, await requestLanguage(req, ctx.db)), data };
      },
    );
  }
};

export default opsTicketsRoutes;
