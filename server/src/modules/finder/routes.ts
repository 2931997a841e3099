// /user/find/*: search across the nearby shops (guests too), frequently bought products and the
// basket optimizer; /user/cart/move and /user/cart/buy-again fill the cart (customers only).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import {
  FREQUENT_PRODUCTS,
  FINDER_MESSAGES,
  basketBody,
  basketData,
  buyAgainBody,
  cartMoveBody,
  findPageQuery,
  findSearchAnswer,
  findSearchBody,
  suggestAnswer,
  suggestQuery,
  frequentBody,
  frequentProduct,
  refillData,
} from "../../contract/finder";
import { ok } from "../../lib/envelope";
import { CATALOG_EPOCH } from "../../lib/read-epochs";
import { catalogSuggester, productSearch, searchTerms } from "../catalog/public";
import { tilesFor } from "../shops/public";
import { buyAgain, moveCart } from "./again";
import { basketPlan, CartChanged } from "./basket";
import { latLng } from "./nearby";
import { frequentNearby, searchPlan, type FinderDeps } from "./search";

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const search = productSearch(db);
  const suggester = catalogSuggester(db, search.vocabulary);
  const deps: FinderDeps = {
    db,
    search,
    tiles: tilesFor(db, app.readEpochs),
    now: app.ctx.now,
  };
  const me = (req: { auth: { sub: string } }) => req.auth.sub;
  const basketAnswer = envelope(basketData);

  app.post(
    "/find/search",
    {
      preHandler: app.requireToken,
      schema: {
        summary: "Search products across the nearby shops",
        description:
          "Products matching the text (word prefixes, every word, one-letter typos corrected, ranked like a shop's search) in the shops the home page lists for these locations and distance (public, private and branded), each with the shops that stock it: price at the shop's cheapest store in range, offer, open state and delivery time; shops in stock and open first, then cheapest. Needs at least 2 letters or digits.",
        querystring: findPageQuery,
        body: findSearchBody,
        response: { 200: findSearchAnswer },
      },
    },
    async (req, reply) => {
      // The tiles' lookup below checks the versions: the answer's lookup needs no second check.
      const checkedAfter = app.readEpochs?.checks?.();
      const plan = await searchPlan(
        deps,
        {
          from: latLng(req.body.searchLocation),
          delivery: latLng(req.body.deliveryLocation),
          maxDistance: req.body.maxDistance,
        },
        req.body.search,
        req.query,
      );
      return app.cachedReply(req, reply, { ...plan, schema: findSearchAnswer, checkedAfter });
    },
  );

  app.get(
    "/find/suggest",
    {
      preHandler: app.requireToken,
      schema: {
        summary: "Suggestions as the customer types",
        description:
          "Category names, brands and product names the text finds, read as the search reads it (English, Hinglish and Devanagari forms of the search dictionary, sound-alike spellings; the last word may be unfinished): categories first, then brands, then products. Empty for text without letters or digits.",
        querystring: suggestQuery,
        response: { 200: suggestAnswer },
      },
    },
    async (req, reply) =>
      app.cachedReply(req, reply, {
        key: `finder:suggest|${req.query.limit}|${searchTerms(req.query.q).join(" ")}`,
        epochs: [CATALOG_EPOCH],
        schema: suggestAnswer,
        compute: async () => ({ success: true as const, data: await suggester.suggest(req.query.q, req.query.limit) }),
      }),
  );

  app.post(
    "/find/frequent",
    {
      preHandler: app.requireCustomer,
      schema: {
        summary: "The customer's frequently bought products, with nearby availability",
        description: `Up to ${FREQUENT_PRODUCTS} products from the customer's orders, most often ordered first, each with the nearby shops stocking it now.`,
        body: frequentBody,
        response: { 200: envelope(z.array(frequentProduct)) },
      },
    },
    async (req) =>
      ok(
        await frequentNearby(
          deps,
          me(req),
          {
            from: latLng(req.body.searchLocation),
            delivery: latLng(req.body.deliveryLocation),
            maxDistance: req.body.maxDistance,
          },
          FREQUENT_PRODUCTS,
        ),
      ),
  );

  app.post(
    "/find/basket",
    {
      preHandler: app.requireCustomer,
      schema: {
        summary: "Price the cart at every nearby shop (basket optimizer)",
        description:
          "The cart's products and quantities priced at every open shop with a store within maxDistance of the delivery location, by the same allocation and billing code checkout charges with (no promo; the customer's delivery type where the shop offers it). Shops lacking a line say which and how many they can supply. Complete baskets first, cheapest first, with the saving against the cart's shop.",
        body: basketBody,
        response: { 200: basketAnswer },
      },
    },
    async (req, reply) => {
      const checkedAfter = app.readEpochs?.checks?.();
      const plan = await basketPlan(deps, me(req), latLng(req.body.deliveryLocation), req.body.maxDistance);
      try {
        return await app.cachedReply(req, reply, { ...plan, schema: basketAnswer, checkedAfter });
      } catch (err) {
        if (err instanceof CartChanged) return ok(err.answer);
        throw err;
      }
    },
  );

  app.post(
    "/cart/move",
    {
      preHandler: app.requireCustomer,
      schema: {
        summary: "Move the cart to another shop",
        description:
          "Empties the cart and fills it with the same products and quantities at this shop (its stores cheapest first, up to their stock). Lines it cannot supply in full are listed in `missing`. Ask the customer before calling: the cart's shop changes.",
        body: cartMoveBody,
        response: { 200: envelope(refillData) },
      },
    },
    async (req) => ok(await moveCart(app.ctx, me(req), req.body._id), FINDER_MESSAGES.moved),
  );

  app.post(
    "/cart/buy-again",
    {
      preHandler: app.requireCustomer,
      schema: {
        summary: "Buy an order again",
        description:
          "Puts the order's products back in the cart at the order's shop, as far as its stores hold them; the rest are listed in `missing`. A cart of another shop answers 409 CART_GROUP_CONFLICT unless `replace` is true (the customer agreed to clear it); a cart of the same shop gains the units.",
        body: buyAgainBody,
        response: { 200: envelope(refillData) },
      },
    },
    async (req) => ok(await buyAgain(app.ctx, me(req), req.body), FINDER_MESSAGES.buyAgain),
  );
};

export default routes;
