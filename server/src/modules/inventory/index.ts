// The merchant inventory API, registered under /api: POST /read, POST /update, GET /openapi.json (the
// whole merchant API's document: inventory, orders, webhooks).
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { boundedJsonParser } from "../../lib/json-depth";
import { ERROR_CODE } from "../../contract/errors";
import { errorHandler } from "../../plugins/errors";
import { INVENTORY_BATCH_LIMIT } from "../../contract/inventory";
import routes from "./routes";

// Integrators read these messages in logs, so they say what to change rather than what broke.
const tooLarge = new AppError(
  ERROR_CODE.PAYLOAD_TOO_LARGE,
  `The request body is larger than 2 MiB. Send at most ${INVENTORY_BATCH_LIMIT} items per call.`,
);
const notJson = new AppError(
  ERROR_CODE.UNSUPPORTED_MEDIA_TYPE,
  "Send the body as JSON with Content-Type: application/json.",
);

const inventory: FastifyPluginAsyncZod = async (app) => {
  // JSON only: the app-wide text/plain and multipart parsers would let a non-JSON body reach the
  // schema as a string and fail with a less useful message.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    boundedJsonParser(app.getDefaultJsonParser("error", "error")),
  );

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") return errorHandler(tooLarge as unknown as FastifyError, req, reply);
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return errorHandler(notJson as unknown as FastifyError, req, reply);
    return errorHandler(err, req, reply);
  });

  await app.register(routes);

  // Generated from the merchant routes' schemas (plugins/api-docs.ts).
  app.get("/openapi.json", { schema: { hide: true } }, async (_req, reply) => {
    const text = await app.apiDocs.merchantText();
    return reply.header("cache-control", "public, max-age=300").type("application/json; charset=utf-8").send(text);
  });
};

export default inventory;
