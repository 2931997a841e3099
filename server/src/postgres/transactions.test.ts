// Interactive transactions on PostgreSQL give their pool connection back however they end, a
// COMMIT that PostgreSQL refuses included, so conflicts never shrink the pool and the client
// always closes; conflicting SERIALIZABLE transactions are retried until both land.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { testPgServerUrl } from "../testing/pg-databases";
import { createDb } from "../lib/db";

let t: TestApp;

/** "closed" when the client's pool ends within a few seconds, "stuck" when a connection is still out. */
function closes(db: { $disconnect: () => Promise<void> }) {
  return Promise.race([
    db.$disconnect().then(() => "closed"),
    new Promise((r) => setTimeout(() => r("stuck"), 5_000).unref()),
  ]);
}

describe.runIf(testPgServerUrl())("transactions on PostgreSQL", () => {
  beforeAll(async () => {
    t = await testApp();
    // A unique key checked at COMMIT: the surest way to make PostgreSQL refuse a COMMIT.
    await t.db.$executeRawUnsafe(
      `CREATE TABLE tx_probe (k int NOT NULL, CONSTRAINT tx_probe_k UNIQUE (k) DEFERRABLE INITIALLY DEFERRED)`,
    );
  });
  afterAll(async () => t?.close());

  it("a refused COMMIT gives its connection back: a one-connection client goes on answering and closes", async () => {
    const db = createDb(t.config.databaseUrl, { poolSize: 1 });
    for (let i = 0; i < 3; i++) {
      const refused = db.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO tx_probe (k) VALUES (1), (1)`;
      });
      await expect(refused).rejects.toThrow(/tx_probe_k|unique/i);
    }
    expect(await db.$queryRaw`SELECT count(*)::int AS n FROM tx_probe`).toEqual([{ n: 0 }]);
    expect(await closes(db)).toBe("closed");
  });

  it("two transactions that each read what the other writes (write skew): one is retried, both land", async () => {
    const db = createDb(t.config.databaseUrl, { poolSize: 2 });
    let attempts = 0;
    let arrived = 0;
    let bothRead: () => void = () => {};
    const gate = new Promise<void>((r) => (bothRead = r));
    const claim = (k: number) =>
      db.$transaction(async (tx) => {
        const first = ++attempts <= 2;
        const [row] = await tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM tx_probe WHERE k < 100`;
        if (first && ++arrived === 2) bothRead();
        if (first) await gate; // both have read before either writes
        await tx.$executeRaw`INSERT INTO tx_probe (k) VALUES (${k + row.n * 100})`;
        return row.n;
      });
    const seen = await Promise.all([claim(1), claim(2)]);
    // Serializable: one saw nothing, the other (retried) saw the first one's row.
    expect(seen.sort()).toEqual([0, 1]);
    expect(attempts).toBeGreaterThan(2);
    expect(await closes(db)).toBe("closed");
  });
});
