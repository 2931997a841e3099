// Suspensions under /ops/api:
//   GET  /shops?q=&suspended=&page=          shops by name or store key, or the suspended ones (admin)
//   POST /shops/:id/suspend | /unsuspend     a reason is required (admin)
//   GET  /customers?q=&suspended=&page=      customers by mobile or name, or the suspended ones (admin, support)
//   POST /customers/:id/suspend | /unsuspend a reason is required (admin, support)
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OPS_DESK_MESSAGES,
  opsCustomerAnswer,
  opsCustomerList,
  opsIdParams,
  opsShopAnswer,
  opsShopList,
  opsSuspendedQuery,
  reasonBody,
} from "../../contract/ops-desk";
import { listCustomers, listShops, setCustomerSuspended, setShopSuspended } from "./suspend-service";
import { DESK_ROLES, type DeskRouteOptions } from "./desk-types";

const opsSuspendRoutes: FastifyPluginAsyncZod<DeskRouteOptions> = async (app, opts) => {
  const { ctx } = app;
  const shops = opts.guard(DESK_ROLES.shops);
  const customers = opts.guard(DESK_ROLES.customers);

  app.get(
    "/shops",
    {
      preHandler: shops,
      schema: {
        tags: ["Ops shops"],
        summary: "Shops by name or store key with their status, or only the suspended ones",
        querystring: opsSuspendedQuery,
        response: { 200: opsShopList },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listShops(ctx.db, req.query.q, req.query.suspended === "true", req.query.page),
    }),
  );

  for (const action of ["suspend", "unsuspend"] as const) {
    app.post(
      `/shops/:id/${action}`,
      {
        preHandler: shops,
        schema: {
          tags: ["Ops shops"],
          summary:
            action === "suspend"
              ? "Suspend a live shop: its tiles, pages and search results disappear at once, no new carts or orders; open orders keep going"
              : "Restore a suspended shop to live",
          description: "409 SHOP_STATUS_CONFLICT when the shop is not live (suspend) or not suspended (unsuspend).",
          params: opsIdParams,
          body: reasonBody,
          response: { 200: opsShopAnswer },
        },
      },
      async (req) => {
        const ops = opts.actor(req);
        const data = await setShopSuspended(ctx, ops, req.params.id, action === "suspend", req.body.reason, (tx, e) =>
          opts.audit(tx, ops, e),
        );
        const message = action === "suspend" ? OPS_DESK_MESSAGES.shopSuspended : OPS_DESK_MESSAGES.shopRestored;
        return { success: true as const, message, data };
      },
    );
  }

  app.get(
    "/customers",
    {
      preHandler: customers,
      schema: {
        tags: ["Ops customers"],
        summary: "Customers by mobile or name, or only the suspended ones",
        querystring: opsSuspendedQuery,
        response: { 200: opsCustomerList },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listCustomers(ctx.db, req.query.q, req.query.suspended === "true", req.query.page),
    }),
  );

  for (const action of ["suspend", "unsuspend"] as const) {
    app.post(
      `/customers/:id/${action}`,
      {
        preHandler: customers,
        schema: {
          tags: ["Ops customers"],
          summary:
            action === "suspend"
              ? "Suspend a customer: signed out everywhere, no sign-in or token use; their orders keep going"
              : "Let a suspended customer sign in again",
          description: "409 CUSTOMER_STATUS_CONFLICT when the customer is already in that state.",
          params: opsIdParams,
          body: reasonBody,
          response: { 200: opsCustomerAnswer },
        },
      },
      async (req) => {
        const ops = opts.actor(req);
        const data = await setCustomerSuspended(ctx, ops, req.params.id, action === "suspend", req.body.reason, (tx, e) =>
          opts.audit(tx, ops, e),
        );
        const message = action === "suspend" ? OPS_DESK_MESSAGES.customerSuspended : OPS_DESK_MESSAGES.customerRestored;
        return { success: true as const, message, data };
      },
    );
  }
};

export default opsSuspendRoutes;
