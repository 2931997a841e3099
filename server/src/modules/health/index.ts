// GET /healthz: the process is up and the database answers.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";

const healthData = z.object({ status: z.literal("ok"), database: z.literal("ok"), uptimeSeconds: z.number() });

const health: FastifyPluginAsyncZod = async (app) => {
  app.get("/healthz", { schema: { response: { 200: envelope(healthData) } } }, async () => {
    try {
      await app.ctx.db.$queryRawUnsafe("SELECT 1");
    } catch {
      throw new AppError(ERROR_CODE.DATABASE_UNAVAILABLE);
    }
    return {
      success: true as const,
      data: { status: "ok" as const, database: "ok" as const, uptimeSeconds: Math.round(process.uptime()) },
    };
  });
};

export default health;
