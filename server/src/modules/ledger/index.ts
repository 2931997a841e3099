// The shops' ledger on the job runner: `ledger-sync` posts every missing journal every 30 s (the
// events that are cheap to follow also post their order's journals right after they commit), and
// `money-reconciliation` checks every closed and delivered order's money every hour (reconcile.ts).
import type { FastifyPluginAsync } from "fastify";
import {
  LEDGER_SYNC_EVERY_MS,
  LEDGER_SYNC_JOB,
  MONEY_RECONCILIATION_EVERY_MS,
  MONEY_RECONCILIATION_JOB,
} from "../../contract/ledger-constants";
import { syncLedger } from "./sync";
import { reconcileOrderMoney } from "./reconcile";

const ledger: FastifyPluginAsync = async (app) => {
  app.jobs.register({ name: LEDGER_SYNC_JOB, everyMs: LEDGER_SYNC_EVERY_MS, run: () => syncLedger(app.ctx.db) });
  app.jobs.register({
    name: MONEY_RECONCILIATION_JOB,
    everyMs: MONEY_RECONCILIATION_EVERY_MS,
    run: (at) => reconcileOrderMoney(app.ctx.db, { now: at, trigger: "job" }),
  });
};

export default ledger;
