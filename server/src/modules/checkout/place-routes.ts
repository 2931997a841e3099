// The five place-order calls (form POST: `inputs` JSON and an optional `image`). Each answers
// data.shops, the orders made. The image is stored first and removed again if no order is made.
import fs from "node:fs/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DELIVERY_TYPE } from "../../contract/cart";
import { envelope } from "../../contract/common";
import { CHECKOUT_MESSAGES, placeOrderData, type PlaceOrderData, type PlaceOrderInputs } from "../../contract/checkout";
import type { AppContext } from "../../plugins/db";
import { readPlaceForm, storeOrderImage } from "./place-form-http";
import { placeBfcash, placeCod, placeOnline, type PlaceRoute } from "./place";
import { perCustomer } from "./rate-limits-http";

type Place = (
  ctx: AppContext,
  userId: string,
  route: PlaceRoute,
  inputs: PlaceOrderInputs,
  image: string | null,
) => Promise<PlaceOrderData>;

const PATHS: [string, PlaceRoute, Place][] = [
  ["/order/place/online/bfcash", { pay: "bfcash", deliveryType: DELIVERY_TYPE.byShop }, placeBfcash],
  ["/order/place/online/shop", { pay: "online", deliveryType: DELIVERY_TYPE.byShop }, placeOnline],
  ["/order/place/online/takeaway", { pay: "online", deliveryType: DELIVERY_TYPE.selfPickup }, placeOnline],
  ["/order/place/cashOnDelivery/shop", { pay: "cod", deliveryType: DELIVERY_TYPE.byShop }, placeCod],
  ["/order/place/cashOnDelivery/takeaway", { pay: "cod", deliveryType: DELIVERY_TYPE.selfPickup }, placeCod],
];

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook("onRequest", app.requireCustomer);
  for (const [path, fixed, place] of PATHS) {
    app.post(
      path,
      { config: { rateLimit: perCustomer(20) }, schema: { response: { 200: envelope(placeOrderData) } } },
      async (req) => {
        const form = await readPlaceForm(req);
        // Galli Cash pays for either delivery type; the payload says which.
        const route: PlaceRoute =
          fixed.pay === "bfcash" ? { ...fixed, deliveryType: form.inputs.is_shop_delivery ? DELIVERY_TYPE.byShop : DELIVERY_TYPE.selfPickup } : fixed;
        const image = form.image ? await storeOrderImage(ctx.adapters.storage, form.image) : null;
        try {
          const data = await place(ctx, req.auth.sub, route, form.inputs, image);
          return { success: true as const, message: CHECKOUT_MESSAGES.placed, data };
        } catch (err) {
          const file = image ? ctx.adapters.storage.resolve(image) : null;
          if (file) await fs.rm(file, { force: true });
          throw err;
        }
      },
    );
  }
};

export default routes;
