// Load shedding: past a bounded number of requests in progress in this process, or while the
// event loop lags more than `maxDelayMs` (@fastify/under-pressure, sampled every 100 ms), new
// requests are refused at once with 503 and Retry-After instead of queueing for seconds behind
// the ones in progress. Health checks are never refused.
import fp from "fastify-plugin";
import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import type { FastifyReply, FastifyRequest } from "fastify";

export const OVERLOADED_MESSAGE = "We are busy right now. Please try again in a moment.";
export const OVERLOAD_RETRY_AFTER_S = 2;

const isProbe = (req: FastifyRequest) => req.url === "/healthz";

// under-pressure sends what the handler returns (its typings say void): our envelope, not its own.
function refuse(req: FastifyRequest, reply: FastifyReply) {
  if (isProbe(req)) return undefined; // let the probe see the process is alive
  void reply.status(503).header("retry-after", OVERLOAD_RETRY_AFTER_S).type("application/json; charset=utf-8");
  return { success: false, code: "OVERLOADED", message: OVERLOADED_MESSAGE };
}

export default fp<{ maxDelayMs: number; maxInFlight: number }>(
  async (app, { maxDelayMs, maxInFlight }) => {
    if (maxInFlight > 0) {
      let inFlight = 0;
      app.addHook("onRequest", async (req, reply) => {
        if (inFlight >= maxInFlight && !isProbe(req)) return reply.send(refuse(req, reply));
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
