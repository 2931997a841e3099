// Serves read-mostly answers from the answer cache (lib/answer-cache.ts): the route names the
// versions its answer depends on and how to compute it; the plugin keys the answer by route, query
// and body, answers with an ETag and turns a matching If-None-Match into 304.
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { answerCache, type AnswerCache } from "../lib/answer-cache";
import { openReadEpochs, type ReadEpochs } from "../lib/read-epochs";
import { responseSerializer } from "./response-serializer";

export type CachedReplyOptions = {
  /** ReadEpoch keys the answer depends on (read-epochs.ts). */
  epochs: string[];
  /** The route's 200 schema: a computed answer is checked and stripped by it, like any answer. */
  schema: z.ZodType;
  compute: () => Promise<unknown>;
  /** What else the answer depends on, beyond the route, query, body and versions (e.g. the clock). */
  vary?: string;
  /** The answer's whole cache key when route, query and body do not name it alone. */
  key?: string;
  /**
   * The versions of `epochs` the caller has already read and will compute from (a snapshot's
   * own version): the answer is keyed by them, with no second lookup, and never filed under a
   * newer version than the data it was built from.
   */
  versions?: number[];
};

declare module "fastify" {
  interface FastifyInstance {
    readEpochs: ReadEpochs | null;
    answers: AnswerCache;
    cachedReply(req: FastifyRequest, reply: FastifyReply, opts: CachedReplyOptions): Promise<FastifyReply>;
  }
}

export default fp(
  async (app) => {
    const { config } = app.ctx;
    const epochs = config.readCache ? openReadEpochs(config.databaseUrl) : null;
    const answers = answerCache(epochs, { maxBytes: config.readCacheBytes });
    app.decorate("readEpochs", epochs);
    app.decorate("answers", answers);
    app.addHook("onClose", async () => epochs?.close());

    // The compiled serializer of each route's schema (check mode as configured), zod's parse as
    // the reference: a computed answer is checked and stripped like any answer.
    const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();
    const serializerOf = (schema: z.ZodType, route: string) => {
      let serialize = serializers.get(schema);
      if (!serialize) {
        serialize = responseSerializer(schema, {
          check: config.serializerCheck,
          label: `${route} (cached)`,
          reference: (data) => schema.parse(data),
          onFallback: (label, reason) => app.log.warn(`${label} answers through zod (not compiled): ${reason}`),
        });
        serializers.set(schema, serialize);
      }
      return serialize;
    };

    app.decorate("cachedReply", async (req: FastifyRequest, reply: FastifyReply, opts: CachedReplyOptions) => {
      const key =
        opts.key ??
        `${req.routeOptions.url}?${JSON.stringify(req.query)}#${JSON.stringify(req.body)}@${opts.vary ?? ""}`;
      const answer = await answers.get(
        key,
        opts.epochs,
        async () => serializerOf(opts.schema, `${req.method} ${req.routeOptions.url ?? ""}`)(await opts.compute()),
        opts.versions,
      );
      reply.header("etag", answer.etag).header("cache-control", "private, no-cache");
      if (req.headers["if-none-match"] === answer.etag) return reply.code(304).send();
      return reply.type("application/json; charset=utf-8").send(answer.body);
    });
  },
  { name: "read-cache", dependencies: ["db"] },
);
