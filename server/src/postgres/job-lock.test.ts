// The job lock on PostgreSQL: of several processes (here: clients with their own pools) asking to
// run the same job at once, exactly one runs it; the lock is free again when it ends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { testPgServerUrl } from "../testing/pg-databases";
import { createDb, type Db } from "../lib/db";
import { withJobLock } from "../lib/job-lock";

let t: TestApp;
let others: Db[] = [];

describe.runIf(testPgServerUrl())("withJobLock on PostgreSQL", () => {
  beforeAll(async () => {
    t = await testApp();
    others = [createDb(t.config.databaseUrl), createDb(t.config.databaseUrl)];
  });
  afterAll(async () => {
    await Promise.all(others.map((d) => d.$disconnect()));
    await t?.close();
  });

  it("runs a job in exactly one of three processes at once, then lets the next round in", async () => {
    let runs = 0;
    const job = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 300));
      return "done";
    };
    const results = await Promise.all([t.db, ...others].map((db) => withJobLock(db, "test-job", job)));
    expect(results.filter((r) => r.ran)).toEqual([{ ran: true, value: "done" }]);
    expect(runs).toBe(1);
    // Released with its transaction: the next round runs.
    expect(await withJobLock(others[0], "test-job", job)).toEqual({ ran: true, value: "done" });
    // Another job's name is another lock.
    const both = await Promise.all([withJobLock(t.db, "job-a", job), withJobLock(others[1], "job-b", job)]);
    expect(both.every((r) => r.ran)).toBe(true);
  });
});
