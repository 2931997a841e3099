// /merchant/api/auth/*: staff sign-in by password or one-time code, sign-out; /merchant/api/me and
// the member's own password.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { messageEnvelope } from "../../contract/common";
import {
  CONSOLE_AUTH_MESSAGES,
  CONSOLE_AUTH_MESSAGES_HI,
  consoleSessionResponse,
  meResponse,
  staffCodeBody,
  staffMobileBody,
  staffPasswordBody,
  staffSetPasswordBody,
} from "../../contract/console-auth";
import { languageOf } from "../../lib/language";
import { consoleRateLimit, requireStaff } from "./guard";
import { staffSigner } from "./guard-http";
import { whoAmI } from "./me";
import { endSession, requestStaffCode, setStaffPassword, staffCodeSignIn, staffPasswordSignIn } from "./sign-in";

/** Routes anyone may call (sign-in): the role x route test and the console plugin read this mark. */
export const STAFF_PUBLIC = { staffPublic: true } as const;
const perMinute = (max: number) => ({ ...STAFF_PUBLIC, rateLimit: { max, timeWindow: 60_000 } });
const lang = (req: FastifyRequest) => languageOf(req.headers["accept-language"]);
const text = (req: FastifyRequest, key: keyof typeof CONSOLE_AUTH_MESSAGES) =>
  lang(req) === "hi" ? CONSOLE_AUTH_MESSAGES_HI[key] : CONSOLE_AUTH_MESSAGES[key];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const sign = staffSigner(app);
  const session = { 200: consoleSessionResponse };
  const message = { 200: messageEnvelope };

  app.post(
    "/auth/password",
    { config: perMinute(10), schema: { body: staffPasswordBody, response: session } },
    async (req) => ({ success: true as const, data: await staffPasswordSignIn(ctx, sign, req.body) }),
  );

  app.post(
    "/auth/onetimepassword",
    { config: perMinute(5), schema: { body: staffMobileBody, response: message } },
    async (req) => {
      await requestStaffCode(ctx, req.body.mobile.number, lang(req));
      return { success: true as const, message: text(req, "codeSent") };
    },
  );

  app.post(
    "/auth/onetimepassword/verify",
    { config: perMinute(10), schema: { body: staffCodeBody, response: session } },
    async (req) => ({ success: true as const, data: await staffCodeSignIn(ctx, sign, req.body) }),
  );

  app.post(
    "/auth/logout",
    { config: consoleRateLimit(30), preHandler: requireStaff(null), schema: { response: message } },
    async (req) => {
      await endSession(ctx, req.staff);
      return { success: true as const, message: text(req, "signedOut") };
    },
  );

  app.get(
    "/me",
    { config: consoleRateLimit(), preHandler: requireStaff(null), schema: { response: { 200: meResponse } } },
    async (req) => ({ success: true as const, data: await whoAmI(ctx.db, req.staff) }),
  );

  app.put(
    "/me/password",
    {
      config: consoleRateLimit(10),
      preHandler: requireStaff(null),
      schema: { body: staffSetPasswordBody, response: message },
    },
    async (req) => {
      await setStaffPassword(ctx, req.staff, req.body);
      return { success: true as const, message: text(req, "passwordSet") };
    },
  );
};

export default authRoutes;
