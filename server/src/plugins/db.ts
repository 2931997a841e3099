// Decorates the app with its context: the database, the configuration and the outside services.
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Db } from "../lib/db";
import type { Adapters } from "../adapters";

export type AppContext = { db: Db; config: Config; adapters: Adapters; now: () => Date };

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export default fp<{ ctx: AppContext; ownsDb: boolean }>(
  async (app, { ctx, ownsDb }) => {
    app.decorate("ctx", ctx);
    if (ownsDb) app.addHook("onClose", async () => ctx.db.$disconnect());
  },
  { name: "db" },
);
