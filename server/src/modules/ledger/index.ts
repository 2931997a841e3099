// The shops' ledger on the job runner: `ledger-sync` posts every missing journal every 30 s (the
// events that are cheap to follow also post their order's journals right after they commit).
import type { FastifyPluginAsync } from "fastify";
import { LEDGER_SYNC_EVERY_MS, LEDGER_SYNC_JOB } from "../../contract/ledger-constants";
import { syncLedger } from "./sync";

const ledger: FastifyPluginAsync = async (app) => {
  app.jobs.register({ name: LEDGER_SYNC_JOB, everyMs: LEDGER_SYNC_EVERY_MS, run: () => syncLedger(app.ctx.db) });
};

export default ledger;
