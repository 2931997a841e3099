// PostgreSQL restarted under a running app: while it is down, reads (Prisma's path and the cache
// versions), the cart's plain-SQL path and the health check answer 503 with Retry-After within
// seconds, never 500 and never a hang, and the process lives on (an unhandled 'error' event of a
// pool would end it); once the server is back, every route answers again within 5 s by itself.
// Its own cluster: stopping the suite's shared one would fail the other test files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { createDb, type Db } from "../lib/db";
import { migratePostgres } from "../../../scripts/migrate-postgres";
import { createClusterDatabase, startEmbeddedPostgres, type EmbeddedPg } from "../testing/embedded-pg";
import { testPgServerUrl } from "../testing/pg-databases";
import { customerAuth } from "../testing/app";

let cluster: EmbeddedPg;
let app: FastifyInstance;
let db: Db;
let dir: string;
let auth: { authorization: string };

type Answer = { status: number; retryAfter?: string; code?: string; ms: number };

async function call(method: "GET" | "POST" | "DELETE", url: string, body?: object): Promise<Answer> {
  const started = Date.now();
  const res = await app.inject({
    method,
    url,
    headers: { ...auth, "accept-language": "en", ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  const code = (res.json() as { code?: string }).code;
  return {
    status: res.statusCode,
    retryAfter: res.headers["retry-after"] as string | undefined,
    code,
    ms: Date.now() - started,
  };
}

const calls = () =>
  Promise.all([
    call("GET", "/healthz"),
    call("GET", "/user/profile/view"), // Prisma
    call("DELETE", "/user/cart/clear/cr", {}), // the cart's plain-SQL transaction
    call("POST", "/user/product/view/c", { _id: "no-such-shop" }), // a cached read: the cache versions' own pool
  ]);

describe.runIf(testPgServerUrl())("PostgreSQL restarted under a running app", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    cluster = await startEmbeddedPostgres();
    const url = await createClusterDatabase(cluster, "galli");
    await migratePostgres(url);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-restart-"));
    db = createDb(url, { poolSize: 5 });
    const user = await db.user.create({
      data: { firstName: "Asha", lastName: "K", mobile: "9800000001", mobileVerified: true },
    });
    app = await buildApp(testConfig(dir, { DATABASE_URL: url, READ_CACHE: "true" }), { db });
    await app.ready();
    auth = customerAuth(app, user.id);
  }, 110_000);
  afterAll(async () => {
    await app?.close();
    await db?.$disconnect();
    await cluster?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("503 with Retry-After while it is down, every route back within 5 s of its return", async () => {
    const before = await calls();
    expect(before.map((a) => a.status)).toEqual([200, 200, 200, before[3].status]);
    const readStatus = before[3].status;

    await cluster.pause();
    for (let round = 0; round < 3; round++) {
      const down = await calls();
      for (const a of down) {
        expect(a.status, JSON.stringify(a)).toBe(503);
        expect(a.ms).toBeLessThan(12_000);
      }
      // The routes' failures say when to come back; the probe is the health check's own 503.
      for (const a of down.slice(1)) {
        expect(a.retryAfter).toBeDefined();
        expect(a.code).toBe("DATABASE_UNAVAILABLE");
      }
    }

    await cluster.resume();
    const back = Date.now();
    let after: Answer[] = [];
    for (;;) {
      after = await calls();
      if (after.every((a, i) => a.status === (i === 3 ? readStatus : 200))) break;
      if (Date.now() - back > 5_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(after.map((a) => a.status)).toEqual([200, 200, 200, readStatus]);
    expect(Date.now() - back).toBeLessThan(5_000);
  });
});
