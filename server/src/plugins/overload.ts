// Load shedding: past a bounded number of requests in progress in this process, or while the
// event loop lags more than `maxDelayMs` (@fastify/under-pressure, sampled every 100 ms), new
// requests are refused at once with 503 and Retry-After instead of queueing for seconds behind
// the ones in progress. Health checks are never refused.
import fp from "fastify-plugin";
import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ERROR_CODE, ERRORS } from "../contract/errors";
import { languageOf, localiseError } from "../lib/language";

export const OVERLOAD_RETRY_AFTER_S = 2;

const isProbe = (req: FastifyRequest) => req.url === "/healthz";
// An open event stream is not work in progress: thousands may stay open for hours.
export const isEventStream = (req: FastifyRequest) => /^\/(user\/live|api\/stores\/[^/?]+)\/events(\?|$)/.test(req.url);

// under-pressure sends what the handler returns (its typings say void): our envelope, not its own.
// The language comes from Accept-Language alone: a busy process asks the database nothing.
function refuse(req: FastifyRequest, reply: FastifyReply) {
  if (isProbe(req)) return undefined; // let the probe see the process is alive
  return refusal(req, reply);
}

/** The 503 envelope (OVERLOADED, Retry-After): refused before any work, so safe to send again. */
export function refusal(req: FastifyRequest, reply: FastifyReply) {
  const { status, message } = ERRORS[ERROR_CODE.OVERLOADED];
  void reply.status(status).header("retry-after", OVERLOAD_RETRY_AFTER_S).type("application/json; charset=utf-8");
  const language = languageOf(req.headers["accept-language"]);
  return {
    success: false,
    code: ERROR_CODE.OVERLOADED,
    message: localiseError(ERROR_CODE.OVERLOADED, message, language),
  };
}

export default fp<{ maxDelayMs: number; maxInFlight: number }>(
  async (app, { maxDelayMs, maxInFlight }) => {
    if (maxInFlight > 0) {
      let inFlight = 0;
      app.addHook("onRequest", async (req, reply) => {
        if (inFlight >= maxInFlight && !isProbe(req)) return reply.send(refuse(req, reply));
        if (isEventStream(req)) return;
        inFlight += 1;
        reply.raw.once("close", () => (inFlight -= 1));
      });
    }
    if (maxDelayMs > 0) {
      await app.register(underPressure, {
        maxEventLoopDelay: maxDelayMs,
        sampleInterval: 100,
        retryAfter: OVERLOAD_RETRY_AFTER_S,
        pressureHandler: refuse as unknown as FastifyUnderPressureOptions["pressureHandler"],
      });
    }
  },
  { name: "overload" },
);
