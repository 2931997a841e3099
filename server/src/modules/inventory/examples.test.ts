// Replays every example of the /api document page (and of GET /api/openapi.json, which shows the
// same ones) against the demo world exactly as seeded, in the page's order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { INVENTORY_BATCH_LIMIT, RATE_LIMIT_PER_MINUTE } from "../../contract/inventory";
import {
  EXAMPLE_AUTHKEY,
  EXAMPLE_OTHER_STORE_KEY,
  EXAMPLE_STORE_KEY,
  callErrorExamples,
  dryRunExample,
  readExample,
  retryExample,
  updateExample,
} from "../../contract/inventory-examples";

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ seeded: true });
});
afterAll(async () => t.close());

const post = (path: string, token: string | null = EXAMPLE_AUTHKEY) => {
  const req = request(t.app.server).post(path);
  return token === null ? req : req.set("Authkey", token);
};

describe("the /api page examples", () => {
  it("Read live inventory", async () => {
    const res = await post("/api/read").send(readExample.request);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(readExample.response);
  });

  it("Dry run", async () => {
    const res = await post(`/api/update${dryRunExample.query}`).send(dryRunExample.request);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(dryRunExample.response);
  });

  it("Update live inventory", async () => {
    const res = await post("/api/update").send(updateExample.request);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(updateExample.response);
    const after = await post("/api/read").send(readExample.request);
    expect(after.body.data.map((p: { stock: number }) => p.stock)).toEqual([40, 60]);
  });

  it("Safe retries", async () => {
    const [name, value] = Object.entries(retryExample.headers)[0];
    const first = await post("/api/update").set(name, value).send(updateExample.request);
    const retry = await post("/api/update").set(name, value).send(updateExample.request);
    expect(first.body).toEqual(retryExample.response);
    expect(retry.body).toEqual(retryExample.response);
    const [replayName, replayValue] = retryExample.replayHeader.split(": ");
    expect(retry.headers[replayName.toLowerCase()]).toBe(replayValue);
  });

  // How to provoke each row of the error table.
  const provoke: Record<string, () => Promise<request.Response>> = {
    INVALID_JSON: () => post("/api/update").set("content-type", "application/json").send("{"),
    VALIDATION_FAILED: () => post("/api/read").send({ prod_codes: readExample.request.prod_codes }),
    IDEMPOTENCY_KEY_INVALID: () => post("/api/update").set("Idempotency-Key", "has space").send(updateExample.request),
    AUTHKEY_MISSING: () => post("/api/read", null).send(readExample.request),
    AUTHKEY_INVALID: () => post("/api/read", "galli_wrong").send(readExample.request),
    STORE_FORBIDDEN: () => post("/api/read").send({ ...readExample.request, store_key: EXAMPLE_OTHER_STORE_KEY }),
    STORE_NOT_FOUND: () => post("/api/read").send({ ...readExample.request, store_key: "GALLI-STORE-9999" }),
    BATCH_TOO_LARGE: () =>
      post("/api/update").send({
        store_key: EXAMPLE_STORE_KEY,
        product_info: Array.from({ length: INVENTORY_BATCH_LIMIT + 1 }, (_, i) => ({
          product_code: `c${i}`,
          stock: 1,
          selling_price: 1,
        })),
      }),
    PAYLOAD_TOO_LARGE: () =>
      post("/api/update")
        .set("content-type", "application/json")
        .send(JSON.stringify({ store_key: "x".repeat(5 * 1024 * 1024) })),
    UNSUPPORTED_MEDIA_TYPE: () => post("/api/update").set("content-type", "text/csv").send("product_code,stock"),
    IDEMPOTENCY_KEY_REUSED: async () => {
      await post("/api/update").set("Idempotency-Key", "reused-key").send(updateExample.request);
      return post("/api/update")
        .set("Idempotency-Key", "reused-key")
        .send({ ...updateExample.request, product_info: updateExample.request.product_info.slice(0, 1) });
    },
    RATE_LIMITED: async () => {
      for (let i = 0; i < RATE_LIMIT_PER_MINUTE; i++)
        await post("/api/read", "galli_rate_probe").send(readExample.request);
      return post("/api/read", "galli_rate_probe").send(readExample.request);
    },
  };

  it.each(callErrorExamples.map((e) => [e.code, e] as const))("error table: %s", async (code, example) => {
    expect(provoke[code], `no way to provoke ${code}`).toBeDefined();
    const res = await provoke[code]();
    expect(res.status).toBe(example.status);
    expect(res.body).toMatchObject({ success: false, code: example.code, message: example.message });
  });
});
