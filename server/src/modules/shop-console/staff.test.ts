// Staff management through the console: invite by mobile (the invited member signs in with a code
// and sets a password), change role, suspend, unsuspend, delete, custom roles; the last Super Admin
// rule; nothing crosses to another merchant; every write in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { lastCode, lastMessage, mobileBody } from "../../testing/accounts";
import { createMerchant, createStaff, freshStaffMobile, staffAuth } from "./test-helpers";

let t: TestApp;
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({ seeded: true, env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

/** A merchant of its own with one Super Admin, signed in. */
async function shop() {
  const merchantId = await createMerchant(t.db, "Sharma Stores");
  const admin = await createStaff(t.db, { merchantId, name: "Owner" });
  return { merchantId, admin, auth: await staffAuth(t.app, t.db, admin.id) };
}

describe("inviting and managing staff", () => {
  it("invites a member by mobile, who signs in with a code, sets a password and gets only their role's pages", async () => {
    const { merchantId, auth } = await shop();
    const mobile = freshStaffMobile();
    const res = await api()
      .post("/merchant/api/staff")
      .set(auth)
      .send({ name: "Ravi", mobile: mobileBody(mobile), role: "staff" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: "Ravi",
      mobile,
      role: "staff",
      role_name: "Staff",
      status: "active",
      has_password: false,
    });
    expect((await lastMessage(t.db, `+91${mobile}`))?.body).toContain("Sharma Stores");
    // The invited member's first sign-in is by code.
    await api()
      .post("/merchant/api/auth/onetimepassword")
      .send({ mobile: mobileBody(mobile) });
    const session = await api()
      .post("/merchant/api/auth/onetimepassword/verify")
      .send({ mobile: mobileBody(mobile), otp: await lastCode(t.db, `+91${mobile}`) });
    expect(session.body.data.needs_password).toBe(true);
    const ravi = { authorization: `Bearer ${session.body.data.token}` };
    expect((await api().get("/merchant/api/staff").set(ravi)).status).toBe(403);
    const me = await api().get("/merchant/api/me").set(ravi);
    expect(me.body.data.privileges).toEqual(["orders", "catalogue"]);
    const audit = await api().get("/merchant/api/audit").set(auth);
    expect(audit.body.data.entries[0]).toMatchObject({
      staff_name: "Owner",
      action: "staff.invite",
      entity: "staff",
      entity_id: res.body.data.id,
      entity_label: "Ravi",
      before: null,
      after: { name: "Ravi", mobile, role: "staff", status: "active" },
    });
    expect(merchantId).toBeTruthy();
  });

  it("refuses a mobile number that already belongs to a staff member, and bad input with the field named", async () => {
    const { auth } = await shop();
    const taken = await api()
      .post("/merchant/api/staff")
      .set(auth)
      .send({ name: "X", mobile: mobileBody("9800000001"), role: "staff" });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("STAFF_MOBILE_TAKEN");
    const bad = await api()
      .post("/merchant/api/staff")
      .set(auth)
      .send({ name: "", mobile: mobileBody("12"), role: "boss" });
    expect(bad.status).toBe(400);
    const paths = bad.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["name", "role"]));
    const custom = await api()
      .post("/merchant/api/staff")
      .set(auth)
      .send({ name: "Y", mobile: mobileBody(freshStaffMobile()), role: "custom" });
    expect(custom.status).toBe(400);
    expect(custom.body.errors[0]).toMatchObject({ path: "custom_role_id", message: "Choose the custom role." });
  });

  it("suspends a member (their open session stops at once), unsuspends and deletes them, each audited", async () => {
    const { merchantId, auth } = await shop();
    const m = await createStaff(t.db, { merchantId, role: "manager" });
    const theirs = await staffAuth(t.app, t.db, m.id);
    expect((await api().get("/merchant/api/me").set(theirs)).status).toBe(200);
    const suspended = await api().post(`/merchant/api/staff/${m.id}/suspend`).set(auth);
    expect(suspended.body.data.status).toBe("suspended");
    expect((await api().get("/merchant/api/me").set(theirs)).status).toBe(401);
    const back = await api().post(`/merchant/api/staff/${m.id}/unsuspend`).set(auth);
    expect(back.body.data.status).toBe("active");
    // The old session stays ended: they sign in again.
    expect((await api().get("/merchant/api/me").set(theirs)).status).toBe(401);
    const role = await api().patch(`/merchant/api/staff/${m.id}`).set(auth).send({ role: "delivery" });
    expect(role.body.data).toMatchObject({ role: "delivery", role_name: "Delivery" });
    const gone = await api().delete(`/merchant/api/staff/${m.id}`).set(auth);
    expect(gone.status).toBe(200);
    expect(await t.db.staffMember.findUnique({ where: { id: m.id } })).toBeNull();
    const actions = (await api().get("/merchant/api/audit").set(auth)).body.data.entries.map(
      (e: { action: string }) => e.action,
    );
    expect(actions.slice(0, 4)).toEqual(["staff.delete", "staff.role", "staff.unsuspend", "staff.suspend"]);
  });

  it("never lets the last Super Admin go: not deleted or demoted (409 with a clear message)", async () => {
    const { merchantId, admin, auth } = await shop();
    for (const call of [
      api().patch(`/merchant/api/staff/${admin.id}`).set(auth).send({ role: "manager" }),
      api().delete(`/merchant/api/staff/${admin.id}`).set(auth),
    ]) {
      const res = await call;
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: "LAST_SUPER_ADMIN",
        message: "Your shop needs at least one active Super Admin. Make another member Super Admin first.",
      });
    }
    const hindi = await api().delete(`/merchant/api/staff/${admin.id}`).set(auth).set("accept-language", "hi");
    expect(hindi.body.message).toMatch(/सुपर एडमिन/);
    // Nobody suspends themselves.
    const self = await api().post(`/merchant/api/staff/${admin.id}/suspend`).set(auth);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe("STAFF_SELF");
    // With a second Super Admin, one may step down; then the other is the last.
    const second = await createStaff(t.db, { merchantId, name: "Partner" });
    const secondAuth = await staffAuth(t.app, t.db, second.id);
    expect((await api().patch(`/merchant/api/staff/${admin.id}`).set(auth).send({ role: "manager" })).status).toBe(200);
    expect(
      (await api().patch(`/merchant/api/staff/${second.id}`).set(secondAuth).send({ role: "staff" })).body.code,
    ).toBe("LAST_SUPER_ADMIN");
    // A suspended Super Admin does not count as the one that remains.
    const third = await createStaff(t.db, { merchantId, name: "Third", status: "suspended" });
    expect((await api().delete(`/merchant/api/staff/${second.id}`).set(secondAuth)).body.code).toBe("LAST_SUPER_ADMIN");
    expect((await api().post(`/merchant/api/staff/${third.id}/unsuspend`).set(secondAuth)).status).toBe(200);
    expect((await api().delete(`/merchant/api/staff/${second.id}`).set(secondAuth)).status).toBe(200);
  });

  it("lets only a Super Admin grant or take away Super Admin", async () => {
    const { merchantId, admin } = await shop();
    const hr = await createStaff(t.db, { merchantId, role: "custom", privileges: ["staff"] });
    const hrAuth = await staffAuth(t.app, t.db, hr.id);
    const calls = [
      api().patch(`/merchant/api/staff/${admin.id}`).set(hrAuth).send({ role: "staff" }),
      api().post(`/merchant/api/staff/${admin.id}/suspend`).set(hrAuth),
      api().delete(`/merchant/api/staff/${admin.id}`).set(hrAuth),
      api().patch(`/merchant/api/staff/${hr.id}`).set(hrAuth).send({ role: "super_admin" }),
      api()
        .post("/merchant/api/staff")
        .set(hrAuth)
        .send({ name: "Z", mobile: mobileBody(freshStaffMobile()), role: "super_admin" }),
    ];
    for (const call of calls) expect((await call).status).toBe(403);
    // Other roles they may give.
    const ok = await api()
      .post("/merchant/api/staff")
      .set(hrAuth)
      .send({ name: "Z", mobile: mobileBody(freshStaffMobile()), role: "delivery" });
    expect(ok.status).toBe(200);
  });
});

