// Every domain plugin with its prefix, listed (not autoloaded) so the app's surface reads here. Each
// module's routes are registered here and nowhere else: no module registers another's (the boundary
// lint, eslint/server-boundaries.js, refuses it), so a module's console routes (statements under
// /merchant/api, payouts under /ops/api, ...) are listed here beside the console they belong to.
import type { FastifyInstance } from "fastify";
import { consoleWing } from "../plugins/console-guard";
import health from "./health";
import auth from "./auth";
import profile from "./profile";
import privacy from "./privacy";
import dev from "./dev";
import places from "./places";
import shops from "./shops";
import promo from "./promo";
import inventory from "./inventory";
import ads from "./ads";
import support from "./support";
import enquiry from "./enquiry";
import content from "./content";
import shopConsole from "./shop-console";
import { staffGuards } from "./shop-console/public";
import opsConsole from "./ops";
import { opsGuards, opsRateLimit, opsReview } from "./ops/public";
import { reviewRoutes } from "./product-review/public";
import { statementsRoutes } from "./statements/public";
import { bankAccountRoutes, opsPayoutRoutes } from "./payouts/public";
import { invoiceConsoleRoutes } from "./invoices/public";
import { opsMoneyRoutes } from "./ledger/public";
import { opsSystemRoutes } from "./system/public";
import catalog from "./catalog";
import cart from "./cart";
import checkout from "./checkout";
import payments from "./payments";
import wallet from "./wallet";
import { razorpayEmulator } from "../adapters/payments/emulator";
import orders from "./orders";
import refunds from "./refunds";
import finder from "./finder";
import shopOrdersApi from "./shop-orders-api";
import webhooks from "./webhooks";
import payouts from "./payouts";
import invoices from "./invoices";
import { liveCustomer, liveHub, liveShop } from "./live";
import ledger from "./ledger";
import { deliveryApiRoutes, deliveryConsoleRoutes, deliveryJobs } from "./delivery/public";
import { slotsApiRoutes, slotsConsoleRoutes, slotsCustomerRoutes } from "./slots";
import { areaApiRoutes, areaConsoleRoutes } from "./delivery-areas";
import {
  substitutionJobs,
  substitutionsApiRoutes,
  substitutionsConsoleRoutes,
  substitutionsCustomerRoutes,
} from "./substitutions";

