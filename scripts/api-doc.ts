// Writes docs/api-routes.md: every route the server answers, read from the app itself — method,
// path, who may call it, and the fields of its body and query (from the routes' zod schemas).
// `npm run docs:api`; a test fails when the file is out of date.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { FastifyInstance, RouteOptions } from "fastify";
import { testConfig } from "../server/src/config";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { applyMigrations } from "../server/src/testing/template-db";
import { guardNeed } from "../server/src/plugins/console-guard";

export const API_ROUTES_FILE = "docs/api-routes.md";

type Row = { method: string; url: string; access: string; body: string; query: string };

function fieldsOf(schema: unknown): string {
  if (!schema || typeof schema !== "object" || !("_zod" in (schema as object))) return "";
  try {
    const json = z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const props = Object.keys(json.properties ?? {});
    const required = new Set(json.required ?? []);
    return props.map((p) => (required.has(p) ? `\`${p}\`` : `\`${p}\`?`)).join(", ");
  } catch {
    return "";
  }
}

/** Who may call a route whose auth is a plugin-level onRequest hook: ask it (no body is needed, the
 * hook answers before validation) without a token, then with a guest's. */
async function probeAccess(app: FastifyInstance, method: string, url: string): Promise<string> {
  const target = url.replace(/:[^/]+/g, "x");
  const inject = (headers: Record<string, string>) => app.inject({ method: method as "GET", url: target, headers });
  if ((await inject({})).statusCode !== 401) return "anyone";
  const guest = await inject({ authorization: `Bearer ${app.signAccessToken({ sub: "guest:doc", guest: true })}` });
  if (guest.statusCode === 401 && guest.json().code === "LOGIN_REQUIRED") return "customer";
  return "guest or customer";
}

function accessOf(app: FastifyInstance, route: RouteOptions): string | null {
  const hooks = ([] as unknown[]).concat(route.preHandler ?? [], route.onRequest ?? []);
  if (hooks.includes(app.requireCustomer)) return "customer";
  const privilege = hooks.map((h) => guardNeed<string>(h, "staff")).find((p) => p !== undefined);
  if (privilege !== undefined) return privilege ? `staff (${privilege})` : "staff (any role)";
  const opsRoles = hooks.map((h) => guardNeed<readonly string[]>(h, "ops")).find((r) => r !== undefined);
  if (opsRoles !== undefined) return opsRoles ? `ops (${opsRoles.join(", ")})` : "ops (any role)";
  if (hooks.includes(app.requireToken)) return "guest or customer";
  if (hooks.includes(app.optionalToken)) return "anyone (token optional)";
  if (route.url.startsWith("/api/") && route.url !== "/api/openapi.json") return "merchant (Authkey)";
  if (route.url.startsWith("/mock/razorpay")) return "payment provider stand-in";
  if (route.url === "/metrics") return "Prometheus (`Bearer $METRICS_TOKEN` in production)";
  if (route.url.startsWith("/dev/")) return "demo mode only";
  if (route.url === "/user/auth/refresh") return "anyone with a refresh token (`Refresh` header)";
  return null;
}

export async function collectRoutes(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-api-doc-"));
  const config = testConfig(dir, { DEMO_MODE: "true", RATE_LIMITS: "false", WEB_DIST_DIR: path.join(dir, "none") });
  // An empty database: probing a public route may reach its handler, which then finds nothing.
  applyMigrations(path.join(dir, "galli.db"));
  const db = createDb(`file:${path.join(dir, "galli.db")}`);
  const routes: RouteOptions[] = [];
  const app = await buildApp(config, { db, onRoute: (route) => routes.push(route) });
  await app.ready();
  const rows: Row[] = [];
  for (const route of routes) {
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== "HEAD");
    for (const method of methods) {
      rows.push({
        method,
        url: route.url,
        access: accessOf(app, route) ?? (await probeAccess(app, method, route.url)),
        body: fieldsOf(route.schema?.body),
        query: fieldsOf(route.schema?.querystring),
      });
    }
  }
  await app.close();
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
  return rows.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

export async function renderApiRoutes(): Promise<string> {
  const rows = await collectRoutes();
  const lines = [
    "# Galli API: every route",
    "",
    "Generated from the running app by `npm run docs:api` (a test fails when it is out of",
    "date). Field lists come from each route's zod schemas; `?` marks an optional field. The",
    "envelope, status codes and conventions are in `docs/api.md`; the shapes of every call are in the",
    "OpenAPI documents (`GET /user/openapi.json`, `GET /api/openapi.json`, `GET /merchant/api/openapi.json`;",
    "`/user/docs`, `/api/docs` and `/merchant/api/docs` to try them).",
    "",
    "| method | path | who may call | body | query |",
    "|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.method} | \`${r.url}\` | ${r.access} | ${r.body} | ${r.query} |`),
    "",
  ];
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(API_ROUTES_FILE, await renderApiRoutes());
  console.log(`Wrote ${API_ROUTES_FILE}`);
}
