// Traces read from an in-memory exporter: the Fastify instrumentation's request span with Galli's
// request id, Prisma's query spans and the SQLite transaction inside that trace, a server error
// recorded on its request's span (an expected refusal is not), and a job's span.
import request from "supertest";
import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../testing/app";
import { addToCart, checkoutWorld, customer, place, placeInputs, W } from "../modules/checkout/test-helpers";
import { REQUEST_ID_ATTRIBUTE } from "../plugins/tracing";

const NOW = new Date("2026-11-21T06:30:00Z"); // noon in India
const exporter = new InMemorySpanExporter();
let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld({
    now: () => NOW,
    spanExporter: exporter,
    extend: async (app) => {
      app.get("/test/boom", async () => {
        throw new Error("boom");
      });
    },
  });
});
afterAll(async () => t.close());

const requestSpan = (requestId: string) =>
  exporter.getFinishedSpans().find((s) => s.name === "request" && s.attributes[REQUEST_ID_ATTRIBUTE] === requestId);

describe("traces", () => {
  it("a request's span carries its request id and route, with Prisma's query spans in its trace", async () => {
    exporter.reset();
    const res = await request(t.app.server).get("/healthz").set("x-request-id", "trace-test-1");
    expect(res.status).toBe(200);
    const root = requestSpan("trace-test-1");
    expect(root).toBeDefined();
    expect(root!.attributes["http.route"]).toBe("/healthz");
    const traceId = root!.spanContext().traceId;
    const prisma = exporter.getFinishedSpans().filter((s) => s.name.startsWith("prisma:"));
    expect(prisma.some((s) => s.spanContext().traceId === traceId)).toBe(true);
  });

  it("a server error is recorded on the request's span as an exception; an expected refusal is not", async () => {
    exporter.reset();
    const boom = await request(t.app.server).get("/test/boom").set("x-request-id", "trace-test-500");
    expect(boom.status).toBe(500);
    const failed = requestSpan("trace-test-500");
    expect(failed?.events.map((e) => e.name)).toContain("exception");
    expect(String(failed?.events[0]?.attributes?.["exception.message"])).toBe("boom");
    const missing = await request(t.app.server).get("/user/no-such-route").set("x-request-id", "trace-test-404");
    expect(missing.status).toBe(404);
    const refused = requestSpan("trace-test-404");
    expect(refused).toBeDefined();
    expect(refused!.events.filter((e) => e.name === "exception")).toEqual([]);
  });

  it("a placed order's trace holds the SQLite transaction", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    exporter.reset();
    const res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
    expect(res.status).toBe(200);
    const requestId = res.headers["x-request-id"] as string;
    const root = requestSpan(requestId);
    expect(root?.attributes["http.route"]).toBe("/user/order/place/cashOnDelivery/shop");
    const tx = exporter
      .getFinishedSpans()
      .filter((s) => s.name === "sqlite transaction" && s.spanContext().traceId === root!.spanContext().traceId);
    expect(tx.length).toBeGreaterThanOrEqual(1);
  });

  it("a job's run is a span named by the job", async () => {
    exporter.reset();
    const outcome = await t.app.jobs.runNow("payouts");
    expect(outcome?.ok).toBe(true);
    const job = exporter.getFinishedSpans().find((s) => s.name === "job payouts");
    expect(job?.attributes["galli.job"]).toBe("payouts");
  });
});
