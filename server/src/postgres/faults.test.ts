// What a client hears when PostgreSQL refuses or loses a transaction: a conflict (serialization
// failure, deadlock) that outlasts the retries, at READ COMMITTED and at SERIALIZABLE, answers 503
// OVERLOADED with Retry-After; a connection the server ends (57P01, as in a restart) answers 503
// DATABASE_UNAVAILABLE with Retry-After; never 500. The errors are PostgreSQL's own, raised with
// the SQLSTATE of each case, so they reach the app exactly as the real ones do.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testApp, type TestApp } from "../testing/app";
import { testPgServerUrl } from "../testing/pg-databases";
import { prismaWalletData } from "../lib/wallet-data-prisma";
import { prismaCartData } from "../modules/cart/public";

let t: TestApp;
const attempts = new Map<string, number>();

/** A transaction whose every attempt fails with this SQLSTATE. */
async function probes(app: FastifyInstance) {
  const raise = (state: string) => `DO $$ BEGIN RAISE EXCEPTION 'forced' USING ERRCODE = '${state}'; END $$`;
  const failing = (name: string, state: string, level: "ReadCommitted" | "Serializable") =>
    app.get(`/probe/${name}`, async () =>
      app.ctx.db.$transaction(
        async (tx) => {
          attempts.set(name, (attempts.get(name) ?? 0) + 1);
          await tx.$executeRawUnsafe(raise(state));
        },
        { isolationLevel: level } as { isolationLevel: "Serializable" },
      ),
    );
  failing("deadlock", "40P01", "ReadCommitted");
  failing("serialization", "40001", "Serializable");
  failing("terminated", "57P01", "ReadCommitted");
}

describe.runIf(testPgServerUrl())("PostgreSQL failures answer 503 with Retry-After, never 500", () => {
  beforeAll(async () => {
    t = await testApp({ extend: probes });
  });
  afterAll(async () => t?.close());

  it("a deadlock at READ COMMITTED, every attempt: retried 5 times, then 503 OVERLOADED", async () => {
    const res = await t.app.inject({ method: "GET", url: "/probe/deadlock" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("1");
    expect(res.json()).toMatchObject({ success: false, code: "OVERLOADED" });
    expect(attempts.get("deadlock")).toBe(5);
  });

  it("a serialization failure at SERIALIZABLE, every attempt: retried, then 503 OVERLOADED", async () => {
    const res = await t.app.inject({ method: "GET", url: "/probe/serialization" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("1");
    expect(res.json()).toMatchObject({ success: false, code: "OVERLOADED" });
    expect(attempts.get("serialization")).toBe(40);
  });

  it("a connection the server terminates (57P01): not retried, 503 DATABASE_UNAVAILABLE", async () => {
    const res = await t.app.inject({ method: "GET", url: "/probe/terminated", headers: { "accept-language": "en" } });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toMatchObject({ success: false, code: "DATABASE_UNAVAILABLE" });
    expect(attempts.get("terminated")).toBe(1);
  });

  it("the Prisma paths lock the customer as the plain-SQL checkout does (balance and cart reads)", async () => {
    const user = await t.db.user.create({ data: { firstName: "Ravi", lastName: "S", mobile: "9811111111" } });
    const lockedElsewhere = () =>
      t.db.$executeRawUnsafe(`SELECT 1 FROM "User" WHERE "id" = $1 FOR NO KEY UPDATE NOWAIT`, user.id).then(
        () => false,
        (err: unknown) => /55P03|could not obtain lock/i.test(JSON.stringify(err) + String(err)),
      );
    for (const read of [
      (tx: Parameters<typeof prismaWalletData>[0]) => prismaWalletData(tx).walletSum(user.id),
      (tx: Parameters<typeof prismaCartData>[0]) => prismaCartData(tx).cart(user.id),
    ]) {
      const seen = await t.db.$transaction(async (tx) => {
        await read(tx);
        return lockedElsewhere();
      });
      expect(seen).toBe(true);
    }
    expect(await lockedElsewhere()).toBe(false);
  });
});
