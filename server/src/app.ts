// buildApp(config) -> a ready-to-listen Fastify instance. Tests build it with their own database.
import crypto from "node:crypto";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import multipart from "@fastify/multipart";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { createDb, dbProvider, sqlitePath, usePrismaOnly, type Db } from "./lib/db";
import { BACKSTOP_CHECKPOINT_PAGES, startWalCheckpointer } from "./lib/wal-checkpointer";
import { createAdapters, type Adapters } from "./adapters";
import dbPlugin, { type AppContext } from "./plugins/db";
import jsonBody from "./plugins/json-body";
import errorsPlugin, { frameworkErrors } from "./plugins/errors";
import authPlugin from "./plugins/auth";
import rateLimitPlugin from "./plugins/rate-limit";
import readCachePlugin from "./plugins/read-cache";
import overloadPlugin from "./plugins/overload";
import gracefulStop from "./plugins/graceful-stop";
import securityHeaders from "./plugins/security-headers";
import staticWeb from "./plugins/static-web";
import jobsPlugin from "./jobs";
import metricsPlugin from "./plugins/metrics";
import apiDocs from "./plugins/api-docs";
import compression from "./plugins/compression";
import { registerModules } from "./modules";
import { startTracing } from "./lib/tracing";
import { fastifyTracing } from "./plugins/tracing";
import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import { pageMeta, privateShopBoot } from "./modules/catalog/public";
import { responseSerializerCompiler } from "./plugins/response-serializer";

export type BuildOptions = {
  db?: Db;
  adapters?: Partial<Adapters>;
  now?: () => Date;
  /** Traces to this exporter (tests read spans from an in-memory one); else as the configuration says. */
  spanExporter?: SpanExporter;
  /** Sees every route as it is added (the API reference generator reads them). */
  onRoute?: (route: RouteOptions) => void;
};

/** How this process opens SQLite: its durability, and the checkpoint backstop when a thread checkpoints. */
function sqliteOptions(config: Config) {
  return {
    sqliteSynchronous: config.sqliteSynchronous,
    poolSize: config.dbPoolSize,
    walAutocheckpoint: config.sqliteCheckpointMs > 0 ? BACKSTOP_CHECKPOINT_PAGES : undefined,
  };
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    frameworkErrors,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
  });
  // Tracing first, so its Fastify plugin sees every route and hook.
  const tracing = startTracing(config.tracing, opts.spanExporter);
  if (tracing) {
    await app.register(fastifyTracing(tracing.provider));
    app.addHook("onClose", tracing.stop);
  }
  if (opts.onRoute) app.addHook("onRoute", opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({
      check: config.serializerCheck,
      onFallback: (label, reason) => app.log.warn(`${label} answers through zod (not compiled): ${reason}`),
    }),
  );
  app.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });

  const db = opts.db ?? createDb(config.databaseUrl, sqliteOptions(config));
  if (config.pgSerializable && dbProvider(config.databaseUrl) === "postgresql") usePrismaOnly(db);
  const adapters = { ...createAdapters(config, db, (m) => app.log.info(m)), ...opts.adapters };
  const ctx: AppContext = { db, config, adapters, now: opts.now ?? (() => new Date()) };

  await app.register(errorsPlugin);
  await app.register(gracefulStop);
  await app.register(jsonBody);
  await app.register(overloadPlugin, { maxDelayMs: config.overloadMaxDelayMs, maxInFlight: config.maxInFlight });
  await app.register(compression);
  await app.register(dbPlugin, { ctx, ownsDb: !opts.db });
  // One process checkpoints the shared SQLite file: the one that runs the timed work.
  if (!opts.db && dbProvider(config.databaseUrl) === "sqlite" && config.sqliteCheckpointMs > 0 && config.timedWork) {
    const stop = startWalCheckpointer(sqlitePath(config.databaseUrl), config.sqliteCheckpointMs);
    app.addHook("onClose", stop);
  }
  await app.register(jobsPlugin);
  await app.register(metricsPlugin);
  await app.register(readCachePlugin);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", ...(config.mapTiles ? [tilesOrigin(config.mapTiles.url)] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(config.razorpay.mode === "live" ? ["https://checkout.razorpay.com"] : [])],
        frameSrc: ["'self'", ...(config.razorpay.mode === "live" ? ["https://api.razorpay.com"] : [])],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: config.uploadLimit, files: 5, fields: 20 } });
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(apiDocs);
  await registerModules(app);
  await app.register(staticWeb, {
    distDir: config.webDistDir,
    shopBoot: (storeUniqueId) => privateShopBoot(db, app.answers, storeUniqueId),
    pageMeta: (address) => pageMeta(db, app.answers, address),
    publicUrl: config.publicUrl,
  });
  return app;
}

/** The origin of a tile template ("https://{s}.tile.example/{z}/{x}/{y}.png" -> "https://*.tile.example"). */
export function tilesOrigin(template: string): string {
  const origin = new URL(template.replace(/\{s\}/g, "x").replace(/\{[a-z]\}/g, "0")).origin;
  return template.includes("{s}.") ? origin.replace("//x.", "//*.") : origin;
}
