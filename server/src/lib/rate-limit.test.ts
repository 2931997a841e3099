// The fixed-window counter: counts within a window, starts a new one when the old one has ended,
// and keeps keys apart (one statement on SQLite, a transaction on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { hit } from "./rate-limit";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

describe("rate-limit counters", () => {
  it("counts in a window and starts a new window after it", async () => {
    const t0 = new Date("2026-11-21T06:30:00.000Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await hit(t.db, "test:a", 1_000, t0)).toEqual({ current: 1, ttlMs: 1_000 });
    expect(await hit(t.db, "test:a", 1_000, at(100))).toEqual({ current: 2, ttlMs: 900 });
    expect(await hit(t.db, "test:b", 1_000, at(100))).toEqual({ current: 1, ttlMs: 1_000 });
    expect(await hit(t.db, "test:a", 1_000, at(999))).toEqual({ current: 3, ttlMs: 1 });
    expect(await hit(t.db, "test:a", 1_000, at(1_000))).toEqual({ current: 1, ttlMs: 1_000 });
    expect(await hit(t.db, "test:a", 1_000, at(1_500))).toEqual({ current: 2, ttlMs: 500 });
    const row = await t.db.rateLimitBucket.findUniqueOrThrow({ where: { key: "test:a" } });
    expect(row).toEqual({ key: "test:a", count: 2, resetAt: at(2_000) });
  });
});
