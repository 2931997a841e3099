// /user/order/view/*/titles: reasons for the cancel and replacement dialogs, review titles per rating.
// All in the request's language. (/user/order/view/billing and /delivery/type belong to the cart.)
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope } from "../../contract/common";
import {
  orderRefBody,
  productReviewTitlesBody,
  productReviewTitlesData,
  reasonTitlesData,
  shopReviewTitlesData,
} from "../../contract/orders-actions";
import { ok } from "../../lib/envelope";
import { requestLanguage } from "../../lib/language";
import { productReviewTitles, reasonTitles, shopReviewTitles } from "./titles";

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reasons = { schema: { response: { 200: envelope(reasonTitlesData) } } };

  const language = (req: Parameters<typeof requestLanguage>[0]) => requestLanguage(req, ctx.db);

  app.get("/view/cancel/titles", reasons, async (req) => ok(await reasonTitles(ctx, "cancel", await language(req))));
  app.get("/view/replacement/titles", reasons, async (req) =>
    ok(await reasonTitles(ctx, "replacement", await language(req))),
  );
  app.post(
    "/view/shopreview/titles",
    { schema: { body: orderRefBody, response: { 200: envelope(shopReviewTitlesData) } } },
    async (req) => ok(await shopReviewTitles(ctx, req.auth.sub, req.body, await language(req))),
  );
  app.post(
    "/view/productreview/titles",
    { schema: { body: productReviewTitlesBody, response: { 200: envelope(productReviewTitlesData) } } },
    async (req) => ok(await productReviewTitles(ctx, req.auth.sub, req.body, await language(req))),
  );
};

export default routes;
