// One payout run in a process of its own, for the kill -9 test: builds the app from the environment
// (DATABASE_URL names the shared file database, GALLI_TEST_NOW fixes the clock), runs the payout
// job once and prints "done <result>". With PAYOUT_PAUSE_AT=<step> it stops at the
// PAYOUT_PAUSE_NTH time it reaches that step, prints "paused <step> <payout key>" and waits to be
// killed.
import { loadConfig } from "../config";
import { buildApp } from "../app";
import { runPayouts, type PayoutStep } from "../modules/payouts/public";

const config = loadConfig();
const now = new Date(process.env.GALLI_TEST_NOW ?? Date.now());
const pauseAt = process.env.PAYOUT_PAUSE_AT as PayoutStep | undefined;
const pauseNth = Number(process.env.PAYOUT_PAUSE_NTH ?? 1);
let seen = 0;
const app = await buildApp(config, { now: () => now });
await app.ready();
const result = await runPayouts(app.ctx, now, {
  sync: false,
  afterStep: async (step, key) => {
    if (step !== pauseAt || ++seen < pauseNth) return;
    console.log(`paused ${step} ${key}`);
    setInterval(() => {}, 1_000);
    await new Promise(() => {});
  },
});
console.log(`done ${JSON.stringify(result)}`);
await app.close();
