// /user/cart/* and the cart's priced views under /user/order/view/*: customers only. Each handler
// parses (schemas), authorises (preHandler) and calls one service function.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import {
  billingBody,
  billingPrices,
  cartChangeBody,
  cartClearBody,
  cartRemoveBody,
  cartShopBody,
  cartView,
  cartWriteBody,
  customizeChoice,
  customShopBody,
  deliveryTypesBody,
  deliveryTypesData,
  verifyShopBody,
  verifyShopData,
  verifyStockData,
} from "../../contract/cart";
import { addToCart, clearCart, removeFromCart, viewCart } from "./service";
import { verifyShop, verifyStock, viewBilling, viewDeliveryTypes } from "./verify";
import { viewAutoSelect, viewCustomStores, viewOtherStores, writeToCart } from "./customize";
import { ok } from "../../lib/envelope";

const cartAnswer = { 200: envelope(cartView) };

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook("onRequest", app.requireCustomer);
  const me = (req: { auth: { sub: string } }) => req.auth.sub;

  app.post("/cart/view/cr", { schema: { body: cartClearBody, response: cartAnswer } }, async (req) =>
    ok(await viewCart(ctx, me(req))),
  );
  app.post("/cart/add", { schema: { body: cartChangeBody, response: cartAnswer } }, async (req) =>
    ok(await addToCart(ctx, me(req), req.body), "Added to cart."),
  );
  app.delete("/cart/remove/cr", { schema: { body: cartRemoveBody, response: cartAnswer } }, async (req) =>
    ok(await removeFromCart(ctx, me(req), req.body), "Removed from cart."),
  );
  app.delete("/cart/clear/cr", { schema: { body: cartClearBody, response: cartAnswer } }, async (req) =>
    ok(await clearCart(ctx, me(req)), "Cart cleared."),
  );
  app.post(
    "/cart/verify/stock",
    { schema: { body: cartShopBody, response: { 200: envelope(verifyStockData) } } },
    async (req) => {
      const data = await verifyStock(ctx, me(req), req.body._id);
      return ok(data, data.in_stock ? undefined : "Some items in your cart are no longer in stock.");
    },
  );
  app.post(
    "/cart/verify/shop",
    { schema: { body: verifyShopBody, response: { 200: envelope(verifyShopData) } } },
    async (req) => ok(await verifyShop(ctx, me(req), req.body)),
  );
  app.post(
    "/cart/view/as",
    { schema: { body: cartShopBody, response: { 200: envelope(customizeChoice) } } },
    async (req) => ok(await viewAutoSelect(ctx, me(req), req.body._id)),
  );
  app.post(
    "/cart/view/os",
    { schema: { body: cartShopBody, response: { 200: envelope(z.array(customizeChoice)) } } },
    async (req) => ok(await viewOtherStores(ctx, me(req), req.body._id)),
  );
  app.post(
    "/cart/view/cs",
    { schema: { body: customShopBody, response: { 200: envelope(z.array(customizeChoice)) } } },
    async (req) => ok(await viewCustomStores(ctx, me(req), req.body._id, req.body.shopIds)),
  );
  app.post("/cart/write", { schema: { body: cartWriteBody, response: cartAnswer } }, async (req) =>
    ok(await writeToCart(ctx, me(req), req.body), "Your cart was updated."),
  );
  app.post(
    "/order/view/billing",
    { schema: { body: billingBody, response: { 200: envelope(billingPrices) } } },
    async (req) => ok(await viewBilling(ctx, me(req), req.body)),
  );
  app.post(
    "/order/view/delivery/type",
    { schema: { body: deliveryTypesBody, response: { 200: envelope(deliveryTypesData) } } },
    async (req) => ok(await viewDeliveryTypes(ctx, me(req), req.body)),
  );
};

export default routes;
