// /user/order/razor/*: saved payment methods, payment settings and banks (customers only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope } from "../../contract/common";
import {
  allTokensData,
  banksData,
  customerCardsBody,
  deleteTokenBody,
  emptyBody,
  prefTokensData,
  razInfoData,
  savePrefTokenBody,
  TOKEN_KIND,
  type TokenKind,
} from "../../contract/payments";
import { allTokens, banks, customerCards, deleteTokens, prefTokens, razInfo, savePrefToken } from "./service";
import { ok } from "../../lib/envelope";

const payments: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook("onRequest", app.requireCustomer);
  const me = (req: { auth: { sub: string } }) => req.auth.sub;
  const tokens = { 200: envelope(allTokensData) };

  app.post("/alltokens", { schema: { body: emptyBody, response: tokens } }, async (req) =>
    ok(await allTokens(ctx, me(req))),
  );
  app.post("/cards", { schema: { body: customerCardsBody, response: tokens } }, async (req) =>
    ok(await customerCards(ctx, me(req), req.body.customer_id)),
  );
  app.post("/viewPefToken", { schema: { body: emptyBody, response: { 200: envelope(prefTokensData) } } }, async (req) =>
    ok(await prefTokens(ctx, me(req))),
  );
  app.post(
    "/savePefToken",
    { schema: { body: savePrefTokenBody, response: { 200: envelope(razInfoData) } } },
    async (req) =>
      ok(await savePrefToken(ctx, me(req), req.body.id, req.body.kind as TokenKind), "Preferred payment method saved."),
  );
  app.post("/deleteToken", { schema: { body: deleteTokenBody, response: tokens } }, async (req) =>
    ok(
      await deleteTokens(ctx, me(req), req.body.ids, req.body.type as TokenKind),
      req.body.type === TOKEN_KIND.card ? "Saved card deleted." : "Saved UPI ID deleted.",
    ),
  );
  app.post("/razInfo", { schema: { body: emptyBody, response: { 200: envelope(razInfoData) } } }, async (req) =>
    ok(await razInfo(ctx, me(req))),
  );
  app.post("/banks", { schema: { body: emptyBody, response: { 200: envelope(banksData) } } }, async () =>
    ok(await banks(ctx)),
  );
};

export default payments;
