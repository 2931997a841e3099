// Demo mode only: GET /dev/captcha/:id answers a live captcha's text, so browser journeys and demo
// walkthroughs can send a partner enquiry. Never registered when DEMO_MODE is off.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { CaptchaStore } from "./captcha";

const devRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaStore }> = async (app, { captcha }) => {
  app.get(
    "/captcha/:id",
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: envelope(z.object({ answer: z.string() })) },
      },
    },
    async (req) => {
      const answer = await captcha.demoAnswer(req.params.id);
      if (!answer) throw new AppError(ERROR_CODE.CAPTCHA_NOT_FOUND);
      return { success: true as const, data: { answer } };
    },
  );
};

export default devRoutes;
