// /user/wallet/bfcash: the Galli Cash balance (rupees, 2 decimals). The ledger is lib/wallet.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope } from "../../contract/common";
import { emptyBody, walletData } from "../../contract/payments";
import { toRupees } from "../../lib/money";
import { balance } from "../../lib/wallet";

const wallet: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/wallet/bfcash",
    { onRequest: app.requireCustomer, schema: { body: emptyBody, response: { 200: envelope(walletData) } } },
    async (req) => ({ success: true as const, data: { balance: toRupees(await balance(app.ctx.db, req.auth.sub)) } }),
  );
};

export default wallet;
