// OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (or a test hands an exporter):
// HTTP by the official Fastify instrumentation (@fastify/otel, with the request id on its span),
// Prisma's queries by Prisma's instrumentation, and spans of our own for the plain `pg` and SQLite
// transactions, jobs and outgoing webhooks (`span()` below). The provider is process-wide (the
// OpenTelemetry API keeps one); while tracing is off every span is the API's no-op, nearly free.
import { context, trace, SpanStatusCode, type Span } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import {
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  SimpleSpanProcessor,
  type ReadableSpan,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { PrismaInstrumentation } from "@prisma/instrumentation";
import type { Context } from "@opentelemetry/api";
import type { Config } from "../config";

// The provider's own tracer: the global one may belong to a host that registered first (a test runner).
let tracer = trace.getTracer("galli");

/**
 * Runs `fn` inside a span named `name` (a child of the active one); the span records a thrown
 * error and ends when `fn` settles. With tracing off it is the API's no-op span.
 */
export function span<T>(name: string, attributes: Record<string, string | number>, fn: () => Promise<T>): Promise<T> {
  if (!enabled) return fn();
  return tracer.startActiveSpan(name, { attributes }, async (s: Span) => {
    try {
      return await fn();
    } catch (err) {
      s.recordException(err instanceof Error ? err : String(err));
      s.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      s.end();
    }
  });
}

/** Each request's span (plugins/tracing.ts), for recording a server error on it. */
const requestSpans = new WeakMap<object, Span>();

export function trackRequestSpan(request: object, s: Span): void {
  requestSpans.set(request, s);
}

/** Records an unexpected error (answered 5xx) as an exception on the request's span, if traced. */
export function recordServerError(request: object, err: unknown): void {
  if (!enabled) return;
  const s = requestSpans.get(request);
  if (!s) return;
  s.recordException(err instanceof Error ? err : String(err));
  s.setStatus({ code: SpanStatusCode.ERROR });
}

/** Forwards ended spans to whichever processors are current: tests swap in an in-memory exporter. */
class Fanout implements SpanProcessor {
  processors: SpanProcessor[] = [];
  onStart(s: Parameters<SpanProcessor["onStart"]>[0], parent: Context) {
    for (const p of this.processors) p.onStart(s, parent);
  }
  onEnd(s: ReadableSpan) {
    for (const p of this.processors) p.onEnd(s);
  }
  async forceFlush() {
    await Promise.all(this.processors.map((p) => p.forceFlush()));
  }
  async shutdown() {
    await Promise.all(this.processors.map((p) => p.shutdown()));
  }
}

let enabled = false;
let fanout: Fanout | null = null;
let provider: BasicTracerProvider | null = null;
let prisma: PrismaInstrumentation | null = null;

/**
 * Which traces are kept: a share of those begun here (by trace id, so a trace is kept whole), and
 * whatever the caller's `traceparent` says for a trace begun upstream. The share is set per start,
 * the provider once per process.
 */
let rootSampler: Sampler = new AlwaysOnSampler();
const shareSampler: Sampler = {
  shouldSample: (...args) => rootSampler.shouldSample(...args),
  toString: () => `Share{${rootSampler.toString()}}`,
};

function install(serviceName: string): { fanout: Fanout; provider: BasicTracerProvider } {
  if (fanout && provider && prisma) {
    prisma.enable();
    enabled = true;
    return { fanout, provider };
  }
  fanout = new Fanout();
  provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    sampler: new ParentBasedSampler({ root: shareSampler }),
    spanProcessors: [fanout],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  tracer = provider.getTracer("galli");
  prisma = new PrismaInstrumentation({ enabled: false });
  prisma.setTracerProvider(provider);
  prisma.enable();
  enabled = true;
  return { fanout, provider };
}

/**
 * Turns tracing on for this process when the configuration names a collector or a test hands an
 * exporter, and answers its provider (plugins/tracing.ts instruments Fastify with it); null: off.
 */
export function startTracing(config: Config["tracing"], exporter?: SpanExporter) {
  if (!config && !exporter) return null;
  const { fanout: out, provider: tracerProvider } = install(config?.serviceName ?? "galli");
  // A test's exporter sees every trace; a collector gets the configured share.
  const ratio = exporter ? 1 : (config?.sampleRatio ?? 1);
  rootSampler = ratio >= 1 ? new AlwaysOnSampler() : new TraceIdRatioBasedSampler(ratio);
  out.processors = exporter
    ? [new SimpleSpanProcessor(exporter)]
    : [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${config!.endpoint.replace(/\/$/, "")}/v1/traces` }))];
  return {
    provider: tracerProvider,
    /** Sends what is left and turns tracing off again (the app's onClose). */
    stop: async () => {
      await out.forceFlush();
      await Promise.all(out.processors.map((p) => p.shutdown()));
      out.processors = [];
      prisma?.disable();
      enabled = false;
    },
  };
}
