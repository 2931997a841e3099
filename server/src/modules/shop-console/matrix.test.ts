// The role x route matrix (OWASP API1 and API5): every route under /merchant/api, read from the
// app's route table, so routes added later are covered as they land. A console route declares its
// privilege once, with requireStaff(privilege) (or is marked staffPublic: sign-in); this test reads
// that declaration and tries each route with every built-in role, a customer's token, no token and
// another merchant's Super Admin:
// - no token or a customer's token: 401; a role without the privilege: 403; a role with it: never
//   401/403, and the request gets past the guard and the route's validation to its handler (each
//   write route is sent a valid body, VALID below), so a handler that refuses an allowed role fails
//   the test; ids in the path and body name nothing, so nothing changes;
// - another merchant's Super Admin, with the path and the valid body naming this merchant's staff,
//   role, shop, store, order: never a success, and a route without ids never answers this
//   merchant's ids.
import { randomUUID } from "node:crypto";
import type { RouteOptions } from "fastify";
import type { ZodType } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, type TestApp } from "../../testing/app";
import { hookList, MATRIX_PROBE, routeMatrix } from "../../testing/route-matrix";
import { createCustomer } from "../../testing/accounts";
import { BUILT_IN_ROLES, ROLE_PRIVILEGES, type Privilege } from "../../contract/console-roles";
import { CONSOLE_MOVES } from "../../contract/console-orders";
import { clientHash } from "../../lib/password";
import { guardPrivilege } from "./guard";
import { CONSOLE_DOCS_UI } from "../../openapi/documents";
import { createMerchant, createStaff, freshStaffMobile, staffAuth } from "./test-helpers";

/** The partner form's lists (modules/enquiry) the partner page fetches before anyone signs in, and the console's API document. */
const PUBLIC_MERCHANT_SERVICE = new Set([
  "GET /merchant/api/category/:type",
  "GET /merchant/api/loclist",
  "GET /merchant/api/openapi.json",
]);

/** The value a path or body id takes: nothing of this merchant's for its own roles, its real ids for the rival. */
type Ids = (name: string) => string;
type Input = { body?: (id: Ids) => unknown; query?: (id: Ids) => Record<string, string> };
let serial = 0;
const moveBody = (move: string) => (move === "reject" ? { status: 1, reason: "Matrix" } : { status: 1 });
/**
 * A valid request of each route whose body or query may not be empty. The test fails for a route
 * that needs one and has none here, and for an entry its route's schema refuses.
 */
