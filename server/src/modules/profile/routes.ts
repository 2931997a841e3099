// /user/profile: the caller's own profile, email verification, password, delivery type and language.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, messageEnvelope } from "../../contract/common";
import { sessionResponse } from "../../contract/session";
import {
  deliveryEditBody,
  emailOtpVerifyBody,
  languageData,
  languageEditBody,
  passwordEditBody,
  PROFILE_MESSAGES,
  profileData,
  profileEditBody,
} from "../../contract/profile";
import { accessSigner } from "../../lib/sessions";
import {
  changePassword,
  editProfile,
  sendEmailCode,
  setDeliveryType,
  setLanguage,
  verifyEmailCode,
  viewProfile,
} from "./service";

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const profileResponse = { 200: envelope(profileData) };
const message = { 200: messageEnvelope };
const deliveryResponse = { 200: envelope(z.object({ delivery_type: z.number().int() })) };

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const sign = accessSigner(app);
  app.addHook("onRequest", app.requireCustomer);
  const me = (req: { auth: { sub: string } }) => req.auth.sub;

  app.get("/view", { schema: { response: profileResponse } }, async (req) => ({
    success: true as const,
    data: await viewProfile(ctx, me(req)),
  }));

  app.post("/edit", { schema: { body: profileEditBody, response: profileResponse } }, async (req) => ({
    success: true as const,
    message: PROFILE_MESSAGES.profileUpdated,
    data: await editProfile(ctx, me(req), req.body),
  }));

  app.post("/email/otp", { config: perMinute(5), schema: { response: message } }, async (req) => ({
    success: true as const,
    message: await sendEmailCode(ctx, me(req)),
  }));

  app.post(
    "/email/verifyOTP",
    { config: perMinute(10), schema: { body: emailOtpVerifyBody, response: message } },
    async (req) => ({
      success: true as const,
      message: await verifyEmailCode(ctx, me(req), req.body.otp),
    }),
  );

  app.post(
    "/password/edit",
    { config: perMinute(10), schema: { body: passwordEditBody, response: { 200: sessionResponse } } },
    async (req) => ({
      success: true as const,
      message: PROFILE_MESSAGES.passwordChanged,
      data: await changePassword(ctx, sign, me(req), req.body),
    }),
  );

  app.post("/delivery/edit", { schema: { body: deliveryEditBody, response: deliveryResponse } }, async (req) => ({
    success: true as const,
    message: PROFILE_MESSAGES.deliveryTypeUpdated,
    data: await setDeliveryType(ctx, me(req), req.body),
  }));

  // The language of the texts the server writes to the customer (SMS, emails) and of its answers
  // to requests without an Accept-Language preference.
  app.post(
    "/language/edit",
    { schema: { body: languageEditBody, response: { 200: envelope(languageData) } } },
    async (req) => ({
      success: true as const,
      message: PROFILE_MESSAGES.languageSaved,
      data: await setLanguage(ctx, me(req), req.body),
    }),
  );
};

export default routes;
