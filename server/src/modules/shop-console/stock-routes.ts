// /merchant/api/stores (the stores of the member's shops) and /merchant/api/stock*: a store's products (search, out of
// stock) and one product's stock, price and offer (privilege "catalogue").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  consoleStoresResponse,
  stockItemParams,
  stockItemResponse,
  stockListResponse,
  stockQuery,
  stockUpdateBody,
} from "../../contract/console-stock";
import { consoleRateLimit, requireStaff } from "./guard";
import { consoleStores, listStock, updateStock } from "./stock-service";

const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Console: stock and prices"];
  const guard = requireStaff("catalogue");

  // Any signed-in member: the store pickers of the stock and the integrations pages use it.
  app.get(
    "/stores",
    {
      config: consoleRateLimit(),
      preHandler: requireStaff(null),
      schema: { tags, summary: "The stores of the member's shops", response: { 200: consoleStoresResponse } },
    },
    async (req) => ({ success: true as const, data: await consoleStores(db, req.staff) }),
  );

  app.get(
    "/stock",
    {
      config: consoleRateLimit(),
      preHandler: guard,
      schema: {
        tags,
        summary: "A store's products with stock, price and offer",
        querystring: stockQuery,
        response: { 200: stockListResponse },
      },
    },
    async (req) => ({ success: true as const, data: await listStock(db, req.staff, req.query) }),
  );

  app.patch(
    "/stock/:store_id/:product_code",
    {
      config: consoleRateLimit(),
      preHandler: guard,
      schema: {
        tags,
        summary: "Change one product's stock, selling price and offer",
        description: "The same rules as an item of POST /api/update; stock 0 marks it out of stock.",
        params: stockItemParams,
        body: stockUpdateBody,
        response: { 200: stockItemResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await updateStock(
        db,
        req.staff,
        { storeId: req.params.store_id, productCode: req.params.product_code },
        req.body,
        app.ctx.now(),
      ),
    }),
  );
};

export default stockRoutes;
