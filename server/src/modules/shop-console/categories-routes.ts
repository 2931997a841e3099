// GET /merchant/api/catalogue/categories: the most specific categories (no category under them), the
// only ones a product can be filed under, by path (privilege "catalogue").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoryOptionsResponse } from "../../contract/console-categories";
import { consoleRateLimit, requireStaff } from "./guard";

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    "/catalogue/categories",
    {
      config: consoleRateLimit(),
      preHandler: requireStaff("catalogue"),
      schema: {
        tags: ["Console: catalogue"],
        summary: "The categories a product can be filed under",
        response: { 200: categoryOptionsResponse },
      },
    },
    async () => {
      const leaves = await db.category.findMany({
        where: { children: { none: {} } },
        orderBy: { path: "asc" },
        select: { id: true, path: true },
      });
      return { success: true as const, data: leaves };
    },
  );
};

export default categoriesRoutes;
