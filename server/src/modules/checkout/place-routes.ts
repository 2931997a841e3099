// The five place-order calls (form POST: `inputs` JSON and an optional `image`). Each answers
// data.shops, the orders made. The image is stored first and removed again if no order is made.
import fs from "node:fs/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DELIVERY_TYPE } from "../../contract/cart";
import { envelope } from "../../contract/common";
import { CHECKOUT_MESSAGES, placeOrderData, type PlaceOrderData, type PlaceOrderInputs } from "../../contract/checkout";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import { readPlaceForm, storeOrderImage } from "./place-form-http";
import { placeBfcash, placeCod, placeOnline, type PlaceRoute } from "./place";
import { placedShopGroup } from "./placed";
import { metrics } from "../../lib/metrics";
import { AppError } from "../../lib/app-error";
import { toPaise } from "../../lib/money";
import { perCustomer } from "./rate-limits-http";
import { commissionRules, syncLedgerAfter, type CommissionRulesCache } from "../ledger/public";

type Place = (
  ctx: AppContext & { commission?: CommissionRulesCache },
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

async function postPaidOrders(db: AppContext["db"], checkoutId: string) {
  try {
    const orders = await db.order.findMany({ where: { checkoutId }, select: { id: true } });
    await syncLedgerAfter(
      db,
      orders.map((o) => o.id),
    );
  } catch {
    // the ledger-sync job posts them
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  let commission: CommissionRulesCache | null = null;
  // The app's context and the commission rules' cache, built on first use (the read epochs are
  // decorated by a plugin that may register after this one).
  const ctx: AppContext & { commission: CommissionRulesCache } = Object.create(app.ctx, {
    commission: { get: () => (commission ??= commissionRules(app.ctx.db, app.readEpochs ?? null)) },
  });
  app.addHook("onRequest", app.requireCustomer);
  for (const [path, fixed, place] of PATHS) {
    app.post(
      path,
      { config: { rateLimit: perCustomer(20) }, schema: { response: { 200: envelope(placeOrderData) } } },
      async (req) => {
        const form = await readPlaceForm(req);
        // Galli Cash pays for either delivery type; the payload says which.
        const route: PlaceRoute =
          fixed.pay === "bfcash"
            ? { ...fixed, deliveryType: form.inputs.is_shop_delivery ? DELIVERY_TYPE.byShop : DELIVERY_TYPE.selfPickup }
            : fixed;
        const image = form.image ? await storeOrderImage(ctx.adapters.storage, form.image) : null;
        try {
          const data = await place(ctx, req.auth.sub, route, form.inputs, image);
          const shopGroup = placedShopGroup.get(data) ?? "unknown";
          metrics.ordersPlaced.inc({ payment: fixed.pay, shop_group: shopGroup }, data.shops.length);
          if (data.paid.bfcash > 0) metrics.galliCashSpentPaise.inc(toPaise(data.paid.bfcash));
          // A paid order's sale is in the shops' ledger at once (cash on delivery waits for delivery).
          if (fixed.pay !== "cod") void postPaidOrders(ctx.db, data.transaction_id);
          return { success: true as const, message: CHECKOUT_MESSAGES.placed, data };
        } catch (err) {
          metrics.placementFailures.inc({ code: err instanceof AppError ? err.code : ERROR_CODE.INTERNAL });
          const file = image ? ctx.adapters.storage.resolve(image) : null;
          if (file) await fs.rm(file, { force: true });
          throw err;
        }
      },
    );
  }
};

export default routes;
