// The guard's answers (401 without a staff session, 403 without the privilege, the member's
// context), ownStore's 404 for another merchant's store, and recordAudit's rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { guardPrivilege, ownStore, requireStaff } from "./guard";
import { recordAudit } from "./audit";
import { createMerchant, createStaff, staffAuth, staffContext } from "./test-helpers";

let t: TestApp;
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({
    seeded: true,
    env: { RATE_LIMITS: "false" },
    extend: async (app) => {
      app.get("/probe/settings/:storeId", { preHandler: requireStaff("settings") }, async (req) => {
        const { storeId } = req.params as { storeId: string };
        ownStore(req.staff, storeId);
        return { success: true, staff: { ...req.staff, privileges: [...req.staff.privileges] } };
      });
    },
  });
});
afterAll(async () => t.close());

describe("requireStaff", () => {
  it("marks the guard with its privilege", () => {
    expect(guardPrivilege(requireStaff("orders"))).toBe("orders");
    expect(guardPrivilege(requireStaff(null))).toBeNull();
    expect(guardPrivilege(() => {})).toBeUndefined();
  });

  it("lets a member with the privilege through with their merchant's shops and stores", async () => {
    const store = await t.db.store.findFirstOrThrow({ where: { storeKey: "GALLI-STORE-0001" } });
    const manager = await createStaff(t.db, { merchantId: "merchant_demo", role: "manager" });
    const res = await api()
      .get(`/probe/settings/${store.id}`)
      .set(await staffAuth(t.app, t.db, manager.id));
    expect(res.status).toBe(200);
    expect(res.body.staff).toMatchObject({ staffId: manager.id, merchantId: "merchant_demo", role: "manager" });
    expect(res.body.staff.privileges).toEqual(["orders", "catalogue", "settings", "integrations", "money"]);
    expect(res.body.staff.storeIds).toContain(store.id);
  });

  it("answers 403 without the privilege, 401 without a session, 404 for another merchant's store", async () => {
    const store = await t.db.store.findFirstOrThrow({ where: { storeKey: "GALLI-STORE-0001" } });
    const staff = await createStaff(t.db, { merchantId: "merchant_demo", role: "staff" });
    const forbidden = await api()
      .get(`/probe/settings/${store.id}`)
      .set(await staffAuth(t.app, t.db, staff.id));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe("FORBIDDEN");
    expect((await api().get(`/probe/settings/${store.id}`)).status).toBe(401);
    const other = await createStaff(t.db, { merchantId: await createMerchant(t.db) });
    const hidden = await api()
      .get(`/probe/settings/${store.id}`)
      .set(await staffAuth(t.app, t.db, other.id));
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe("STORE_NOT_FOUND");
  });

  it("gives a custom role exactly its privileges", async () => {
    const store = await t.db.store.findFirstOrThrow({ where: { storeKey: "GALLI-STORE-0001" } });
    const custom = await createStaff(t.db, { merchantId: "merchant_demo", role: "custom", privileges: ["settings"] });
    const ctx = await staffContext(t.db, custom.id);
    expect([...ctx.privileges]).toEqual(["settings"]);
    expect(
      (
        await api()
          .get(`/probe/settings/${store.id}`)
          .set(await staffAuth(t.app, t.db, custom.id))
      ).status,
    ).toBe(200);
  });
});

describe("the members a process keeps", () => {
  // The first request loads the member and keeps it; each change below must be seen on the very
  // next request (the database's triggers move the "consoles" version in the change's transaction).
  async function keptMember(role: "manager" | "custom" = "manager") {
    const store = await t.db.store.findFirstOrThrow({ where: { storeKey: "GALLI-STORE-0001" } });
    const member = await createStaff(t.db, {
      merchantId: "merchant_demo",
      role,
      ...(role === "custom" ? { privileges: ["settings" as const] } : {}),
    });
    const auth = await staffAuth(t.app, t.db, member.id);
    const probe = (storeId = store.id) => api().get(`/probe/settings/${storeId}`).set(auth);
    expect((await probe()).status).toBe(200);
    expect((await probe()).status).toBe(200);
    const sessionId = (await t.db.staffSession.findFirstOrThrow({ where: { staffId: member.id } })).id;
    return { member, probe, sessionId };
  }

  it("stops a session signed out, or whose expiry passed, on the next request", async () => {
    const a = await keptMember();
    await t.db.staffSession.update({ where: { id: a.sessionId }, data: { revokedAt: new Date() } });
    expect((await a.probe()).status).toBe(401);
    const b = await keptMember();
    await t.db.staffSession.update({ where: { id: b.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await b.probe()).status).toBe(401);
  });

  it("stops a suspended member and follows a role or a custom role's privileges", async () => {
    const a = await keptMember();
    await t.db.staffMember.update({ where: { id: a.member.id }, data: { status: "suspended" } });
    const suspended = await a.probe();
    expect(suspended.status).toBe(401);
    expect(suspended.body.code).toBe("STAFF_SUSPENDED");
    const b = await keptMember();
    await t.db.staffMember.update({ where: { id: b.member.id }, data: { role: "staff" } });
    expect((await b.probe()).status).toBe(403);
    const c = await keptMember("custom");
    const roleId = (await t.db.staffMember.findUniqueOrThrow({ where: { id: c.member.id } })).customRoleId!;
    await t.db.staffRole.update({ where: { id: roleId }, data: { privileges: JSON.stringify(["orders"]) } });
    expect((await c.probe()).status).toBe(403);
  });

  it("sees a store added to the merchant's shop", async () => {
    const a = await keptMember();
    const shop = await t.db.store.findFirstOrThrow({
      where: { storeKey: "GALLI-STORE-0001" },
      select: { shopId: true },
    });
    const fresh = await t.db.store.create({
      data: {
        shopId: shop.shopId,
        storeKey: `GALLI-STORE-KEPT-${Date.now()}`,
        name: "Second counter",
        street: "1 Main Road",
        area: "Koramangala",
        city: "Bengaluru",
        state: "Karnataka",
        zipcode: "560034",
        lat: 12.93,
        lng: 77.62,
      },
    });
    const res = await a.probe(fresh.id);
    expect(res.status).toBe(200);
    expect(res.body.staff.storeIds).toContain(fresh.id);
  });
});

describe("recordAudit", () => {
  it("writes who, what, when, before and after inside the caller's transaction", async () => {
    const admin = await createStaff(t.db, { merchantId: "merchant_demo", name: "Audit Admin" });
    const staff = await staffContext(t.db, admin.id);
    await t.db.$transaction(async (tx) => {
      await recordAudit(tx, staff, {
        action: "store.settings",
        entity: "store",
        entityId: "store_x",
        before: { radius: 3 },
        after: { radius: 5 },
      });
    });
    const row = await t.db.consoleAudit.findFirstOrThrow({ where: { staffId: admin.id } });
    expect(row).toMatchObject({
      merchantId: "merchant_demo",
      staffName: "Audit Admin",
      action: "store.settings",
      entity: "store",
      entityId: "store_x",
      before: '{"radius":3}',
      after: '{"radius":5}',
    });
    // A rolled-back write leaves no entry.
    await expect(
      t.db.$transaction(async (tx) => {
        await recordAudit(tx, staff, { action: "x.y", entity: "x", entityId: "1", before: null, after: null });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await t.db.consoleAudit.count({ where: { staffId: admin.id } })).toBe(1);
  });
});
