// Both OpenAPI documents: valid OpenAPI 3.1 (swagger-parser), every route of docs/api-routes.md
// documented with a success answer and its auth, the error catalogue in the failures.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import SwaggerParser from "@apidevtools/swagger-parser";
import { testApp, type TestApp } from "../testing/app";
import { ERROR_CATALOGUE } from "./error-catalogue";
import { isConsoleRoute, isOpsRoute, isProviderStandIn } from "./documents";

type Doc = { paths: Record<string, Record<string, Op>>; components: Record<string, Record<string, unknown>> };
type Op = { responses: Record<string, { content?: unknown; $ref?: string }>; security: unknown[]; tags: string[] };

let t: TestApp;
let user: Doc;
let merchant: Doc;
let consoleDoc: Doc;
beforeAll(async () => {
  t = await testApp({ env: { DEMO_MODE: "true" } });
  const u = await request(t.app.server).get("/user/openapi.json");
  expect(u.status).toBe(200);
  user = u.body;
  const m = await request(t.app.server).get("/api/openapi.json");
  expect(m.status).toBe(200);
  merchant = m.body;
  const c = await request(t.app.server).get("/merchant/api/openapi.json");
  expect(c.status).toBe(200);
  consoleDoc = c.body;
});
afterAll(async () => t.close());

/** Every route the app answers, from the generated route list. */
function listedRoutes(): { method: string; path: string }[] {
  return fs
    .readFileSync("docs/api-routes.md", "utf8")
    .split("\n")
    .map((line) => /^\| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)`/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ method: m[1].toLowerCase(), path: m[2].replace(/:([A-Za-z0-9_]+)/g, "{$1}") }));
}

const DOCUMENT_ROUTES = new Set(["/user/openapi.json", "/api/openapi.json", "/merchant/api/openapi.json"]);

describe("the OpenAPI documents", () => {
  it("are valid OpenAPI 3.1", async () => {
    await SwaggerParser.validate(structuredClone(user) as never);
    await SwaggerParser.validate(structuredClone(merchant) as never);
    await SwaggerParser.validate(structuredClone(consoleDoc) as never);
    expect((user as unknown as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("document every route with a success answer (the payment provider stand-in answers Razorpay's own API)", () => {
    const routes = listedRoutes().filter(
      (r) =>
        !isProviderStandIn(r.path) &&
        !DOCUMENT_ROUTES.has(r.path) &&
        !["/user/docs", "/api/docs", "/merchant/api/docs"].some((ui) => r.path.startsWith(ui)) &&
        // The operations console's API is Galli's own: docs/api-routes.md lists it, no public document.
        !isOpsRoute(r.path) &&
        // The operators' Prometheus scrape (text format, a token in production): docs/api-routes.md lists it.
        r.path !== "/metrics",
    );
    expect(routes.length).toBeGreaterThan(90);
    const missing: string[] = [];
    for (const r of routes) {
      const doc = r.path.startsWith("/api/") ? merchant : isConsoleRoute(r.path) ? consoleDoc : user;
      const op = doc.paths[r.path]?.[r.method];
      const success = op && Object.entries(op.responses).find(([s]) => s.startsWith("2"));
      if (!success || !success[1].content) missing.push(`${r.method.toUpperCase()} ${r.path}`);
    }
    expect(missing).toEqual([]);
  });

  it("state who may call each route", () => {
    expect(user.paths["/user/cart/add"].post.security).toEqual([{ bearer: [] }]);
    expect(user.paths["/user/auth/guest"].get.security).toEqual([]);
    expect(merchant.paths["/api/stores/{store_key}/orders"].get.security).toEqual([{ Authkey: [] }]);
    // The console: staff tokens, each route naming its privilege; sign-in open to anyone.
    expect(consoleDoc.paths["/merchant/api/staff"].get.security).toEqual([{ staff: [] }]);
    expect((consoleDoc.paths["/merchant/api/staff"].get as unknown as { description: string }).description).toContain(
      "Privilege: staff.",
    );
    expect(consoleDoc.paths["/merchant/api/me"].get.security).toEqual([{ staff: [] }]);
    expect(consoleDoc.paths["/merchant/api/auth/password"].post.security).toEqual([]);
    expect(user.paths["/merchant/api/me"]).toBeUndefined();
    expect(user.paths["/merchant/api/loclist"]).toBeDefined();
    expect(user.paths["/ops/api/me"]).toBeUndefined();
  });

  it("list every catalogued error code with its status and message", () => {
    const schema = user.components.schemas.ErrorCode as { enum: string[]; description: string };
    expect(schema.enum).toEqual(Object.keys(ERROR_CATALOGUE));
    expect(schema.description).toContain("INVALID_TRANSITION (409)");
    const op = merchant.paths["/api/stores/{store_key}/orders/{order_id}/accept"].post;
    expect(op.responses["409"]).toBeDefined();
    expect(op.responses["401"].$ref).toBe("#/components/responses/Failure401");
    const f401 = merchant.components.responses.Failure401 as { content: Record<string, { examples: object }> };
    expect(Object.keys(f401.content["application/json"].examples)).toContain("AUTHKEY_INVALID");
  });

  it("state the password hashing and where demo one-time codes appear", () => {
    const description = (user as unknown as { info: { description: string } }).info.description;
    expect(description).toContain("SHA-256");
    expect(description).toContain("/dev/outbox");
  });

  it("serve an interactive reference at /user/docs", async () => {
    const page = await request(t.app.server).get("/user/docs/");
    expect(page.status).toBe(200);
    expect(page.text).toContain("swagger-ui");
    const json = await request(t.app.server).get("/user/docs/json");
    expect(json.body.paths["/user/cart/add"]).toBeDefined();
  });

  it("serve an interactive reference for the merchant API at /api/docs and the console's at /merchant/api/docs", async () => {
    for (const [ui, path, title] of [
      ["/api/docs", "/api/stores/{store_key}/orders", "Galli merchant API"],
      ["/merchant/api/docs", "/merchant/api/staff", "Galli merchant console API"],
    ] as const) {
      const page = await request(t.app.server).get(`${ui}/`);
      expect(page.status).toBe(200);
      expect(page.text).toContain("swagger-ui");
      const json = await request(t.app.server).get(`${ui}/json`);
      expect(json.body.info.title).toBe(title);
      expect(json.body.paths[path]).toBeDefined();
      expect(Object.keys(json.body.paths).every((p) => !p.includes("/docs"))).toBe(true);
    }
  });
});
