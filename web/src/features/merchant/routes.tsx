// The console's pages: one entry each (path under /merchant, the privilege it needs, its nav label),
// each page a chunk of its own. The navigation shows a member only the pages their privileges open;
// a page opened without the privilege shows "Not allowed" (its API answers 403 anyway).
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { Privilege } from "@contract/console-roles-constants";
import type { TranslationKey } from "@/lib/i18n";
// The orders link's label is in the orders pages' texts.
import "@/lib/i18n/texts/merchantOrders";
// The nav labels of the stock, settings and API keys pages.
import "@/lib/i18n/texts/merchantStore";
// The Products link's label.
import "@/lib/i18n/texts/merchantCatalogue";
// The Statements link's label.
import "@/lib/i18n/texts/merchantStatements";

export type ConsoleRoute = {
  /** Under /merchant: "" is the home page. */
  path: string;
  /** null: any signed-in member; a list: a member with any of them. */
  privilege: Privilege | readonly Privilege[] | null;
  /** The nav link's text; a route without one has no link (a detail page). */
  label?: TranslationKey;
  Page: LazyExoticComponent<ComponentType>;
};

export const consoleRoutes: ConsoleRoute[] = [
  { path: "", privilege: null, label: "merchantCore.nav.home", Page: lazy(() => import("./pages/dashboard-page")) },
  {
    path: "orders",
    privilege: "orders",
    label: "merchantOrders.title",
    Page: lazy(() => import("./pages/orders-page")),
  },
  {
    path: "deliveries",
    // The member's own trips (deliveries); the shop's cash with its delivery members (orders).
    privilege: ["deliveries", "orders"],
    label: "merchantCore.nav.deliveries",
    Page: lazy(() => import("./pages/deliveries-page")),
  },
  { path: "orders/:orderId", privilege: "orders", Page: lazy(() => import("./pages/order-page")) },
  { path: "orders/:orderId/slip", privilege: "orders", Page: lazy(() => import("./pages/packing-slip-page")) },
  {
    path: "staff",
    privilege: "staff",
    label: "merchantCore.nav.staff",
    Page: lazy(() => import("./pages/staff-page")),
  },
  {
    path: "audit",
    privilege: "staff",
    label: "merchantCore.nav.audit",
    Page: lazy(() => import("./pages/audit-page")),
  },
  {
    path: "products",
    privilege: "catalogue",
    label: "merchantCatalogue.title",
    Page: lazy(() => import("./pages/products-page")),
  },
  { path: "products/new", privilege: "catalogue", Page: lazy(() => import("./pages/products-edit-page")) },
  { path: "products/import", privilege: "catalogue", Page: lazy(() => import("./pages/products-import-page")) },
  { path: "products/:productId", privilege: "catalogue", Page: lazy(() => import("./pages/products-edit-page")) },
  { path: "stock", privilege: "catalogue", label: "merchantStore.stock.title", Page: lazy(() => import("./pages/stock-page")) },
  { path: "settings", privilege: "settings", label: "merchantStore.settings.title", Page: lazy(() => import("./pages/store-settings-page")) },
  { path: "api-keys", privilege: "integrations", label: "merchantStore.keys.title", Page: lazy(() => import("./pages/integrations-page")) },
  { path: "webhooks", privilege: "integrations", Page: lazy(() => import("./pages/integrations-page")) },
  {
    path: "statements",
    privilege: "money",
    label: "merchantStatements.title",
    Page: lazy(() => import("./pages/statements-page")),
  },
  { path: "statements/payouts/:payoutId", privilege: "money", Page: lazy(() => import("./pages/payout-statement-page")) },
  { path: "payouts", privilege: "money", label: "merchantCore.nav.payouts", Page: lazy(() => import("./pages/payouts-page")) },
];

/**
 * The console's page paths by privilege, for pages other parts of the console add (their entries
 * above take over once added): a member without the privilege sees "Not allowed" there.
 */
export const CONSOLE_PAGE_PRIVILEGES: Record<string, Privilege | readonly Privilege[]> = {
  orders: "orders",
  deliveries: ["deliveries", "orders"],
  products: "catalogue",
  stock: "catalogue",
  settings: "settings",
  "api-keys": "integrations",
  webhooks: "integrations",
  payouts: "money",
  staff: "staff",
  audit: "staff",
  statements: "money",
};

export const CONSOLE_BASE = "/merchant";
export const consolePath = (path: string) => (path ? `${CONSOLE_BASE}/${path}` : CONSOLE_BASE);
