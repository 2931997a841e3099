// /user/order/support: the support form (POST /ask) raises a grievance ticket and answers its number
// in the success dialog's message; the customer's tickets (GET /tickets, GET /tickets/:number) and
// their replies (POST /tickets/:number/reply). Guests get 401 LOGIN_REQUIRED (the client opens login).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { supportAskBody } from "../../contract/support";
import {
  myTicketAnswer,
  myTicketList,
  ticketNumberParams,
  ticketRaisedAnswer,
  ticketReplyBody,
} from "../../contract/grievance";
import { requestLanguage } from "../../lib/language";
import { askSupport } from "./service";
import { myTicket, myTickets, replyAsCustomer } from "./tickets";

const tags = ["Support"];

const routes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.post(
    "/ask",
    {
      preHandler: app.requireCustomer,
      config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
      schema: { tags, summary: "Raise a support request (a grievance ticket)", body: supportAskBody, response: { 200: ticketRaisedAnswer } },
    },
    async (req) => {
      const answer = await askSupport(ctx, req.auth.userId!, req.body, await requestLanguage(req, ctx.db));
      return { success: true as const, ...answer };
    },
  );

  app.get(
    "/tickets",
    { preHandler: app.requireCustomer, schema: { tags, summary: "The customer's support tickets, newest first", response: { 200: myTicketList } } },
    async (req) => ({ success: true as const, data: { items: await myTickets(ctx, req.auth.userId!) } }),
  );

  app.get(
    "/tickets/:number",
    {
      preHandler: app.requireCustomer,
      schema: { tags, summary: "One of the customer's tickets with its thread", params: ticketNumberParams, response: { 200: myTicketAnswer } },
    },
    async (req) => ({ success: true as const, data: await myTicket(ctx, req.auth.userId!, req.params.number) }),
  );

  app.post(
    "/tickets/:number/reply",
    {
      preHandler: app.requireCustomer,
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } },
      schema: {
        tags,
        summary: "The customer answers in a ticket's thread (409 TICKET_RESOLVED once resolved)",
        params: ticketNumberParams,
        body: ticketReplyBody,
        response: { 200: myTicketAnswer },
      },
    },
    async (req) => ({
      success: true as const,
      data: await replyAsCustomer(ctx, req.auth.userId!, req.params.number, req.body.message),
    }),
  );
};

export default routes;
