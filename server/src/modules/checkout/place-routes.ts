// The five place-order calls (form POST: `inputs` JSON and an optional `image`). Each answers
// data.shops, the orders made. The image is stored first and removed again if no order is made.
import fs from "node:fs/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
  ["/order/place/online/bfcash", { pay: "bfcash", deliveryType: 1 }, placeBfcash],
  ["/order/place/online/shop", { pay: "online", deliveryType: 1 }, placeOnline],
  ["/order/place/online/takeaway", { pay: "online", deliveryType: 3 }, placeOnline],
  ["/order/place/cashOnDelivery/shop", { pay: "cod", deliveryType: 1 }, placeCod],
  ["/order/place/cashOnDelivery/takeaway", { pay: "cod", deliveryType: 3 }, placeCod],
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
          fixed.pay === "bfcash" ? { ...fixed, deliveryType: form.inputs.is_shop_delivery ? 1 : 3 } : fixed;
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
