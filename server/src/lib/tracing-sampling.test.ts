// Traces sent to a collector keep the configured share of requests (OTEL_TRACES_SAMPLER_ARG, by
// default a tenth): a trace begun here is kept whole or not at all, and one begun upstream follows
// the caller's decision. A test's own exporter always sees every trace (tracing.test.ts).
import http from "node:http";
import { context, trace, TraceFlags } from "@opentelemetry/api";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { span, startTracing } from "./tracing";

let stop: (() => Promise<void>) | null = null;
// A loopback collector that accepts the batches.
let endpoint = "";
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
});
beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  endpoint = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));
afterEach(async () => {
  await stop?.();
  stop = null;
});

/** Whether a span begun now (with no parent) is kept, and whether its child is. */
async function kept(): Promise<{ root: boolean; child: boolean }> {
  return span("root", {}, async () => ({
    root: trace.getActiveSpan()?.isRecording() ?? false,
    child: await span("child", {}, async () => trace.getActiveSpan()?.isRecording() ?? false),
  }));
}

const collector = (sampleRatio: number) => ({ endpoint, serviceName: "galli-test", sampleRatio });

describe("trace sampling", () => {
  it("defaults to a tenth of the traces begun here", () => {
    const config = loadConfig({ NODE_ENV: "test", OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" });
    expect(config.tracing?.sampleRatio).toBe(0.1);
    expect(() => loadConfig({ NODE_ENV: "test", OTEL_TRACES_SAMPLER_ARG: "2" })).toThrow();
  });

  it("keeps every trace at 1 and none at 0, a trace whole or not at all", async () => {
    stop = startTracing(collector(1))!.stop;
    expect(await kept()).toEqual({ root: true, child: true });
    await stop();
    stop = startTracing(collector(0))!.stop;
    expect(await kept()).toEqual({ root: false, child: false });
  });

  it("at 0.1 keeps about a tenth, and follows a sampled caller's traceparent", async () => {
    stop = startTracing(collector(0.1))!.stop;
    let roots = 0;
    for (let i = 0; i < 1000; i++) if ((await kept()).root) roots++;
    expect(roots).toBeGreaterThan(40);
    expect(roots).toBeLessThan(200);
    const upstream = trace.setSpanContext(context.active(), {
      traceId: "0af7651916cd43dd8448eb211c80319c",
      spanId: "b7ad6b7169203331",
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
    });
    const followed = await context.with(upstream, () => kept());
    expect(followed).toEqual({ root: true, child: true });
  });
});
