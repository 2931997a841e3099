// GET /healthz: the process is up and the database answers.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import { AppError } from "../../lib/app-error";

const healthData = z.object({ status: z.literal("ok"), database: z.literal("ok"), uptimeSeconds: z.number() });

const health: FastifyPluginAsyncZod = async (app) => {
  app.get("/healthz", { schema: { response: { 200: envelope(healthData) } } }, async () => {
    try {
      await app.ctx.db.$queryRawUnsafe("SELECT 1");
    } catch {
      throw new AppError("DATABASE_UNAVAILABLE", 503, "The database is not answering.");
    }
    return { success: true as const, data: { status: "ok" as const, database: "ok" as const, uptimeSeconds: Math.round(process.uptime()) } };
  });
};

export default health;