const VALID: Record<string, Input> = {
  "POST /merchant/api/deliveries/:order_id/position": { body: () => ({ lat: 12.93, lng: 77.62, accuracy_m: 10 }) },
  "POST /merchant/api/deliveries/:order_id/deliver": { body: () => ({ code: "1234" }) },
  "POST /merchant/api/deliveries/:order_id/fail": { body: () => ({ reason: "customer_not_reachable" }) },
  "POST /merchant/api/orders/:order_id/fail": { body: () => ({ reason: "customer_not_reachable" }) },
  "POST /merchant/api/orders/:order_id/assign": { body: (id) => ({ member_id: id("staffId") }) },
  "PUT /merchant/api/delivery-settings/:shop_id": { body: () => ({ auto_assign: false }) },
  "POST /merchant/api/delivery-cash/:member_id/handover": { body: () => ({ amount: 100, all: true }) },
  "PUT /merchant/api/me/password": { body: () => ({ password: clientHash("Matrix#5678") }) },
  "POST /merchant/api/staff": {
    body: () => ({
      name: "Matrix Invitee",
      mobile: { dialing_code: "+91", number: freshStaffMobile() },
      role: "staff",
    }),
  },
  "PATCH /merchant/api/staff/:staffId": { body: () => ({ role: "staff" }) },
  "POST /merchant/api/roles": { body: () => ({ name: `Matrix role ${++serial}`, privileges: ["orders"] }) },
  "PUT /merchant/api/roles/:roleId": { body: () => ({ name: `Matrix role ${++serial}`, privileges: ["orders"] }) },
  ...Object.fromEntries(
    CONSOLE_MOVES.map((move) => [`POST /merchant/api/orders/:order_id/${move}`, { body: () => moveBody(move) }]),
  ),
  "POST /merchant/api/orders/:order_id/requests/refuse": { body: () => ({ reason: "Matrix" }) },
  "POST /merchant/api/orders/:order_id/substitutions": {
    body: (id) => ({ product_id: id("product_id"), short_qty: 1, substitute: null }),
  },
  "GET /merchant/api/orders/:order_id/substitutions/candidates": { query: (id) => ({ product_id: id("product_id") }) },
  "PUT /merchant/api/dashboard/low-stock-threshold": { body: (id) => ({ shop_id: id("shop_id"), threshold: 5 }) },
  "GET /merchant/api/stock": { query: (id) => ({ store_id: id("store_id") }) },
  "PATCH /merchant/api/stock/:store_id/:product_code": { body: () => ({ stock: 5, selling_price: 10 }) },
  "PUT /merchant/api/bank-account/:shop_id": {
    body: () => {
      const number = `6000${String(++serial).padStart(7, "0")}1`;
      return {
        holder_name: "Matrix Holder",
        account_number: number,
        account_number_confirm: number,
        ifsc: "SBIN0001234",
      };
    },
  },
  "PUT /merchant/api/settings/:shop_id": {
    body: () => ({
      weekly_hours: [],
      holidays: [],
      temporarily_closed: false,
      delivery_radius_km: 5,
      delivery_hours: { from: "09:00", to: "21:00" },
      delivery_types: { by_shop: true, pickup: true },
      cod: { enabled: true, limit: null },
      features: { notes: true, upload: true },
      local_delivery: { duration: 45, unit: "minutes" },
      other_delivery: { duration: 2, unit: "days" },
    }),
  },
  "PUT /merchant/api/settings/:shop_id/closure": { body: () => ({ temporarily_closed: false }) },
  "PUT /merchant/api/settings/:shop_id/slots/:store_id": { body: () => ({ capacity: null, cutoff_minutes: 0 }) },
  "PUT /merchant/api/settings/:shop_id/area/:store_id": {
    body: () => ({ type: "Feature", geometry: null, properties: { pincodes_in: [], pincodes_out: [] } }),
  },
  "PUT /merchant/api/settings/:shop_id/slots/:store_id/close": {
    body: () => ({ date: "2026-12-31", slot: "7 AM-10 AM", closed: false }),
  },
  "POST /merchant/api/keys": { body: () => ({ label: "Matrix key" }) },
  "PATCH /merchant/api/keys/:key_id": { body: () => ({ label: "Matrix key" }) },
  "PUT /merchant/api/webhooks/:store_id": { body: () => ({ url: "https://erp.example.in/galli/webhook" }) },
  "POST /merchant/api/products": { body: (id) => ({ name: "Matrix product", shop_id: id("shop_id") }) },
  "PATCH /merchant/api/products/:id": { body: () => ({ name: "Matrix product" }) },
  "PUT /merchant/api/products/:id/offers": { body: () => ({ offers: [] }) },
  "POST /merchant/api/products/import": {
    body: () => ({ rows: [{ name: "Matrix product", store_key: "MATRIX-NO-STORE" }], dry_run: true }),
  },
};

/** The routes under /merchant/api; probe ids of the requests that reached a console route's handler. */
const { routes, reached, app } = routeMatrix("/merchant/api");
let t: TestApp;
beforeAll(() => {
  t = app();
});

const methods = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]);

/** The route's declared privilege: null for any member, undefined for no guard at all. */
function declared(r: RouteOptions): Privilege | null | undefined {
  const marks = [...hookList(r.onRequest), ...hookList(r.preHandler)]
    .map(guardPrivilege)
    .filter((p) => p !== undefined);
  return marks.length ? marks[0] : undefined;
}

/** The interactive reference of the console's API document (Swagger UI's page, assets and copy of it). */
const isReference = (url: string) => url === CONSOLE_DOCS_UI || url.startsWith(`${CONSOLE_DOCS_UI}/`);

const isPublic = (r: RouteOptions, method: string) =>
  isReference(r.url) ||
  PUBLIC_MERCHANT_SERVICE.has(`${method === "HEAD" ? "GET" : method} ${r.url}`) ||
  (r.config as { staffPublic?: boolean } | undefined)?.staffPublic === true;

