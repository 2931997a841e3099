// The ops role x route matrix: every route under /ops/api, read from the app's route table, so
// routes added later are covered as they land. An ops route declares the roles it lets in once,
// with requireOps(roles) (or is marked opsPublic: sign-in); this test reads that declaration and
// tries each route with every ops role, no token, a customer's token and a shop staff token:
// no token, a customer's or a shop staff member's token: 401; a role not let in: 403; a role let
// in: never 401/403/5xx, and the request reaches the handler (past the guard and validation: each
// route whose body or query may not be empty is sent a valid one, VALID below). Ids in the path
// and body name nothing, so nothing changes.
import { randomUUID } from "node:crypto";
import type { RouteOptions } from "fastify";
import type { ZodType } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, type TestApp } from "../../testing/app";
import { hookList, MATRIX_PROBE, routeMatrix } from "../../testing/route-matrix";
import { createCustomer } from "../../testing/accounts";
import { OPS_ROLES, type OpsRole } from "../../contract/ops-roles";
import { DEMO_MERCHANT_ADMIN } from "../../../../seed/demo-credentials";
import { staffAuth } from "../shop-console/test-helpers";
import { opsGuardRoles } from "./guard";
import { createOps, opsAuth } from "./test-helpers";
import { OPS_VALID_REQUESTS } from "./matrix-requests";

const { routes, reached, app } = routeMatrix("/ops/api");
let t: TestApp;
beforeAll(() => {
  t = app();
});

const methods = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== "HEAD");
const declared = (r: RouteOptions) =>
  [...hookList(r.onRequest), ...hookList(r.preHandler)].map(opsGuardRoles).find((p) => p !== undefined);
const isPublic = (r: RouteOptions) => (r.config as { opsPublic?: boolean } | undefined)?.opsPublic === true;
const schemaOf = (r: RouteOptions, part: "body" | "querystring") =>
  (r.schema as Record<string, ZodType | undefined> | undefined)?.[part];

async function send(r: RouteOptions, method: string, headers: Record<string, string>) {
  const input = OPS_VALID_REQUESTS[`${method} ${r.url}`] ?? {};
  const probeId = randomUUID();
  const url = r.url.replace(/:([A-Za-z_]+)/g, "matrix-missing");
  const agent = request(t.app.server);
  const call = agent[method.toLowerCase() as "get"](url)
    .query(input.query ?? {})
    .set({ ...headers, [MATRIX_PROBE]: probeId });
  const res = await (method === "GET" || method === "DELETE" ? call : call.send((input.body ?? {}) as object));
  return { status: res.status, body: res.body as unknown, reached: reached.has(probeId) };
}

describe("the ops console's role x route matrix", () => {
  it("guards every /ops/api route: the role decides", async () => {
    const members = new Map<OpsRole, string>();
    for (const role of OPS_ROLES) members.set(role, (await createOps(t.db, { role })).opsId);
    const customer = await createCustomer(t.db);
    const failures: string[] = [];
    const guarded = routes.filter((r) => !isPublic(r));
    expect(guarded.length).toBeGreaterThanOrEqual(2);
    for (const r of guarded) {
      for (const method of methods(r)) {
        const name = `${method} ${r.url}`;
        const roles = declared(r);
        if (roles === undefined) {
          failures.push(`${name}: no requireOps(...) guard and not marked opsPublic`);
          continue;
        }
        const input = OPS_VALID_REQUESTS[name] ?? {};
        for (const [part, value] of [
          ["body", input.body],
          ["querystring", input.query],
        ] as const) {
          const schema = schemaOf(r, part);
          if (typeof schema?.safeParse !== "function") continue;
          if (!schema.safeParse(value ?? {}).success)
            failures.push(`${name}: needs a valid ${part} in matrix-requests.ts`);
        }
        for (const [who, headers] of [
          ["nobody", {}],
          ["a customer", customerAuth(t.app, customer.id)],
          ["a shop's Super Admin", await staffAuth(t.app, t.db, DEMO_MERCHANT_ADMIN.id)],
        ] as const) {
          const res = await send(r, method, headers);
          if (res.status !== 401) failures.push(`${name} as ${who}: ${res.status}, expected 401`);
        }
        for (const role of OPS_ROLES) {
          const auth = await opsAuth(t.app, t.db, members.get(role)!);
          const res = await send(r, method, auth);
          const allowed = roles === null || roles.includes(role);
          if (!allowed) {
            if (res.status !== 403) failures.push(`${name} as ${role}: ${res.status}, expected 403`);
            continue;
          }
          if (res.status === 401 || res.status === 403 || res.status >= 500)
            failures.push(`${name} as ${role}: ${res.status}, expected not 401/403/5xx`);
          if (!res.reached)
            failures.push(`${name} as ${role}: ${res.status} before its handler (${JSON.stringify(res.body)})`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("limits every /ops/api route per client", () => {
    const unlimited = routes
      .filter((r) => {
        const config = r.config as { rateLimit?: unknown; opsScopeLimited?: boolean } | undefined;
        return !config?.rateLimit && !config?.opsScopeLimited;
      })
      .map((r) => `${methods(r).join(",")} ${r.url}`);
    expect(unlimited).toEqual([]);
  });
});