export async function registerModules(app: FastifyInstance) {
  // The consoles' members on the request (request.staff, request.ops); a console guard runs first.
  consoleWing(app, [staffGuards, opsGuards]);
  await app.register(health);
  await app.register(auth, { prefix: "/user/auth" });
  await app.register(profile, { prefix: "/user/profile" });
  // /user/profile/consents*, /export, /delete*; the inactive-account erasure job
  await app.register(privacy, { prefix: "/user/profile" });
  if (app.ctx.config.demoMode) await app.register(dev, { prefix: "/dev" });
  await app.register(places, { prefix: "/user/places" });
  await app.register(shops, { prefix: "/user/category" });
  await app.register(promo, { prefix: "/user" });
  await app.register(inventory, { prefix: "/api" });
  // /api/stores/:store_key/orders/*, /api/stores/:store_key/webhook/*
  await app.register(shopOrdersApi, { prefix: "/api/stores" });
  // the last mile's merchant API: /api/stores/:store_key/delivery-members, .../orders/:order_id/<assign|pickup|position|fail|return>
  await app.register(deliveryApiRoutes, { prefix: "/api/stores" });
  // delivery slot capacity and cut-off: /api/stores/:store_key/slots (GET, PUT)
  await app.register(slotsApiRoutes, { prefix: "/api/stores" });
  // a store's delivery area: /api/stores/:store_key/area (GET, PUT)
  await app.register(areaApiRoutes, { prefix: "/api/stores" });
  // substitutions: /api/stores/:store_key/orders/:order_id/substitutions (POST)
  await app.register(substitutionsApiRoutes, { prefix: "/api/stores" });
  // the live event streams: /user/live/events, /api/stores/:store_key/events
  await app.register(liveHub);
  await app.register(liveCustomer, { prefix: "/user/live" });
  await app.register(liveShop, { prefix: "/api/stores" });
  // the webhook job's timer; /dev/webhooks (the test receiver) in demo mode
  await app.register(webhooks);
  // the payout job (payouts to the shops' bank accounts)
  await app.register(payouts);
  await app.register(ads, { prefix: "/user/ads" });
  await app.register(support, { prefix: "/user/order/support" });
  // /user/enquiry, the partner form's lists (/merchant/api/category/:type, /merchant/api/loclist),
  // and /dev/captcha in demo mode
  await app.register(enquiry);
  await app.register(content, { prefix: "/user/content" });
  // the merchant console: /merchant/api/auth/*, /merchant/api/me, staff, roles, audit and the console's pages' calls
  await app.register(shopConsole, { prefix: "/merchant/api" });
  // the console's Statements, bank account and tax invoice pages' calls
  await app.register(statementsRoutes, { prefix: "/merchant/api" });
  await app.register(bankAccountRoutes, { prefix: "/merchant/api" });
  await app.register(invoiceConsoleRoutes, { prefix: "/merchant/api" });
  // the last mile: the delivery member's trips (/merchant/api/deliveries*), members, assign, return
  await app.register(deliveryConsoleRoutes, { prefix: "/merchant/api" });
  // the store settings' slot panel: /merchant/api/settings/:shop_id/slots*
  await app.register(slotsConsoleRoutes, { prefix: "/merchant/api" });
  // the store settings' delivery area editor: /merchant/api/settings/:shop_id/area/:store_id
  await app.register(areaConsoleRoutes, { prefix: "/merchant/api" });
  // a short line and its substitute on the console's order page: /merchant/api/orders/:order_id/substitutions*
  await app.register(substitutionsConsoleRoutes, { prefix: "/merchant/api" });
  // the substitution-expiry job (unanswered proposals follow the line's rule after 10 minutes)
  await app.register(substitutionJobs);
  // the last mile's jobs: automatic assignment (delivery-auto-assign), in demo mode the moving deliveries (demo-deliveries)
  await app.register(deliveryJobs);
  // the operations console (Galli's own staff): /ops/api/auth/*, /ops/api/me and the console's pages' calls
  await app.register(opsConsole, { prefix: "/ops/api" });
  // The catalogue's review queue (products waiting for review) with the ops guard, reviewer and
  // audit log; limited per ops token like the console's own routes (the plugin sets no limit).
  await app.register(
    async (scope) => {
      scope.addHook("onRequest", scope.rateLimit(opsRateLimit().rateLimit));
      scope.addHook("onRoute", (route) => {
        route.config = { ...(route.config ?? {}), opsScopeLimited: true } as never;
      });
      await scope.register(reviewRoutes, opsReview);
    },
    { prefix: "/ops/api" },
  );
  // the operations console's Payouts and money reconciliation pages' calls
  await app.register(opsPayoutRoutes, { prefix: "/ops/api" });
  await app.register(opsMoneyRoutes, { prefix: "/ops/api" });
  // /ops/api/system: the jobs, queues, reconciliation, process and database at a glance (Admin)
  await app.register(opsSystemRoutes, { prefix: "/ops/api" });
  // /user/product/view/*, /user/product/update/productReport, /user/product/img/view, /user/cart/qty
  await app.register(catalog, { prefix: "/user" });
  // /user/cart/* (but /cart/qty), /user/order/view/billing, /user/order/view/delivery/type
  await app.register(cart, { prefix: "/user" });
  // /user/find/search, /user/find/frequent, /user/find/basket, /user/cart/move, /user/cart/buy-again
  await app.register(finder, { prefix: "/user" });
  // /user/order/payment, /user/order/razor/payment, /user/order/place/*, /user/order/refund/orderIssue
  await app.register(checkout, { prefix: "/user" });
  // /user/order/slots: the checkout's slot list (full and closed slots marked, the next free one)
  await app.register(slotsCustomerRoutes, { prefix: "/user" });
  // /user/order/substitutions/respond, /rules, /default
  await app.register(substitutionsCustomerRoutes, { prefix: "/user" });
  await app.register(payments, { prefix: "/user/order/razor" });
  await app.register(wallet, { prefix: "/user" });
  // The Razorpay stand-in (DESIGN.md section 5); with real keys the SDK talks to Razorpay instead.
  if (app.ctx.config.razorpay.mode === "emulator") await app.register(razorpayEmulator, { prefix: "/mock/razorpay" });
  // /user/order/track/*, /user/order/history/*, /user/order/view/*/titles, /user/order/help/*
  await app.register(orders, { prefix: "/user/order" });
  // the refund-sync job (refunds sent to their source, followed until processed)
  await app.register(refunds);
  // the shops' ledger: the ledger-sync and money-reconciliation jobs
  await app.register(ledger);
  // /user/order/invoice/:order_id (GST tax invoices and credit notes, PDF), its documents list
  await app.register(invoices, { prefix: "/user/order" });
}
