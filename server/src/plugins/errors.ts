// The one error handler: every failure leaves as the envelope with an honest status and never a
// stack trace. zod -> 400 errors[], body parser codes -> 400/413/415, AppError -> its own status,
// Prisma unique violation -> 409, record missing -> 404, anything else -> 500 with a generic text.
import fp from "fastify-plugin";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";

export const GENERIC_MESSAGE = "Something went wrong. Please try again.";

type Body = { success: false; message: string; code: string; errors?: { path: string; message: string }[] } & Record<
  string,
  unknown
>;

function send(reply: FastifyReply, status: number, body: Body) {
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

const parserErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "UNSUPPORTED_MEDIA_TYPE", "This content type is not supported here."],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "PAYLOAD_TOO_LARGE", "The request body is too large."],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "INVALID_JSON", "The request body is not valid JSON."],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "INVALID_JSON", "The request body is empty."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "BAD_REQUEST", "The content length does not match the body."],
  FST_REQ_FILE_TOO_LARGE: [413, "PAYLOAD_TOO_LARGE", "The file is too large."],
  FST_PARTS_LIMIT: [413, "PAYLOAD_TOO_LARGE", "Too many parts in the upload."],
  FST_FILES_LIMIT: [413, "PAYLOAD_TOO_LARGE", "Too many files in the upload."],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "UNSUPPORTED_MEDIA_TYPE", "Send this request as multipart/form-data."],
  FST_ERR_VALIDATION: [400, "VALIDATION_FAILED", "The request is not valid."],
};

export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((v) => {
      const where = (v.instancePath || "").replace(/^\//, "").replace(/\//g, ".");
      return { path: where, message: v.message ?? "Invalid value." };
    });
    return send(reply, 400, {
      success: false,
      code: "VALIDATION_FAILED",
      message: errors[0]?.message ?? "The request is not valid.",
      errors,
    });
  }
  if (err instanceof AppError) {
    return send(reply, err.status, { success: false, code: err.code, message: err.message, ...err.extra });
  }
  const known = err.code ? parserErrors[err.code] : undefined;
  if (known) {
    return send(reply, known[0], { success: false, code: known[1], message: known[2] });
  }
  const prismaCode = (err as { code?: string }).code;
  if (prismaCode === "P2002") {
    return send(reply, 409, { success: false, code: "DUPLICATE", message: "That already exists." });
  }
  if (prismaCode === "P2025") {
    return send(reply, 404, { success: false, code: "NOT_FOUND", message: "Not found." });
  }
  if (err.statusCode === 429) {
    return send(reply, 429, {
      success: false,
      code: "RATE_LIMITED",
      message: "Too many requests. Please wait a moment and try again.",
    });
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err }, "response did not match its schema");
    return send(reply, 500, { success: false, code: "INTERNAL", message: GENERIC_MESSAGE });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return send(reply, status, { success: false, code: err.code ?? "BAD_REQUEST", message: err.message });
  }
  req.log.error({ err }, "unhandled error");
  return send(reply, 500, { success: false, code: "INTERNAL", message: GENERIC_MESSAGE });
}

export default fp(
  async (app) => {
    app.setErrorHandler(errorHandler);
  },
  { name: "errors" },
);
