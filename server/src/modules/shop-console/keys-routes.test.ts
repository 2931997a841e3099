// API keys and webhooks in the console: issue (token once), use, last used, rename, revoke; the
// webhook endpoint with its secret, rotation, a test event and the delivery log; audited, another
// merchant's keys and stores answered 404, roles without "integrations" refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { sha256 } from "../../lib/tokens";
import { KEY_MESSAGES } from "../../contract/console-keys";
import { auditOf, consoleCall, demoWorld, memberAuth } from "./test-store-world";
import { createStaff, staffAuth } from "./test-helpers";

let t: TestApp;
let w: Awaited<ReturnType<typeof demoWorld>>;
let call: ReturnType<typeof consoleCall>;

beforeAll(async () => {
  t = await testApp({ seeded: true });
  w = await demoWorld(t.db);
  call = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, "manager")).auth);
});
afterAll(async () => t.close());

const readInventory = (token: string) =>
  request(t.app.server).post("/api/read").set("authkey", token).send({ store_key: w.store.storeKey, prod_codes: ["X"] });

describe("API keys", () => {
  let keyId = "";
  let token = "";

  it("issues a key whose token is shown once and works on the merchant API; audited without the token", async () => {
    const res = await call.post("/keys", { label: "Billing software" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.data).toMatchObject({ label: "Billing software", revoked_at: null, last_used_at: null });
    token = res.body.data.token;
    keyId = res.body.data.key_id;
    expect(token).toMatch(/^galli_/);
    expect((await t.db.merchantApiKey.findUniqueOrThrow({ where: { id: keyId } })).tokenHash).toBe(sha256(token));
    const list = await call.get("/keys");
    const listed = list.body.data.find((k: { key_id: string }) => k.key_id === keyId);
    expect(listed).toBeTruthy();
    expect(JSON.stringify(list.body)).not.toContain(token);
    const [entry] = await auditOf(t.db, w.merchantId);
    expect(entry).toMatchObject({ action: "api_key.issue", entityId: keyId });
    expect(`${entry.before}${entry.after}`).not.toContain(token);
  });

  it("records when the key was last used", async () => {
    expect((await readInventory(token)).status).toBe(200);
    const list = await call.get("/keys");
    const used = list.body.data.find((k: { key_id: string }) => k.key_id === keyId);
    expect(used.last_used_at).not.toBeNull();
  });

  it("renames and revokes; a revoked key stops working at once", async () => {
    const renamed = await call.patch(`/keys/${keyId}`, { label: "Tally" });
    expect(renamed.body.data.label).toBe("Tally");
    const revoked = await call.post(`/keys/${keyId}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    expect((await readInventory(token)).status).toBe(401);
    const again = await call.post(`/keys/${keyId}/revoke`);
    expect(again.body.data.revoked_at).toBe(revoked.body.data.revoked_at);
    expect((await auditOf(t.db, w.merchantId))[0].action).toBe("api_key.revoke");
  });

  it("refuses a missing or long label, naming the field", async () => {
    const empty = await call.post("/keys", { label: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toEqual({ path: "label", message: KEY_MESSAGES.labelRequired });
    const long = await call.post("/keys", { label: "x".repeat(61) });
    expect(long.body.errors[0]).toEqual({ path: "label", message: KEY_MESSAGES.labelTooLong });
  });

  it("answers 404 for another merchant's key", async () => {
    const otherMerchant = (await t.db.shop.findUniqueOrThrow({ where: { id: w.other.shop.id } })).merchantId;
    const theirs = await t.db.merchantApiKey.create({ data: { merchantId: otherMerchant, tokenHash: sha256("theirs"), label: "Theirs" } });
    expect((await call.post(`/keys/${theirs.id}/revoke`)).status).toBe(404);
    expect((await call.patch(`/keys/${theirs.id}`, { label: "Mine" })).status).toBe(404);
    expect((await t.db.merchantApiKey.findUniqueOrThrow({ where: { id: theirs.id } })).revokedAt).toBeNull();
    expect((await call.get("/keys")).body.data.map((k: { key_id: string }) => k.key_id)).not.toContain(theirs.id);
  });
});

describe("webhooks", () => {
  const url = "http://127.0.0.1:9/galli/webhook";

  it("has no endpoint at first, then saves one with its secret", async () => {
    const none = await call.get(`/webhooks/${w.store.id}`);
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ store_id: w.store.id, store_key: w.store.storeKey, endpoint: null });
    const saved = await call.put(`/webhooks/${w.store.id}`, { url, events: ["order.created"] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.endpoint).toMatchObject({ url, events: ["order.created"] });
    expect(saved.body.data.endpoint.secret).toMatch(/^whsec_/);
    const [entry] = await auditOf(t.db, w.merchantId);
    expect(entry.action).toBe("webhook.save");
    expect(entry.after).not.toContain(saved.body.data.endpoint.secret);
  });

  it("rotates the secret", async () => {
    const before = (await call.get(`/webhooks/${w.store.id}`)).body.data.endpoint.secret;
    const rotated = await call.post(`/webhooks/${w.store.id}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.endpoint.secret).not.toBe(before);
    expect(rotated.body.data.endpoint.url).toBe(url);
  });

  it("queues a test event that shows in the delivery log", async () => {
    const sent = await call.post(`/webhooks/${w.store.id}/test`);
    expect(sent.status).toBe(200);
    const log = await call.get(`/webhooks/${w.store.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.data.deliveries[0]).toMatchObject({
      delivery_id: sent.body.data.delivery_id,
      event_type: "webhook.test",
      status: "pending",
      payload: { type: "webhook.test", store_key: w.store.storeKey, data: { order_number: "TEST" } },
    });
  });

  it("refuses a URL Galli may not post to, naming the field", async () => {
    const res = await call.put(`/webhooks/${w.store.id}`, { url: "ftp://example.in/hook" });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("url");
    expect((await call.put(`/webhooks/${w.store.id}`, { url: "not a url" })).body.errors[0].path).toBe("url");
  });

  it("turns off; a test event is then refused", async () => {
    expect((await call.delete(`/webhooks/${w.store.id}`)).body.data.endpoint).toBeNull();
    expect((await call.post(`/webhooks/${w.store.id}/test`)).status).toBe(404);
  });

  it("answers 404 for another merchant's store on every webhook route", async () => {
    const id = w.other.id;
    expect((await call.get(`/webhooks/${id}`)).status).toBe(404);
    expect((await call.put(`/webhooks/${id}`, { url })).status).toBe(404);
    expect((await call.post(`/webhooks/${id}/rotate`)).status).toBe(404);
    expect((await call.post(`/webhooks/${id}/test`)).status).toBe(404);
    expect((await call.delete(`/webhooks/${id}`)).status).toBe(404);
    expect((await call.get(`/webhooks/${id}/deliveries`)).status).toBe(404);
    expect(await t.db.webhookEndpoint.findUnique({ where: { storeId: id } })).toBeNull();
  });

  it("is refused to roles without the integrations privilege", async () => {
    for (const role of ["staff", "supervisor", "accounts", "delivery"] as const) {
      const member = await createStaff(t.db, { merchantId: w.merchantId, role });
      const c = consoleCall(t.app, await staffAuth(t.app, t.db, member.id));
      expect((await c.get("/keys")).status, role).toBe(403);
      expect((await c.post("/keys", { label: "x" })).status, role).toBe(403);
      expect((await c.get(`/webhooks/${w.store.id}`)).status, role).toBe(403);
    }
    const custom = await createStaff(t.db, { merchantId: w.merchantId, role: "custom", privileges: ["integrations"] });
    expect((await consoleCall(t.app, await staffAuth(t.app, t.db, custom.id)).get("/keys")).status).toBe(200);
  });
});
