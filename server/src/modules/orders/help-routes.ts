// /user/order/help/*: buzz the shop, the help topics of an order card and a topic's text.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope } from "../../contract/common";
import { ORDER_MESSAGES } from "../../contract/orders";
import {
  buzzBody,
  buzzData,
  helpContentData,
  helpContentQuery,
  helpTitlesData,
  helpTitlesQuery,
} from "../../contract/orders-actions";
import { ok } from "../../lib/envelope";
import { buzzShop } from "./buzz";
import { helpContent, helpTitles } from "./help";

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post("/help/buzz", { schema: { body: buzzBody, response: { 200: envelope(buzzData) } } }, async (req) =>
    ok(await buzzShop(ctx, req.auth.sub, req.body._id), ORDER_MESSAGES.buzzed),
  );
  app.get(
    "/help/titles",
    { schema: { querystring: helpTitlesQuery, response: { 200: envelope(helpTitlesData) } } },
    async (req) => ok(await helpTitles(ctx, req.auth.sub, req.query._id)),
  );
  app.get(
    "/help/content",
    { schema: { querystring: helpContentQuery, response: { 200: envelope(helpContentData) } } },
    async (req) => ok(await helpContent(ctx, req.query._id)),
  );
};

export default routes;
