// /merchant/api/bank-account*: each shop's bank account for payouts, its hold and last payouts
// (privilege "money"). The account number is never answered whole (last four digits).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bankAccountBody, bankShopParams, shopPayoutListResponse, shopPayoutResponse } from "../../contract/payouts";
import { consoleRateLimit, ownShop, requireStaff } from "../shop-console/public";
import { listShopPayoutViews, saveBankAccount, shopPayoutView } from "./bank-accounts";

const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const guard = requireStaff("money");
  const tags = ["Console: payouts"];

  app.get(
    "/bank-account",
    { config: consoleRateLimit(), preHandler: guard, schema: { tags, summary: "Every shop's bank account, payout hold and last payouts", response: { 200: shopPayoutListResponse } } },
    async (req) => ({ success: true as const, data: await listShopPayoutViews(ctx.db, req.staff, ctx.now()) }),
  );

  app.get(
    "/bank-account/:shop_id",
    {
      config: consoleRateLimit(),
      preHandler: guard,
      schema: { tags, summary: "One shop's bank account, payout hold and last payouts", params: bankShopParams, response: { 200: shopPayoutResponse } },
    },
    async (req) => ({ success: true as const, data: await shopPayoutView(ctx.db, ownShop(req.staff, req.params.shop_id), ctx.now()) }),
  );

  app.put(
    "/bank-account/:shop_id",
    {
      config: consoleRateLimit(10),
      preHandler: guard,
      schema: {
        tags,
        summary: "Add or change the shop's bank account",
        description:
          "Verified by a penny drop at the payment provider first (422 BANK_ACCOUNT_NOT_VERIFIED when the bank refuses it; nothing is saved). " +
          "A new account takes payouts 3 calendar days after it is added; a change holds the shop's payouts for 14 days.",
        params: bankShopParams,
        body: bankAccountBody,
        response: { 200: shopPayoutResponse },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await saveBankAccount(ctx, req.staff, req.params.shop_id, req.body) };
    },
  );
};

export default bankAccountRoutes;