function fill(url: string, value: (name: string) => string) {
  return url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(value(name)));
}

/** The route's VALID key (a HEAD twin takes its GET's). */
const keyOf = (r: RouteOptions, method: string) => `${method === "HEAD" ? "GET" : method} ${r.url}`;
const schemaOf = (r: RouteOptions, part: "body" | "querystring") =>
  (r.schema as Record<string, ZodType | undefined> | undefined)?.[part];

/** The route's request with ids from `id`: a valid body and query where VALID gives one. */
async function send(r: RouteOptions, method: string, ids: Ids, headers: Record<string, string>) {
  const input = VALID[keyOf(r, method)] ?? {};
  const probeId = randomUUID();
  let namesIds = false;
  const id: Ids = (name) => {
    namesIds = true;
    return ids(name);
  };
  const url = fill(r.url, id);
  const agent = request(t.app.server);
  const call = agent[method.toLowerCase() as "get"](url)
    .query(input.query?.(id) ?? {})
    .set({ ...headers, [MATRIX_PROBE]: probeId });
  const res = await (method === "GET" || method === "HEAD" || method === "DELETE"
    ? call
    : call.send((input.body?.(id) ?? {}) as object));
  return { status: res.status, body: res.body as unknown, reached: reached.has(probeId), namesIds };
}

/** What is wrong with the route's VALID entry: missing while an empty request is refused, or refused itself. */
function validInputProblem(r: RouteOptions, method: string): string | null {
  const input = VALID[keyOf(r, method)] ?? {};
  const missing = () => "matrix-missing";
  for (const [part, value, empty] of [
    ["body", input.body?.(missing), {}],
    ["querystring", input.query?.(missing), {}],
  ] as const) {
    const schema = schemaOf(r, part);
    if (typeof schema?.safeParse !== "function") continue;
    if (value === undefined && !schema.safeParse(empty).success) return `needs a valid ${part} in VALID`;
    if (value !== undefined && !schema.safeParse(value).success)
      return `VALID's ${part} is refused by the route's schema`;
  }
  return null;
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
        const problem = validInputProblem(r, method);
        if (problem) {
          failures.push(`${name}: ${problem}`);
          continue;
        }
        const missing: Ids = () => "matrix-missing";
        const expectStatus = async (
          who: string,
          headers: Record<string, string>,
          ok: (s: number) => boolean,
          want: string,
        ) => {
          const res = await send(r, method, missing, headers);
          if (!ok(res.status)) failures.push(`${name} as ${who}: ${res.status}, expected ${want}`);
          return res;
        };
        await expectStatus("nobody", {}, (s) => s === 401, "401");
        await expectStatus("a customer", customerAuth(t.app, customer.id), (s) => s === 401, "401");
        for (const r2 of BUILT_IN_ROLES) {
          // A fresh session each time: a sign-out route must not end the next call's session.
          const auth = await staffAuth(t.app, t.db, members.get(r2)!);
          const allowed = privilege === null || ROLE_PRIVILEGES[r2].includes(privilege);
          if (!allowed) {
            await expectStatus(r2, auth, (s) => s === 403, "403");
            continue;
          }
          const res = await expectStatus(r2, auth, (s) => s !== 401 && s !== 403 && s < 500, "not 401/403/5xx");
          if (!res.reached)
            failures.push(`${name} as ${r2}: ${res.status} before its handler (${JSON.stringify(res.body)})`);
        }
        const theirs = await send(r, method, ourValue, await staffAuth(t.app, t.db, other.id));
        if (theirs.namesIds && theirs.status < 300)
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

describe("the console's rate limits", () => {
  it("limits every /merchant/api route per client (but the API document and its reference, fixed answers like the other two)", () => {
    const unlimited = routes
      .filter((r) => r.url !== "/merchant/api/openapi.json" && !isReference(r.url))
      .filter((r) => !(r.config as { rateLimit?: unknown } | undefined)?.rateLimit)
      .flatMap((r) => methods(r).map((m) => `${m} ${r.url}`));
    expect(unlimited).toEqual([]);
  });
});
