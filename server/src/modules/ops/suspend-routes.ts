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
import { opsRateLimit, requireOps } from "./guard";
import { DESK_ROLES } from "./desk-types";
import { recordOpsRead } from "./audit";

const opsSuspendRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const rateLimit = opsRateLimit();
  const shops = requireOps(DESK_ROLES.shops);
  const customers = requireOps(DESK_ROLES.customers);

  app.get(
    "/shops",
    {
      config: rateLimit,
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
      data: await listShops(ctx.db, req.query.q, req.query.suspended === "true", req.query.page, ctx.now()),
    }),
  );

  for (const action of ["suspend", "unsuspend"] as const) {
    app.post(
      `/shops/:id/${action}`,
      {
        config: rateLimit,
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
        const ops = req.ops;
        const data = await setShopSuspended(ctx, ops, req.params.id, action === "suspend", req.body.reason);
        const message = action === "suspend" ? OPS_DESK_MESSAGES.shopSuspended : OPS_DESK_MESSAGES.shopRestored;
        return { success: true as const, message, data };
      },
    );
  }

  app.get(
    "/customers",
    {
      config: rateLimit,
      preHandler: customers,
      schema: {
        tags: ["Ops customers"],
        summary: "Customers by mobile or name, or only the suspended ones",
        querystring: opsSuspendedQuery,
        response: { 200: opsCustomerList },
      },
    },
    async (req) => {
      const data = await listCustomers(ctx.db, req.query.q, req.query.suspended === "true", req.query.page);
      // Staff access to customer data is audited.
      await recordOpsRead(ctx.db, req.ops, {
        action: "customer.search",
        entity: "user",
        entityId: "search",
        detail: {
          q: req.query.q ?? null,
          suspended: req.query.suspended === "true",
          page: req.query.page,
          results: data.items.length,
        },
      });
      return { success: true as const, data };
    },
  );

  for (const action of ["suspend", "unsuspend"] as const) {
    app.post(
      `/customers/:id/${action}`,
      {
        config: rateLimit,
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
        const ops = req.ops;
        const data = await setCustomerSuspended(ctx, ops, req.params.id, action === "suspend", req.body.reason);
        const message = action === "suspend" ? OPS_DESK_MESSAGES.customerSuspended : OPS_DESK_MESSAGES.customerRestored;
        return { success: true as const, message, data };
      },
    );
  }
};

export default opsSuspendRoutes;
