// Serves read-mostly answers from the answer cache (lib/answer-cache.ts): the route names the
// versions its answer depends on and how to compute it; the plugin keys the answer by route, query
// and body, answers with an ETag and turns a matching If-None-Match into 304. A client that accepts
// brotli or gzip (every browser) gets the answer compressed once and kept beside it, instead of
// compressed again on every request by the compression plugin.
import zlib from "node:zlib";
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { answerCache, type AnswerCache, type CachedAnswer } from "../lib/answer-cache";
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
  /**
   * `app.readEpochs.checks()` when the handler began: the route looked up a version since (the
   * tiles'), so the answer's versions need no check of their own (ReadEpochs.versions).
   */
  checkedAfter?: number;
};

/** Answers smaller than this go out as they are (as the compression plugin's threshold). */
const COMPRESS_FROM = 1024;

type Encoding = "br" | "gzip";

/** The encoding to answer with: brotli, else gzip, when the client accepts it (a q of 0 refuses). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  const known = encodingOf.get(text);
  if (known !== undefined) return known;
  const chosen = chooseEncoding(text);
  // Browsers send a handful of distinct headers: remember them (bounded).
  if (encodingOf.size >= 100) encodingOf.clear();
  encodingOf.set(text, chosen);
  return chosen;
}

const encodingOf = new Map<string, Encoding | null>();

function chooseEncoding(text: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of text.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

// Compressed once per answer and kept with it; brotli at 5 (a little more than the plugin's 4,
// paid once per answer, not per request).
const encoded = new WeakMap<CachedAnswer, Partial<Record<Encoding, Buffer>>>();
function encodedBody(answer: CachedAnswer, encoding: Encoding): Buffer {
  let kept = encoded.get(answer);
  if (!kept) encoded.set(answer, (kept = {}));
  return (kept[encoding] ??=
    encoding === "br"
      ? zlib.brotliCompressSync(answer.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : zlib.gzipSync(answer.body));
}

/** If-None-Match names this answer (weak comparison: a compressed twin carries W/ before the tag). */
const strong = (tag: string) => tag.trim().replace(/^W\//, "");
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(",").some((t) => strong(t) === etag);

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
        opts.checkedAfter,
      );
      reply.header("cache-control", "private, no-cache");
      const encoding = answer.body.length >= COMPRESS_FROM ? acceptedEncoding(req.headers["accept-encoding"]) : null;
      const vary = reply.getHeader("vary");
      reply.header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
      // A compressed twin is a different representation: its validator is weak (as web servers do).
      reply.header("etag", encoding ? `W/${answer.etag}` : answer.etag);
      if (matches(req.headers["if-none-match"], answer.etag)) return reply.code(304).send();
      reply.type("application/json; charset=utf-8");
      if (!encoding) return reply.send(answer.body);
      return reply.header("content-encoding", encoding).send(encodedBody(answer, encoding));
    });
  },
  { name: "read-cache", dependencies: ["db"] },
);
