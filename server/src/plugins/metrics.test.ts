// GET /metrics: the token, production's default, HTTP series by route pattern, the orders-placed
// counter, error answers by code, and label values free of customer data.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { testApp, type TestApp } from "../testing/app";
import { addToCart, checkoutWorld, customer, place, placeInputs, W } from "../modules/checkout/test-helpers";
import { advanceOrder } from "../modules/orders/public";
import { ORDER_STATUS } from "../contract/orders";

const TOKEN = "metrics-token-for-tests-0123456789";
const NOW = new Date("2026-11-21T06:30:00Z"); // noon in India

/** The value of one series (name and exact labels) in a text exposition; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const open = line.indexOf("{");
    const close = line.lastIndexOf("}");
    const got = Object.fromEntries(
      [...line.slice(open + 1, close).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]] as const),
    );
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(line.slice(close + 1).trim());
  }
  return 0;
}

describe("the metrics configuration", () => {
  it("is off in production without METRICS_TOKEN, open elsewhere, and always needs the token once one is set", () => {
    const prod = { NODE_ENV: "production", JWT_SECRET: "a-production-secret-of-our-own" };
    expect(loadConfig(prod).metrics).toEqual({ enabled: false, token: null });
    expect(loadConfig({ ...prod, METRICS_TOKEN: TOKEN }).metrics).toEqual({ enabled: true, token: TOKEN });
    expect(loadConfig({ NODE_ENV: "development" }).metrics).toEqual({ enabled: true, token: null });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
});

describe("GET /metrics in production", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await testApp({ env: { NODE_ENV: "production", JWT_SECRET: "a-production-secret-of-our-own" } });
  });
  afterAll(async () => off.close());

  it("is not there without a METRICS_TOKEN", async () => {
    const res = await request(off.app.server).get("/metrics");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: "NOT_FOUND" });
  });
});

describe("GET /metrics with a token", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await checkoutWorld({ now: () => NOW, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t.close());
  const scrape = async () => {
    const res = await request(t.app.server).get("/metrics").set("authorization", `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it("refuses a request without the token or with another one, with 401 and a code", async () => {
    const none = await request(t.app.server).get("/metrics");
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, code: "UNAUTHORIZED" });
    const wrong = await request(t.app.server).get("/metrics").set("authorization", `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(401);
  });

  it("counts a COD order by payment kind and shop group, and times the cart call by its route pattern", async () => {
    const before = await scrape();
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
    expect(res.status).toBe(200);
    const after = await scrape();
    const placed = { payment: "cod", shop_group: "public" };
    expect(
      sample(after, "galli_orders_placed_total", placed) - sample(before, "galli_orders_placed_total", placed),
    ).toBe(1);
    const cart = { route: "/user/cart/add", method: "POST", status_class: "2xx", le: "+Inf" };
    expect(sample(after, "galli_http_request_duration_seconds_bucket", cart)).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/galli_http_request_duration_seconds_bucket\{[^}]*process="main"/);
  });

  it("counts a delivery by whether it arrived by the time promised", async () => {
    const before = await scrape();
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    expect((await place(t, c.auth, "cashOnDelivery/shop", placeInputs())).status).toBe(200);
    const order = await t.db.order.findFirstOrThrow({ where: { userId: c.id }, orderBy: { orderedAt: "desc" } });
    expect(order.promisedAt).not.toBeNull();
    await advanceOrder(t.db, order.id, { now: NOW, to: ORDER_STATUS.delivered });
    const after = await scrape();
    expect(
      sample(after, "galli_deliveries_total", { on_time: "yes" }) -
        sample(before, "galli_deliveries_total", { on_time: "yes" }),
    ).toBe(1);
  });

  it("counts a refused placement and an error answer by their code", async () => {
    const before = await scrape();
    const c = await customer(t);
    const res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
    expect(res.status).toBeGreaterThanOrEqual(400);
    const code = res.body.code as string;
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta("galli_order_placement_failures_total", { code })).toBe(1);
    expect(delta("galli_http_error_answers_total", { code })).toBe(1);
  });

  it("labels an unknown path 'unmatched', never with the raw URL or a customer's data", async () => {
    const c = await customer(t);
    await request(t.app.server).get("/user/orders/GALLI-9876543210/secret?mobile=9876543210").set(c.auth);
    const text = await scrape();
    expect(text).not.toContain("9876543210");
    expect(
      sample(text, "galli_http_requests_total", { route: "unmatched", method: "GET", status_class: "4xx" }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("reports the jobs' periods, the webhook outbox and the process's memory and event-loop delay", async () => {
    const text = await scrape();
    expect(sample(text, "galli_job_interval_seconds", { job: "payouts" })).toBeGreaterThan(0);
    expect(text).toMatch(/^galli_webhook_outbox_depth\{process="main"\} \d+$/m);
    expect(text).toMatch(/^galli_webhook_outbox_oldest_age_seconds\{process="main"\} /m);
    expect(text).toMatch(/^galli_process_resident_memory_bytes\{process="main"\} \d+/m);
    expect(text).toMatch(/^galli_nodejs_eventloop_lag_p99_seconds\{process="main"\} /m);
  });
});
