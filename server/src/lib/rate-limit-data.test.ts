// The rate limiter's data port (rate-limit-data.ts): a window's first hit, the hits inside it and
// the first hit after it, on the Prisma build (PostgreSQL in the server-pg project, SQLite here)
// and on SQLite's single upsert (rate-limit-data-sqlite.ts), with the same cases; rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { expectParity } from "../testing/port-parity";
import { step } from "./steps";
import { rateLimitPorts } from "./rate-limit-data";

let t: TestApp;
const T0 = new Date("2026-11-21T06:30:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  t = await testApp();
  await t.db.rateLimitBucket.create({ data: { key: "open", count: 4, resetAt: at(30_000) } });
});
afterAll(async () => t?.close());

describe("the rate limiter's data port counts alike on every build", () => {
  it("starts a window, counts inside it, and starts a new one once it has ended", async () => {
    await expectParity(
      t.db,
      rateLimitPorts,
      function* (d) {
        const first = yield* step(() => d.countHit("fresh", T0, at(60_000)));
        const second = yield* step(() => d.countHit("fresh", at(1_000), at(61_000)));
        const atEnd = yield* step(() => d.countHit("fresh", at(60_000), at(120_000)));
        const open = yield* step(() => d.countHit("open", at(1_000), at(61_000)));
        const again = yield* step(() => d.countHit("open", at(29_999), at(89_999)));
        return { first, second, atEnd, open, again };
      },
      {
        first: { count: 1, resetAt: at(60_000) },
        second: { count: 2, resetAt: at(60_000) },
        atEnd: { count: 1, resetAt: at(120_000) },
        open: { count: 5, resetAt: at(30_000) },
        again: { count: 6, resetAt: at(30_000) },
      },
      at(10 * 86_400_000),
    );
    expect(await t.db.rateLimitBucket.count()).toBe(1);
  });
});
