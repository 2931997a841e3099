// /user/auth: guest tokens, password and one-time-code login, password reset, sign-up, refresh and
// logout. Every session-giving call answers the session shape of contract/session.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { messageEnvelope } from "../../contract/common";
import { sessionResponse } from "../../contract/session";
import {
  mobileOnlyBody,
  otpLoginBody,
  passwordLoginBody,
  resetPasswordBody,
  signupBody,
  signupVerifyBody,
} from "../../contract/auth";
import { languageOf } from "../../lib/language";
import { accessSigner, guestSession, revokeByToken, rotateRefresh } from "../../lib/sessions";
import { codeLogin, passwordLogin, requestLoginCode, requestResetCode, resetPassword } from "./login";
import { signup, signupVerify } from "./signup";

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const refreshHeader = z.object({ refresh: z.string().max(512).optional() });
const readRefresh = (req: FastifyRequest) => {
  const value = req.headers.refresh;
  return typeof value === "string" ? value.replace(/^Bearer\s+/i, "").trim() || undefined : undefined;
};

/** The language of the request (no one is logged in on these routes): codes and sign-ups take it. */
const lang = (req: FastifyRequest) => languageOf(req.headers["accept-language"]);

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const sign = accessSigner(app);
  const session = { 200: sessionResponse };
  const message = { 200: messageEnvelope };
  const ok = (text: string) => ({ success: true as const, message: text });

  app.get("/guest", { config: perMinute(30), schema: { response: session } }, async () => ({
    success: true as const,
    data: guestSession(sign),
  }));

  app.post(
    "/password",
    { config: perMinute(10), schema: { body: passwordLoginBody, response: session } },
    async (req) => ({
      success: true as const,
      data: await passwordLogin(ctx, sign, req.body),
    }),
  );

  app.post(
    "/onetimepassword",
    { config: perMinute(5), schema: { body: mobileOnlyBody, response: message } },
    async (req) => ok(await requestLoginCode(ctx, req.body, lang(req))),
  );

  app.post(
    "/onetimepassword/verify",
    { config: perMinute(10), schema: { body: otpLoginBody, response: session } },
    async (req) => ({
      success: true as const,
      data: await codeLogin(ctx, sign, req.body),
    }),
  );

  app.post(
    "/forgotpassword/verify",
    { config: perMinute(5), schema: { body: mobileOnlyBody, response: message } },
    async (req) => ok(await requestResetCode(ctx, req.body, lang(req))),
  );

  app.post(
    "/resetpassword",
    { config: perMinute(10), schema: { body: resetPasswordBody, response: message } },
    async (req) => ok(await resetPassword(ctx, req.body)),
  );

  app.post(
    "/signup/verify",
    { config: perMinute(5), schema: { body: signupVerifyBody, response: message } },
    async (req) => ok(await signupVerify(ctx, req.body, lang(req))),
  );

  app.post("/signup", { config: perMinute(10), schema: { body: signupBody, response: session } }, async (req) => ({
    success: true as const,
    data: await signup(ctx, sign, req.body, lang(req)),
  }));

  app.post(
    "/refresh",
    { config: perMinute(30), schema: { headers: refreshHeader, response: session } },
    async (req) => ({
      success: true as const,
      data: await rotateRefresh(ctx, sign, readRefresh(req)),
    }),
  );

  app.get("/logout", { config: perMinute(30), schema: { headers: refreshHeader, response: message } }, async (req) => {
    await revokeByToken(ctx, readRefresh(req));
    return ok("You have been logged out.");
  });
};

export default routes;
