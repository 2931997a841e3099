// Environment -> typed configuration, parsed once. Nothing else reads process.env.
import path from "node:path";
import { z } from "zod";

const bool = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === "boolean" ? v : ["1", "true", "yes", "on"].includes(v.toLowerCase())));

/** The secret in the source: fine on a laptop, refused in production. */
export const DEV_JWT_SECRET = "galli-local-development-secret-change-me";

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().optional(),
  UPLOADS_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().default("web/dist"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  JWT_SECRET: z.string().min(16).default(DEV_JWT_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /** Default: on, except with NODE_ENV=production (then only when set to true on purpose). */
  DEMO_MODE: bool.optional(),
  /** Timed jobs (auto-verify, reconciliation, refunds, the simulator); default on except in tests. */
  JOBS: bool.optional(),
  /** Only these jobs (comma-separated names, e.g. "live-notify") run; unset: every registered job. */
  JOBS_ONLY: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+(\s*,\s*[a-z0-9-]+)*$/, "JOBS_ONLY must be job names separated by commas.")
    .optional(),
  FULFILMENT_SIMULATOR: bool.optional(),
  /** Seconds an order stays in each status before the fulfilment simulator moves it on. */
  FULFILMENT_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Post merchant webhooks from this process (default: on, off in tests, which call the job themselves). */
  WEBHOOK_DELIVERY: bool.optional(),
  WEBHOOK_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Live event streams: how often each process reads the event log (default 100 ms on SQLite, 1 s
   * on PostgreSQL, where LISTEN/NOTIFY wakes it at each commit), and the heartbeat (default 15 s). */
  LIVE_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** Web Push (VAPID): the key pair (`npx web-push generate-vapid-keys`) and a mailto: or https: contact. Unset: no push. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:support@galli.example"),
  /**
   * Map tiles under the customer's delivery map: an http(s) template with {z}, {x} and {y} (a tile
   * server in Web Mercator, 256 px tiles), and the credit its licence asks for. Unset: the map is
   * drawn without tiles (no outside service).
   */
  MAP_TILES_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u) && ["{z}", "{x}", "{y}"].every((p) => u.includes(p)), {
      message: "MAP_TILES_URL must be an http(s) address with {z}, {x} and {y}",
    })
    .optional(),
  MAP_TILES_ATTRIBUTION: z.string().max(200).default(""),
  RATE_LIMITS: bool.default(true),
  /** Timed work (the fulfilment simulator, jobs) runs here; the cluster primary turns it off in
   * every worker but the first. */
  TIMED_WORK: bool.default(true),
  /** Serialised answers of read-mostly calls kept per process, exact through ReadEpoch versions. */
  READ_CACHE: bool.default(true),
  READ_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Serialise every answer with zod too and fail on any difference from the compiled serializer
   * (plugins/response-serializer.ts); default on with NODE_ENV=test, off otherwise. */
  SERIALIZER_CHECK: bool.optional(),
  /** Refuse new requests with 503 + Retry-After past this many in progress per process (default
   * 256; off in tests), or while the event loop lags more than OVERLOAD_MAX_DELAY_MS (default off:
   * on a machine shared with other work the lag also measures the neighbours). 0: never. */
  MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).optional(),
  OVERLOAD_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** PostgreSQL connections per app process (default 10): every process of every machine opens up
   * to this many, so processes x DB_POOL_SIZE (+2 for the cache versions) stays under the server's
   * max_connections. Unused on SQLite. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  /** 1: the cart and checkout run through Prisma at SERIALIZABLE on PostgreSQL instead of their
   * plain-SQL builds, as before those existed (bench/pg-checkout.ts compares the two). */
  GALLI_PG_SERIALIZABLE: bool.default(false),
  /** On SIGTERM, how long a process may take to finish the requests in flight before it cuts the
   * rest off and exits (default 8000: under Docker's 10 s and Kubernetes' 30 s before SIGKILL). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  /** HTTP worker processes `npm start` runs (default: one per core). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** SQLite's durability per COMMIT in WAL mode: NORMAL (default) survives a crash of the process,
   * and may lose the last commits, never consistency, if the machine loses power; FULL also
   * waits for the disk on every COMMIT. */
  SQLITE_SYNCHRONOUS: z.enum(["NORMAL", "FULL"]).default("NORMAL"),
  /** Milliseconds between WAL checkpoints from a thread of their own (default 1000; off in tests);
   * 0: SQLite checkpoints inside the COMMIT that fills 1,000 pages of log, as it does by default. */
  SQLITE_CHECKPOINT_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  TRUST_PROXY: bool.default(false),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** GET /metrics answers only with `Authorization: Bearer <this>`; unset: /metrics is off in
   * production and open elsewhere. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters.").optional(),
  /** OpenTelemetry traces go to this OTLP/HTTP collector (e.g. http://127.0.0.1:4318); unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default("galli"),
  /** The share of requests (traces begun here) whose spans are kept and sent: 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(0.1),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  // Production fails closed: no demo doors unless asked for by name, and never the source's secret.
  const demoMode = c.DEMO_MODE ?? c.NODE_ENV !== "production";
  if (c.NODE_ENV === "production" && c.JWT_SECRET === DEV_JWT_SECRET) {
    throw new Error("Invalid configuration: JWT_SECRET must be set to a secret of your own when NODE_ENV=production.");
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL ?? `file:${path.join(dataDir, "galli.db")}`,
    sqliteSynchronous: c.SQLITE_SYNCHRONOUS,
    dbPoolSize: c.DB_POOL_SIZE,
    pgSerializable: c.GALLI_PG_SERIALIZABLE,
    sqliteCheckpointMs: c.SQLITE_CHECKPOINT_MS ?? (c.NODE_ENV === "test" ? 0 : 1000),
    uploadsDir: path.resolve(c.UPLOADS_DIR ?? path.join(dataDir, "uploads")),
    webDistDir: path.resolve(c.WEB_DIST_DIR),
    logLevel: c.LOG_LEVEL,
    bodyLimit: c.BODY_LIMIT_BYTES,
    uploadLimit: c.UPLOAD_LIMIT_BYTES,
    jwtSecret: c.JWT_SECRET,
    accessTokenTtl: c.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: c.REFRESH_TOKEN_TTL_SECONDS,
    demoMode,
    fulfilmentSimulator: c.TIMED_WORK && (c.FULFILMENT_SIMULATOR ?? (demoMode && c.NODE_ENV !== "test")),
    jobs: c.TIMED_WORK && (c.JOBS ?? c.NODE_ENV !== "test"),
    jobsOnly: c.JOBS_ONLY ? c.JOBS_ONLY.split(",").map((n) => n.trim()) : null,
    timedWork: c.TIMED_WORK,
    readCache: c.READ_CACHE,
    readCacheBytes: c.READ_CACHE_MB * 1024 * 1024,
    serializerCheck: c.SERIALIZER_CHECK ?? c.NODE_ENV === "test",
    maxInFlight: c.MAX_IN_FLIGHT ?? (c.NODE_ENV === "test" ? 0 : 256),
    overloadMaxDelayMs: c.OVERLOAD_MAX_DELAY_MS ?? 0,
    webConcurrency: c.WEB_CONCURRENCY,
    shutdownGraceMs: c.SHUTDOWN_GRACE_MS,
    fulfilmentStepSeconds: c.FULFILMENT_STEP_SECONDS,
    webhookDelivery: c.WEBHOOK_DELIVERY ?? c.NODE_ENV !== "test",
    webhookTickSeconds: c.WEBHOOK_TICK_SECONDS,
    livePollMs: c.LIVE_POLL_MS,
    liveHeartbeatMs: c.LIVE_HEARTBEAT_MS,
    vapid:
      c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY
        ? { subject: c.VAPID_SUBJECT, publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: c.VAPID_SUBJECT,
    mapTiles: c.MAP_TILES_URL ? { url: c.MAP_TILES_URL, attribution: c.MAP_TILES_ATTRIBUTION } : null,
    rateLimits: c.RATE_LIMITS,
    // Only behind a proxy we run may X-Forwarded-For name the client; else anyone could pick the
    // address the per-address rate limits count.
    trustProxy: c.TRUST_PROXY,
    razorpay:
      c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET
        ? { mode: "live" as const, keyId: c.RAZORPAY_KEY_ID, keySecret: c.RAZORPAY_KEY_SECRET }
        : { mode: "emulator" as const, keyId: "rzp_test_galli", keySecret: "galli_emulator_secret" },
    publicUrl: c.PUBLIC_URL,
    metrics: { enabled: c.METRICS_TOKEN !== undefined || c.NODE_ENV !== "production", token: c.METRICS_TOKEN ?? null },
    tracing: c.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: c.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: c.OTEL_SERVICE_NAME, sampleRatio: c.OTEL_TRACES_SAMPLER_ARG }
      : null,
  };
}

/** A configuration for tests: quiet, no simulator, everything under the given data directory. */
export function testConfig(dataDir: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...overrides });
}
