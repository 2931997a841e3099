// The one error handler: every failure leaves as the envelope with an honest status and never a
// stack trace. zod -> 400 errors[], body parser codes -> 400/413/415, AppError -> its own status,
// Prisma unique violation -> 409, record missing -> 404, database away or conflicts past the retries
// -> 503 with Retry-After, anything else -> 500 with a generic text.
// Messages go out in the request's language (lib/language.ts): Hindi twins of the catalogue's and
// the contract's texts for a Hindi Accept-Language (or, without one, a customer who saved Hindi);
// success messages pass the same way.
import fp from "fastify-plugin";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";
import { languageOf, localise, localiseError, preferredLanguage, requestLanguage } from "../lib/language";
import { codeForStatus, ERRORS, ERROR_CODE as E, type ErrorCode } from "../contract/errors";
import { COMMON_MESSAGES } from "../contract/common-constants";
import { refuseUnsafeText } from "../lib/unsafe-text";
import { isDatabaseUnreachable, isSerializationFailure } from "../lib/db-postgres";
import { metrics } from "../lib/metrics";
import { recordErrorAnswer } from "../lib/recent-errors";
import { recordServerError } from "../lib/tracing";

/** Seconds a client waits before retrying when the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;
/** Seconds a client waits before retrying a transaction that lost its conflicts every time. */
export const CONFLICT_RETRY_AFTER_S = 1;

type Body = { success: false; message: string; code: string; errors?: { path: string; message: string }[] } & Record<
  string,
  unknown
>;

async function send(reply: FastifyReply, status: number, body: Body) {
  metrics.errorAnswers.inc({ code: body.code });
  recordErrorAnswer(body.code);
  const language = await requestLanguage(reply.request, reply.server.ctx.db);
  const localised: Body =
    language === "en"
      ? body
      : {
          ...body,
          message: localiseError(body.code, body.message, language),
          ...(body.errors
            ? { errors: body.errors.map((e) => ({ ...e, message: localise(e.message, language) })) }
            : {}),
        };
  return reply.status(status).type("application/json; charset=utf-8").send(localised);
}

/** Answers with a catalogue code, its status and its default message unless one is given. */
const sendCode = (reply: FastifyReply, code: ErrorCode, message: string = ERRORS[code].message, more = {}) =>
  send(reply, ERRORS[code].status, { success: false, code, message, ...more });

// Fastify and its plugins name their failures FST_*; each maps to a catalogue code and a message.
const parserErrors: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [E.UNSUPPORTED_MEDIA_TYPE, "This content type is not supported here."],
  FST_ERR_CTP_BODY_TOO_LARGE: [E.PAYLOAD_TOO_LARGE, "The request body is too large."],
  FST_ERR_CTP_INVALID_JSON_BODY: [E.INVALID_JSON, "The request body is not valid JSON."],
  FST_ERR_CTP_EMPTY_JSON_BODY: [E.INVALID_JSON, "The request body is empty."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [E.BAD_REQUEST, "The content length does not match the body."],
  FST_REQ_FILE_TOO_LARGE: [E.PAYLOAD_TOO_LARGE, "The file is too large."],
  FST_PARTS_LIMIT: [E.PAYLOAD_TOO_LARGE, "Too many parts in the upload."],
  FST_FILES_LIMIT: [E.PAYLOAD_TOO_LARGE, "Too many files in the upload."],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [E.UNSUPPORTED_MEDIA_TYPE, "Send this request as multipart/form-data."],
  FST_ERR_VALIDATION: [E.VALIDATION_FAILED, "The request is not valid."],
};

export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((v) => {
      const where = (v.instancePath || "").replace(/^\//, "").replace(/\//g, ".");
      return { path: where, message: v.message ?? "Invalid value." };
    });
    return sendCode(reply, E.VALIDATION_FAILED, errors[0]?.message, { errors });
  }
  if (err instanceof AppError) {
    return send(reply, err.status, { success: false, code: err.code, message: err.message, ...err.extra });
  }
  const known = err.code ? parserErrors[err.code] : undefined;
  if (known) {
    return sendCode(reply, known[0], known[1]);
  }
  const prismaCode = (err as { code?: string }).code;
  if (prismaCode === "P2002") {
    return sendCode(reply, E.DUPLICATE);
  }
  if (prismaCode === "P2025") {
    return sendCode(reply, E.NOT_FOUND);
  }
  // The database is away or kept refusing the transaction for conflicts: a 503 the client may
  // retry, in the language of the headers alone (the customer's saved one is in the database).
  const unreachable = isDatabaseUnreachable(err);
  if (unreachable || isSerializationFailure(err)) {
    const code = unreachable ? E.DATABASE_UNAVAILABLE : E.OVERLOADED;
    req.log.warn({ err }, unreachable ? "database unreachable" : "transaction conflicts outlasted the retries");
    const language = languageOf(req.headers["accept-language"]);
    return reply
      .status(ERRORS[code].status)
      .header("retry-after", unreachable ? DATABASE_RETRY_AFTER_S : CONFLICT_RETRY_AFTER_S)
      .type("application/json; charset=utf-8")
      .send({ success: false, code, message: localiseError(code, ERRORS[code].message, language) });
  }
  if (err.statusCode === 429) {
    return sendCode(reply, E.RATE_LIMITED);
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err }, "response did not match its schema");
    recordServerError(req, err);
    return sendCode(reply, E.INTERNAL);
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return send(reply, status, { success: false, code: codeForStatus(status), message: err.message });
  }
  req.log.error({ err }, "unhandled error");
  recordServerError(req, err);
  return sendCode(reply, E.INTERNAL);
}

/**
 * Fastify's router refuses some addresses before any route or hook runs (a path part over
 * maxParamLength, a broken %-escape): they leave in the envelope too, in the language the
 * Accept-Language header asks for (nothing is known about the caller yet). Given to Fastify as
 * its frameworkErrors option.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const [code, message]: [ErrorCode, string] =
    err.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? [E.URI_TOO_LONG, ERRORS.URI_TOO_LONG.message]
      : err.code === "FST_ERR_BAD_URL"
        ? [E.BAD_REQUEST, COMMON_MESSAGES.badUrl]
        : [codeForStatus(err.statusCode ?? 400), err.message];
  const language = languageOf(req.headers["accept-language"]);
  return reply
    .status(ERRORS[code].status)
    .type("application/json; charset=utf-8")
    .send({ success: false, code, message: localiseError(code, message, language) });
}

export default fp(
  async (app) => {
    app.setErrorHandler(errorHandler);
    // Every free-text field, of every route: the same refusal before the route's own schema.
    app.addHook("preValidation", async (req) => {
      refuseUnsafeText(req.params);
      refuseUnsafeText(req.query);
      refuseUnsafeText(req.body);
    });
    // Success envelopes ({ success: true, message }) carry their message in the request's language.
    app.addHook("preSerialization", async (req, _reply, payload) => {
      if (typeof payload !== "object" || payload === null) return payload;
      const body = payload as { success?: unknown; message?: unknown };
      if (body.success !== true || typeof body.message !== "string") return payload;
      // The header decides when it names a language; without one, only a message that has a Hindi
      // twin is worth asking the database for the customer's saved language.
      const asked = preferredLanguage(req.headers["accept-language"]);
      if (asked === "en") return payload;
      const hindi = localise(body.message, "hi");
      if (hindi === body.message) return payload;
      const language = asked ?? (await requestLanguage(req, app.ctx.db));
      return language === "en" ? payload : { ...body, message: hindi };
    });
  },
  { name: "errors" },
);
