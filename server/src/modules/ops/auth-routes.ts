// /ops/api/auth/*: ops sign-in by password and sign-out; /ops/api/me (who is signed in, their role).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageEnvelope } from "../../contract/common";
import { CONSOLE_AUTH_MESSAGES, CONSOLE_AUTH_MESSAGES_HI } from "../../contract/console-auth";
import { opsMeResponse, opsPasswordBody, opsSessionResponse } from "../../contract/ops-auth";
import { languageOf } from "../../lib/language";
import { opsRateLimit, requireOps, signOpsToken } from "./guard";
import { endOpsSession, opsPasswordSignIn } from "./sign-in";

/** Routes anyone may call (sign-in): the role x route test reads this mark. */
export const OPS_PUBLIC = { opsPublic: true } as const;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const sign = (opsId: string, sessionId: string) => signOpsToken(app, opsId, sessionId);

  app.post(
    "/auth/password",
    {
      config: { ...OPS_PUBLIC, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { body: opsPasswordBody, response: { 200: opsSessionResponse } },
    },
    async (req) => ({ success: true as const, data: await opsPasswordSignIn(ctx, sign, req.body) }),
  );

  app.post(
    "/auth/logout",
    { config: opsRateLimit(30), preHandler: requireOps(null), schema: { response: { 200: messageEnvelope } } },
    async (req) => {
      await endOpsSession(ctx, req.ops);
      const hi = languageOf(req.headers["accept-language"]) === "hi";
      return { success: true as const, message: (hi ? CONSOLE_AUTH_MESSAGES_HI : CONSOLE_AUTH_MESSAGES).signedOut };
    },
  );

  app.get(
    "/me",
    { config: opsRateLimit(), preHandler: requireOps(null), schema: { response: { 200: opsMeResponse } } },
    async (req) => ({
      success: true as const,
      data: { id: req.ops.opsId, name: req.ops.name, mobile: req.ops.mobile, role: req.ops.role },
    }),
  );
};

export default authRoutes;
