// Load shedding: while the event loop lags more than `maxDelayMs`, new requests are refused at
// once with 503 and Retry-After instead of queueing for seconds behind the ones in progress
// (@fastify/under-pressure samples the lag every 100 ms). Health checks are never refused.
import fp from "fastify-plugin";
import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import type { FastifyReply, FastifyRequest } from "fastify";

export const OVERLOADED_MESSAGE = "We are busy right now. Please try again in a moment.";
export const OVERLOAD_RETRY_AFTER_S = 2;

// The plugin sends what the handler returns (its typings say void): our envelope, not its own.
function refuse(req: FastifyRequest, reply: FastifyReply) {
  if (req.url === "/healthz") return undefined; // let the probe see the process is alive
  void reply.status(503).header("retry-after", OVERLOAD_RETRY_AFTER_S).type("application/json; charset=utf-8");
  return { success: false, code: "OVERLOADED", message: OVERLOADED_MESSAGE };
}

export default fp<{ maxDelayMs: number }>(
  async (app, { maxDelayMs }) => {
    if (maxDelayMs <= 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay: maxDelayMs,
      sampleInterval: 100,
      retryAfter: OVERLOAD_RETRY_AFTER_S,
      pressureHandler: refuse as unknown as FastifyUnderPressureOptions["pressureHandler"],
    });
  },
  { name: "overload" },
);
