// Test helpers of the stock, settings and integrations routes: the seeded demo store's merchant,
// a member of any role there, and a store of another merchant (never to be reachable).
import type { FastifyInstance } from "fastify";
import request from "supertest";
import type { Db } from "../../lib/db";
import type { Privilege, RoleKey } from "../../contract/console-roles";
import { createStaff, staffAuth } from "./test-helpers";

export const DEMO_STORE_KEY = "GALLI-STORE-0001";

export async function demoWorld(db: Db) {
  const store = await db.store.findUniqueOrThrow({
    where: { storeKey: DEMO_STORE_KEY },
    select: { id: true, storeKey: true, shop: { select: { id: true, merchantId: true } } },
  });
  const other = await db.store.findFirstOrThrow({
    where: { shop: { merchantId: { not: store.shop.merchantId } } },
    select: { id: true, storeKey: true, shop: { select: { id: true } } },
    orderBy: { id: "asc" },
  });
  return { store, merchantId: store.shop.merchantId, shopId: store.shop.id, other };
}

/** The bearer header of a new member of this merchant with this role. */
export async function memberAuth(
  app: FastifyInstance,
  db: Db,
  merchantId: string,
  role: RoleKey = "super_admin",
  privileges?: Privilege[],
) {
  const member = await createStaff(db, { merchantId, role, privileges });
  return { member, auth: await staffAuth(app, db, member.id) };
}

/** A request helper on /merchant/api with a member's header. */
export function consoleCall(app: FastifyInstance, auth: Record<string, string>) {
  const at = (path: string) => `/merchant/api${path}`;
  return {
    get: (path: string) => request(app.server).get(at(path)).set(auth),
    put: (path: string, body?: object) => request(app.server).put(at(path)).set(auth).send(body ?? {}),
    post: (path: string, body?: object) => request(app.server).post(at(path)).set(auth).send(body ?? {}),
    patch: (path: string, body?: object) => request(app.server).patch(at(path)).set(auth).send(body ?? {}),
    delete: (path: string) => request(app.server).delete(at(path)).set(auth),
  };
}

/** The audit log entries of a merchant, newest first. */
export const auditOf = (db: Db, merchantId: string) =>
  db.consoleAudit.findMany({ where: { merchantId }, orderBy: { createdAt: "desc" } });