describe("custom roles", () => {
  it("builds a role from privileges, gives it to a member, refuses deleting it while in use", async () => {
    const { auth } = await shop();
    const created = await api()
      .post("/merchant/api/roles")
      .set(auth)
      .send({ name: "Cashier", privileges: ["money", "orders"] });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: "Cashier", privileges: ["money", "orders"], members: 0 });
    const dup = await api()
      .post("/merchant/api/roles")
      .set(auth)
      .send({ name: "Cashier", privileges: ["money"] });
    expect(dup.body.code).toBe("ROLE_NAME_TAKEN");
    const empty = await api().post("/merchant/api/roles").set(auth).send({ name: "Nothing", privileges: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].message).toBe("Choose at least one privilege.");
    const mobile = freshStaffMobile();
    const member = await api()
      .post("/merchant/api/staff")
      .set(auth)
      .send({ name: "Meena", mobile: mobileBody(mobile), role: "custom", custom_role_id: created.body.data.id });
    expect(member.body.data).toMatchObject({
      role: "custom",
      role_name: "Cashier",
      custom_role_id: created.body.data.id,
    });
    const meenaAuth = await staffAuth(t.app, t.db, member.body.data.id);
    expect((await api().get("/merchant/api/me").set(meenaAuth)).body.data.privileges).toEqual(["orders", "money"]);
    // Changing the role's privileges changes the member's at once.
    await api()
      .put(`/merchant/api/roles/${created.body.data.id}`)
      .set(auth)
      .send({ name: "Cashier", privileges: ["staff"] });
    expect((await api().get("/merchant/api/staff").set(meenaAuth)).status).toBe(200);
    expect((await api().delete(`/merchant/api/roles/${created.body.data.id}`).set(auth)).body.code).toBe("ROLE_IN_USE");
    await api().patch(`/merchant/api/staff/${member.body.data.id}`).set(auth).send({ role: "staff" });
    expect((await api().delete(`/merchant/api/roles/${created.body.data.id}`).set(auth)).status).toBe(200);
  });
});

