// Replays the user API document's examples, as the document shows them, on the seeded demo world.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../testing/app";
import { DEMO_PASSWORD_HASH, userExamples } from "../contract/user-examples";
import { clientHash } from "../lib/password";

type Op = {
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
};

let t: TestApp;
let paths: Record<string, Record<string, Op>>;
beforeAll(async () => {
  t = await testApp({ seeded: true });
  paths = (await request(t.app.server).get("/user/openapi.json")).body.paths;
});
afterAll(async () => t.close());

/** Session secrets and times differ per call: compare them by kind. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "token" || k === "refresh_token" ? (v === null ? null : "<token>") : k === "expiry" ? "<time>" : shape(v),
      ]),
    );
  return value;
}

describe("the user API document's examples", () => {
  it("send the demo password as the client does", () => {
    expect(DEMO_PASSWORD_HASH).toBe(clientHash("Galli@123"));
  });

  it("run in order on the seeded world and answer as documented", async () => {
    const tokens: Record<string, string> = {};
    for (const e of userExamples) {
      const op = paths[e.path][e.method.toLowerCase()];
      const documentedRequest = op.requestBody?.content["application/json"].examples?.example.value;
      const documentedResponse = op.responses["200"].content?.["application/json"].examples?.example.value;
      expect(documentedResponse, e.path).toEqual(e.response);
      expect(documentedRequest, e.path).toEqual(e.request);

      let req = e.method === "GET" ? request(t.app.server).get(e.path) : request(t.app.server).post(e.path);
      if (e.auth !== "none") req = req.set("authorization", `Bearer ${tokens[e.auth]}`);
      const res = await (documentedRequest === undefined ? req : req.send(documentedRequest as object));
      expect(res.status, `${e.path}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(shape(res.body), e.path).toEqual(shape(documentedResponse));
      if (res.body.data?.token) tokens[res.body.data.guest ? "guest" : "customer"] = res.body.data.token;
    }
  });
});
