// /ops/api/home: each queue counted as its page counts it, only the queues the member's role opens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createOps, opsAuth } from "../ops/test-helpers";
import type { OpsRole } from "../../contract/ops-roles";

// The real clock (the ops session token is checked against it), to the second.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;

beforeAll(async () => {
  t = await testApp({ seeded: true, now: () => NOW });
});
afterAll(async () => t.close());

const home = async (role: OpsRole) => {
  const auth = await opsAuth(t.app, t.db, (await createOps(t.db, { role })).opsId);
  const res = await request(t.app.server).get("/ops/api/home").set(auth);
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (res.body.data.waiting as { queue: string; count: number; path: string }[]).map((w) => [w.queue, w]),
  );
};

describe("/ops/api/home", () => {
  it("answers 401 without a session", async () => {
    expect((await request(t.app.server).get("/ops/api/home")).status).toBe(401);
  });

  it("counts what waits, each role its own queues", async () => {
    const store = await t.db.store.findFirstOrThrow({ select: { id: true } });
    const delivery = (status: string, attempts: number) => ({
      storeId: store.id,
      eventType: "order.created",
      payload: "{}",
      status,
      attempts,
      nextAttemptAt: NOW,
    });
    await t.db.webhookDelivery.createMany({ data: [delivery("failed", 8), delivery("pending", 2), delivery("pending", 0)] });
    const admin = await home("admin");
    expect(Object.keys(admin)).toEqual([
      "escalations",
      "tickets_overdue",
      "tickets_open",
      "reviews",
      "shops_waiting",
      "enquiries",
      "payouts_held",
      "webhooks_failing",
    ]);
    // One store's deliveries fail: one shop to look at.
    expect(admin.webhooks_failing).toEqual({ queue: "webhooks_failing", count: 1, path: "system" });
    expect(admin.shops_waiting.count).toBe(await t.db.shop.count({ where: { status: "onboarding" } }));
    expect(admin.reviews.count).toBe(await t.db.productChange.count({ where: { status: "review" } }));

    expect(Object.keys(await home("support"))).toEqual(["escalations", "tickets_overdue", "tickets_open", "enquiries"]);
    expect(Object.keys(await home("reviewer"))).toEqual(["reviews", "shops_waiting"]);
  });
});
