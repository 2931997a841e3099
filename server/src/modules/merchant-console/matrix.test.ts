// The role x route matrix (OWASP API1 and API5): every route under /merchant/api, read from the
// app's route table, so routes added later are covered as they land. A console route declares its
// privilege once, with requireStaff(privilege) (or is marked staffPublic: sign-in); this test reads
// that declaration and tries each route with every built-in role, a customer's token, no token and
// another merchant's Super Admin:
// - no token or a customer's token: 401; a role without the privilege: 403; a role with it: never
//   401/403 (ids in the path name nothing, so nothing changes);
// - another merchant's Super Admin, with the path naming this merchant's staff, role, store, order:
//   never a success, and a route without ids never answers this merchant's ids.
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { createCustomer } from "../../testing/accounts";
import { BUILT_IN_ROLES, ROLE_PRIVILEGES, type Privilege } from "../../contract/console-roles";
import { guardPrivilege } from "./guard";
import { createMerchant, createStaff, staffAuth } from "./test-helpers";

/** The merchant-service calls the partner page makes before anyone signs in, and the console's API document. */
const PUBLIC_MERCHANT_SERVICE = new Set([
  "GET /merchant/api/category/:type",
  "GET /merchant/api/loclist",
  "GET /merchant/api/openapi.json",
]);

const routes: RouteOptions[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await testApp({
    seeded: true,
    env: { RATE_LIMITS: "false" },
    onRoute: (route) => {
      if (route.url.startsWith("/merchant/api")) routes.push(route);
    },
  });
});
afterAll(async () => t.close());

const list = (hook: unknown): unknown[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);
const methods = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]);

/** The route's declared privilege: null for any member, undefined for no guard at all. */
function declared(r: RouteOptions): Privilege | null | undefined {
  const marks = [...list(r.onRequest), ...list(r.preHandler)].map(guardPrivilege).filter((p) => p !== undefined);
  return marks.length ? marks[0] : undefined;
}

const isPublic = (r: RouteOptions, method: string) =>
  PUBLIC_MERCHANT_SERVICE.has(`${method === "HEAD" ? "GET" : method} ${r.url}`) ||
  (r.config as { staffPublic?: boolean } | undefined)?.staffPublic === true;

function fill(url: string, value: (name: string) => string) {
  return url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(value(name)));
}

function send(method: string, url: string, headers: Record<string, string>) {
  const call = request(t.app.server)[method.toLowerCase() as "get"](url).set(headers);
  return method === "GET" || method === "HEAD" || method === "DELETE" ? call : call.send({});
}

describe("the console's role x route matrix", () => {
  it("guards every /merchant/api route: the role decides, other merchants see nothing", async () => {
    const ours = await t.db.merchant.findUniqueOrThrow({
      where: { id: "merchant_demo" },
      include: { shops: { include: { stores: true } } },
    });
    const store = ours.shops[0].stores[0];
    const order = await t.db.order.findFirst({
      where: { storeId: { in: ours.shops.flatMap((s) => s.stores.map((x) => x.id)) } },
    });
    const victim = await createStaff(t.db, { merchantId: ours.id, role: "delivery", name: "Matrix Victim" });
    const role = await t.db.staffRole.create({
      data: { merchantId: ours.id, name: "Matrix role", privileges: '["orders"]' },
    });
    const ourValue = (name: string): string => {
      const n = name.toLowerCase();
      if (n.includes("staff") || n === "id") return victim.id;
      if (n.includes("role")) return role.id;
      if (n.includes("order")) return order?.id ?? store.id;
      if (n.includes("key") && n.includes("store")) return store.storeKey;
      if (n.includes("shop")) return ours.shops[0].id;
      return store.id;
    };
    const ourIds = [ours.id, victim.id, role.id, store.id, store.storeKey, ...ours.shops.map((s) => s.id)];

    const members = new Map<string, string>();
    for (const r of BUILT_IN_ROLES) members.set(r, (await createStaff(t.db, { merchantId: ours.id, role: r })).id);
    const other = await createStaff(t.db, { merchantId: await createMerchant(t.db, "Rival Stores") });
    const customer = await createCustomer(t.db);

    const console_ = routes.filter((r) => !methods(r).every((m) => isPublic(r, m)));
    expect(console_.length).toBeGreaterThanOrEqual(12);
    const failures: string[] = [];
    for (const r of console_) {
      for (const method of methods(r)) {
        if (isPublic(r, method)) continue;
        const name = `${method} ${r.url}`;
        const privilege = declared(r);
        if (privilege === undefined) {
          failures.push(`${name}: no requireStaff(...) guard and not marked staffPublic`);
          continue;
        }
        const missing = fill(r.url, () => "matrix-missing");
        const expectStatus = async (
          who: string,
          headers: Record<string, string>,
          ok: (s: number) => boolean,
          want: string,
        ) => {
          const res = await send(method, missing, headers);
          if (!ok(res.status)) failures.push(`${name} as ${who}: ${res.status}, expected ${want}`);
        };
        await expectStatus("nobody", {}, (s) => s === 401, "401");
        await expectStatus("a customer", customerAuth(t.app, customer.id), (s) => s === 401, "401");
        for (const r2 of BUILT_IN_ROLES) {
          // A fresh session each time: a sign-out route must not end the next call's session.
          const auth = await staffAuth(t.app, t.db, members.get(r2)!);
          const allowed = privilege === null || ROLE_PRIVILEGES[r2].includes(privilege);
          if (allowed) await expectStatus(r2, auth, (s) => s !== 401 && s !== 403, "not 401/403");
          else await expectStatus(r2, auth, (s) => s === 403, "403");
        }
        const theirs = await send(method, fill(r.url, ourValue), await staffAuth(t.app, t.db, other.id));
        const hasIds = /:[A-Za-z_]+/.test(r.url);
        if (hasIds && theirs.status < 300)
          failures.push(`${name} as another merchant: ${theirs.status} for this merchant's ids`);
        const leaked = ourIds.filter((id) => JSON.stringify(theirs.body ?? "").includes(id));
        if (theirs.status < 300 && leaked.length)
          failures.push(`${name} as another merchant: answers ${leaked.join(", ")}`);
      }
    }
    expect(failures).toEqual([]);
    // The victim is untouched by everything above.
    expect(await t.db.staffMember.findUnique({ where: { id: victim.id } })).toMatchObject({
      status: "active",
      role: "delivery",
    });
  }, 300_000);
});