describe("another merchant", () => {
  it("never sees nor changes this merchant's staff, roles or audit log", async () => {
    const a = await shop();
    const b = await shop();
    const role = await api()
      .post("/merchant/api/roles")
      .set(a.auth)
      .send({ name: "Packer", privileges: ["orders"] });
    const list = await api().get("/merchant/api/staff").set(b.auth);
    expect(JSON.stringify(list.body)).not.toContain(a.admin.id);
    expect(JSON.stringify(list.body)).not.toContain(role.body.data.id);
    for (const call of [
      api().patch(`/merchant/api/staff/${a.admin.id}`).set(b.auth).send({ role: "staff" }),
      api().post(`/merchant/api/staff/${a.admin.id}/suspend`).set(b.auth),
      api().delete(`/merchant/api/staff/${a.admin.id}`).set(b.auth),
    ]) {
      expect((await call).body.code).toBe("STAFF_NOT_FOUND");
    }
    expect((await api().delete(`/merchant/api/roles/${role.body.data.id}`).set(b.auth)).body.code).toBe(
      "ROLE_NOT_FOUND",
    );
    const invite = await api()
      .post("/merchant/api/staff")
      .set(b.auth)
      .send({ name: "X", mobile: mobileBody(freshStaffMobile()), role: "custom", custom_role_id: role.body.data.id });
    expect(invite.body.code).toBe("ROLE_NOT_FOUND");
    const audit = await api().get("/merchant/api/audit").set(b.auth);
    expect(JSON.stringify(audit.body)).not.toContain(role.body.data.id);
  });
});

describe("the audit log", () => {
  it("pages newest first", async () => {
    const { auth } = await shop();
    for (let i = 0; i < 5; i += 1) {
      await api()
        .post("/merchant/api/roles")
        .set(auth)
        .send({ name: `R${i}`, privileges: ["orders"] });
    }
    const first = await api().get("/merchant/api/audit?limit=3").set(auth);
    expect(first.body.data.entries.map((e: { after: { name: string } }) => e.after.name)).toEqual(["R4", "R3", "R2"]);
    const second = await api().get(`/merchant/api/audit?limit=3&before=${first.body.data.next}`).set(auth);
    expect(second.body.data.entries.map((e: { after: { name: string } }) => e.after.name)).toEqual(["R1", "R0"]);
    expect(second.body.data.next).toBeNull();
  });
});
