// /user/wallet/*: the Galli Cash balance (rupees, 2 decimals), its statement and the customer's
// refunds. The ledger is lib/wallet.ts; refunds are modules/refunds.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope } from "../../contract/common";
import { emptyBody, walletData } from "../../contract/payments";
import { refundListData, statementData, statementQuery } from "../../contract/wallet";
import { requestLanguage } from "../../lib/language";
import { toRupees } from "../../lib/money";
import { balance } from "../../lib/wallet";
import { listRefunds, statement } from "./statement";

const wallet: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/wallet/bfcash",
    { onRequest: app.requireCustomer, schema: { body: emptyBody, response: { 200: envelope(walletData) } } },
    async (req) => ({ success: true as const, data: { balance: toRupees(await balance(app.ctx.db, req.auth.sub)) } }),
  );
  app.get(
    "/wallet/statement",
    {
      onRequest: app.requireCustomer,
      schema: { querystring: statementQuery, response: { 200: envelope(statementData) } },
    },
    async (req) => ({
      success: true as const,
      data: await statement(app.ctx.db, req.auth.sub, req.query, await requestLanguage(req, app.ctx.db)),
    }),
  );
  app.get(
    "/wallet/refunds",
    {
      onRequest: app.requireCustomer,
      schema: { querystring: statementQuery, response: { 200: envelope(refundListData) } },
    },
    async (req) => ({
      success: true as const,
      data: await listRefunds(app.ctx.db, req.auth.sub, req.query, await requestLanguage(req, app.ctx.db)),
    }),
  );
};

export default wallet;
