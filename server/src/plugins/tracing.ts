// The official Fastify instrumentation (@fastify/otel) on the provider lib/tracing.ts started: a
// span per request named by its route pattern, with Galli's request id (x-request-id) on it; a
// server error (5xx) is recorded on it as an exception, an expected refusal is not.
import { FastifyOtelInstrumentation } from "@fastify/otel";
import type { TracerProvider } from "@opentelemetry/api";
import { trackRequestSpan } from "../lib/tracing";

/** The attribute that carries Galli's request id on the request's span. */
export const REQUEST_ID_ATTRIBUTE = "galli.request_id";

let instrumentation: FastifyOtelInstrumentation | null = null;

/** The plugin to register before any route (one instrumentation per process, as the provider). */
export function fastifyTracing(provider: TracerProvider) {
  instrumentation ??= new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    // One span per request (with the handler's): a span per hook of ours cost more CPU than the request.
    instrumentHooks: false,
    // An expected refusal (a 4xx AppError) is no exception: recording one reads the error's stack,
    // which under source maps cost more CPU than the request. plugins/errors.ts records the
    // unexpected ones (5xx) on the request's span (lib/tracing.ts, recordServerError).
    recordExceptions: false,
    requestHook: (span, request) => {
      span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
      trackRequestSpan(request, span);
    },
  });
  instrumentation.setTracerProvider(provider);
  return instrumentation.plugin();
}
