// /user/profile/image: upload (multipart, field "image") and the resized view.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import { PROFILE_MESSAGES, profileImageQuery } from "../../contract/profile";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { changeProfileImage, renderProfileImage } from "./image";

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    "/change",
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { response: { 200: envelope(z.object({ image: z.string() })) } },
    },
    async (req) => {
      const file = await req.file();
      const bytes = file ? await file.toBuffer() : null;
      if (!file || !bytes || file.fieldname !== "image") {
        throw new AppError(ERROR_CODE.IMAGE_REQUIRED);
      }
      const image = await changeProfileImage(ctx, req.auth.sub, bytes);
      return { success: true as const, message: PROFILE_MESSAGES.photoUpdated, data: { image } };
    },
  );

  // Public on purpose: an <img> cannot send a bearer token, and stored names are unguessable.
  app.get("/view", { schema: { querystring: profileImageQuery } }, async (req, reply) => {
    const { bytes, contentType } = await renderProfileImage(ctx, req.query);
    return reply.type(contentType).header("cache-control", "public, max-age=31536000, immutable").send(bytes);
  });
};

export default routes;
