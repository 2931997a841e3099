// The customer's slot list at checkout (under /user): GET /order/slots?shop_id=&date=YYYY-MM-DD.
// Each slot of the date as free as the tightest store of the customer's cart at that shop: open,
// full (shown, not hidden), past its cut-off or the shop closed then, and the next free slot.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { customerSlotsQuery, slotsResponse } from "../../contract/slots";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { cartSlotStores, slotsOf } from "./service";

export const slotsCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    "/order/slots",
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { querystring: customerSlotsQuery, response: { 200: slotsResponse } },
    },
    async (req) => {
      const stores = await cartSlotStores(db, req.auth.sub, req.query.shop_id);
      if (stores.length === 0) throw new AppError(ERROR_CODE.SHOP_NOT_FOUND);
      return { success: true as const, data: await slotsOf(db, stores, req.query.date, app.ctx.now()) };
    },
  );
};
