// Replays the merchant order API's documented examples (GET /api/openapi.json) against the demo
// world exactly as seeded. Times depend on when the world was seeded, so they are compared as times.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { EXAMPLE_AUTHKEY, EXAMPLE_STORE_KEY } from "../../contract/inventory-examples";
import { EXAMPLE_ORDER_ID, orderExamples } from "../../contract/merchant-order-examples";

let t: TestApp;
let doc: { paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>> };
beforeAll(async () => {
  t = await testApp({ seeded: true });
  doc = (await request(t.app.server).get("/api/openapi.json")).body;
});
afterAll(async () => t.close());

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** Every ISO time replaced by a marker, so two answers compare by everything else. */
function timeless(value: unknown): unknown {
  if (typeof value === "string") return ISO.test(value) ? "<time>" : value;
  if (Array.isArray(value)) return value.map(timeless);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timeless(v)]));
  return value;
}

const call = (e: { method: string; path: string }) =>
  (e.method === "GET" ? request(t.app.server).get(e.path) : request(t.app.server).post(e.path)).set(
    "Authkey",
    EXAMPLE_AUTHKEY,
  );

describe("the merchant order API's documented examples", () => {
  it("are the ones the document shows", () => {
    const ops = `/api/stores/{store_key}/orders/{order_id}`;
    expect(JSON.stringify(doc.paths[ops].get.responses["200"])).toContain(
      orderExamples.view.response.data.order_number,
    );
    expect(JSON.stringify(doc.paths[`${ops}/accept`].post.responses["409"])).toContain(
      orderExamples.wrongStatus.response.message,
    );
  });

  it.each(["list", "view", "accept", "wrongStatus"] as const)("%s answers as documented", async (name) => {
    const e = orderExamples[name];
    const res = await call(e);
    expect(res.status, JSON.stringify(res.body)).toBe(e.status);
    expect(timeless(res.body)).toEqual(timeless(e.response));
  });

  it("reject and webhook request bodies are accepted", async () => {
    const put = await request(t.app.server)
      .put(`/api/stores/${EXAMPLE_STORE_KEY}/webhook`)
      .set("Authkey", EXAMPLE_AUTHKEY)
      .send(orderExamples.webhook.request);
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ ...orderExamples.webhook.request, secret: expect.stringMatching(/^whsec_/) });
    const reject = await request(t.app.server)
      .post(`/api/stores/${EXAMPLE_STORE_KEY}/orders/${EXAMPLE_ORDER_ID}/reject`)
      .set("Authkey", EXAMPLE_AUTHKEY)
      .send(orderExamples.reject.request);
    expect(reject.status).toBe(200);
    expect(reject.body.data).toMatchObject({ status: 8, reject_reason: orderExamples.reject.request.reason });
  });
});
