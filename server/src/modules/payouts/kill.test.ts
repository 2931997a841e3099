// kill -9 in the middle of the payout job never pays twice: a child process runs the job on a file
// database and is killed (SIGKILL) at a different step each time; a last run finishes. Then every
// payout is processed with exactly one transfer (found by its key at the provider), the transfers
// add up to the payouts, the payouts to the settled entries, and every journal balances.
import path from "node:path";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, it } from "vitest";
import { testApp, type TestApp } from "../../testing/app";
import type { PayoutStep } from "./job";
import { emulatorTransfers, orderWithSale, payableShop, unbalancedJournals } from "./test-fixture";

const require = createRequire(import.meta.url);
const NOW = "2026-12-20T06:00:00.000Z";
let t: TestApp;

beforeAll(async () => {
  t = await testApp({ seeded: true, now: () => new Date(NOW) });
});
afterAll(async () => t.close());

/** Runs the job in a child; with `pause`, SIGKILLs it when it reports reaching that step. */
function child(pause?: { step: PayoutStep; nth: number }): Promise<{ killed: boolean; out: string }> {
  const proc = spawn(process.execPath, ["--import", require.resolve("tsx"), path.resolve("server/src/testing/payout-child.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: `file:${path.join(t.dir, "galli.db")}`,
      GALLI_TEST_NOW: NOW,
      ...(pause ? { PAYOUT_PAUSE_AT: pause.step, PAYOUT_PAUSE_NTH: String(pause.nth) } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error(`payout child timed out: ${out} ${err}`));
    }, 120_000);
    proc.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (pause && out.includes("paused ")) proc.kill("SIGKILL");
    });
    proc.stderr!.on("data", (d: Buffer) => (err += d.toString()));
    proc.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (signal === "SIGKILL" || code === 0) resolve({ killed: signal === "SIGKILL", out });
      else reject(new Error(`payout child exited with ${code}: ${err}`));
    });
  });
}

it("survives kill -9 at every step without paying twice", { timeout: 300_000 }, async () => {
  const shops = await Promise.all([0, 1, 2, 3].map((i) => payableShop(t.db, i)));
  let expected = 0;
  for (const [i, s] of shops.entries()) {
    for (let k = 0; k < 3; k++) {
      const share = 10_000 + i * 1_000 + k * 7;
      expected += share;
      await orderWithSale(t.db, s, { shopShare: share, commission: 1_000 });
    }
  }
  const crashes: { step: PayoutStep; nth: number }[] = [
    { step: "payout_created", nth: 2 },
    { step: "transfer_requested", nth: 1 },
    { step: "transfer_made", nth: 1 },
    { step: "transfer_recorded", nth: 2 },
    { step: "transfer_released", nth: 1 },
  ];
  for (const c of crashes) {
    const r = await child(c);
    expect(r.killed, `killed at ${c.step}`).toBe(true);
    expect(r.out).toContain(`paused ${c.step}`);
  }
  const last = await child();
  expect(last.killed).toBe(false);
  expect(last.out).toContain("done ");

  const payouts = await t.db.payout.findMany({ where: { shopId: { in: shops.map((s) => s.shopId) } } });
  expect(payouts).toHaveLength(4);
  expect(payouts.every((p) => p.status === "processed")).toBe(true);
  const transfers = await emulatorTransfers(t.db);
  for (const p of payouts) {
    const mine = transfers.filter((x) => x.notes.payout_key === p.key);
    expect(mine, p.key).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: p.transferId, amount: p.amount, on_hold: false });
  }
  expect(payouts.reduce((a, p) => a + p.amount, 0)).toBe(expected);
  for (const s of shops) {
    const open = await t.db.ledgerEntry.aggregate({ where: { shopId: s.shopId, account: "shop" }, _sum: { amount: true } });
    expect(open._sum.amount).toBe(0);
  }
  expect(await unbalancedJournals(t.db)).toEqual([]);
});
