// The support domain: registered under /user/order/support. Grievance tickets are acknowledged by
// the "support-ack" job (and right after they are raised, so the job only catches any left open).
import type { FastifyPluginAsync } from "fastify";
import { TICKET_ACK_EVERY_MS } from "../../contract/grievance-constants";
import routes from "./routes";
import { acknowledgeTickets } from "./tickets";

const support: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  app.jobs.register({ name: "support-ack", everyMs: TICKET_ACK_EVERY_MS, run: (at) => acknowledgeTickets(app.ctx, at) });
};

export default support;
