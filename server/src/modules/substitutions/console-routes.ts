// Substitutions in the merchant console (privilege "orders"), under /merchant/api:
//   GET  /orders/:order_id/substitutions                         the order's short lines and proposals
//   GET  /orders/:order_id/substitutions/candidates?product_id=  substitutes to propose for a line
//   POST /orders/:order_id/substitutions                         the merchant API's body: mark short / propose
// The same service as the merchant API; each proposal is in the console's audit log (order.substitution).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { consoleOrderParams } from "../../contract/console-orders";
import {
  candidatesQuery,
  candidatesResponse,
  consoleSubstitutionsResponse,
  substitutionBody,
  substitutionCreatedResponse,
} from "../../contract/substitutions";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { Db } from "../../lib/db";
import { consoleRateLimit, recordAudit, requireStaff, type StaffContext } from "../shop-console/public";
import { proposeSubstitution } from "./service";
import { substitutionCandidates, substitutionsOf } from "./choices";

async function ownOrder(db: Db, staff: StaffContext, orderId: string) {
  const row = await db.order.findFirst({
    where: { id: orderId, storeId: { in: staff.storeIds } },
    select: { id: true, storeId: true },
  });
  if (!row) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
  return row;
}

export const substitutionsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Console orders"];
  const guard = requireStaff("orders");

  app.get(
    "/orders/:order_id/substitutions",
    {
      config: consoleRateLimit(),
      preHandler: guard,
      schema: {
        tags,
        summary: "The order's short lines and proposed substitutes",
        params: consoleOrderParams,
        response: { 200: consoleSubstitutionsResponse },
      },
    },
    async (req) => {
      const o = await ownOrder(db, req.staff, req.params.order_id);
      return { success: true as const, data: { items: await substitutionsOf(db, o.id) } };
    },
  );

  app.get(
    "/orders/:order_id/substitutions/candidates",
    {
      config: consoleRateLimit(),
      preHandler: guard,
      schema: {
        tags,
        summary: "Substitutes for a short line: same category, then brand, then price within 20%, in stock",
        params: consoleOrderParams,
        querystring: candidatesQuery,
        response: { 200: candidatesResponse },
      },
    },
    async (req) => {
      const o = await ownOrder(db, req.staff, req.params.order_id);
      return { success: true as const, data: { items: await substitutionCandidates(db, o.id, req.query.product_id) } };
    },
  );

  app.post(
    "/orders/:order_id/substitutions",
    {
      config: consoleRateLimit(),
      preHandler: guard,
      schema: {
        tags,
        summary: "Mark a line short, with a substitute proposed to the customer or none (refunded)",
        params: consoleOrderParams,
        body: substitutionBody,
        response: { 200: substitutionCreatedResponse },
      },
    },
    async (req) => {
      const o = await ownOrder(db, req.staff, req.params.order_id);
      const created = await proposeSubstitution(app.ctx, o.storeId, o.id, req.body);
      await recordAudit(db, req.staff, {
        action: "order.substitution",
        entity: "order",
        entityId: o.id,
        before: null,
        after: { substitution_id: created.substitution_id, ...req.body },
      });
      return { success: true as const, data: created };
    },
  );
};
