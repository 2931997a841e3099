// HTTP rate limits with counters in the database (the process stays stateless). Routes opt in
// with `config: { rateLimit: { max, timeWindow } }`; nothing is limited by default.
import fp from "fastify-plugin";
import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import { hit } from "../lib/rate-limit";
import { ERROR_CODE, ERRORS } from "../contract/errors";

export default fp(
  async (app) => {
    const db = app.ctx.db;
    class DbStore implements FastifyRateLimitStore {
      constructor(private readonly prefix = "http") {}
      incr(key: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void, timeWindow: number) {
        hit(db, `${this.prefix}:${key}`, timeWindow).then(
          (r) => cb(null, { current: r.current, ttl: r.ttlMs }),
          (e: Error) => cb(e),
        );
      }
      // Typed as route options, but @fastify/rate-limit passes its merged params with the route
      // under `routeInfo`; each route needs its own key space in the shared table.
      child(params: Parameters<FastifyRateLimitStore["child"]>[0]) {
        const route = (params as { routeInfo?: { url?: string; method?: string | string[] } }).routeInfo;
        return new DbStore(`http:${String(route?.method)}:${route?.url}`);
      }
    }
    await app.register(rateLimit, {
      global: false,
      store: DbStore as never,
      skipOnError: false,
      errorResponseBuilder: (_req, context) => ({
        statusCode: context.statusCode,
        success: false,
        code: ERROR_CODE.RATE_LIMITED,
        message: ERRORS.RATE_LIMITED.message,
      }),
      allowList: () => !app.ctx.config.rateLimits,
    });
  },
  { name: "rate-limit", dependencies: ["db"] },
);
