// The ops console's pages: one entry each (path under /ops, the roles it lets in, its nav label),
// each page a chunk of its own. The navigation shows a member only the pages their role opens; a
// page opened without it shows "Not allowed" (its API answers 403 anyway).
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { OPS_AREA_ROLES, type OpsRole } from "@contract/ops-roles-constants";
import type { TranslationKey } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import "@/lib/i18n/texts/opsDesk";
// The review queue's nav label.
import "@/lib/i18n/texts/opsReview";
// The commission page's nav label.
import "@/lib/i18n/texts/opsCommission";
// The payouts page's nav label.
import "@/lib/i18n/texts/opsPayouts";
// The System page's nav label.
import "@/lib/i18n/texts/opsSystem";
// The Support queue's nav label.
import "@/lib/i18n/texts/grievance";

export { OPS_BASE, opsPath } from "./paths";

export type OpsRoute = {
  /** Under /ops: "" is the home page. */
  path: string;
  /** null: any signed-in ops member. */
  roles: readonly OpsRole[] | null;
  /** The nav link's text; a route without one has no link (a detail page). */
  label?: TranslationKey;
  Page: LazyExoticComponent<ComponentType>;
};

export const opsRoutes: OpsRoute[] = [
  { path: "", roles: null, label: "opsCore.nav.home", Page: lazy(() => import("./pages/home-page")) },
  {
    path: "enquiries",
    roles: OPS_AREA_ROLES.enquiriesRead,
    label: "opsCore.nav.enquiries",
    Page: lazy(() => import("./pages/enquiries-page")),
  },
  { path: "onboarding", roles: OPS_AREA_ROLES.admin, Page: lazy(() => import("./pages/onboarding-page")) },
  {
    path: "shops/waiting",
    roles: OPS_AREA_ROLES.review,
    label: "opsCore.nav.shops",
    Page: lazy(() => import("./pages/shops-waiting-page")),
  },
  {
    path: "audit",
    roles: OPS_AREA_ROLES.audit,
    label: "opsCore.nav.audit",
    Page: lazy(() => import("./pages/audit-page")),
  },
  { path: "orders", roles: OPS_AREA_ROLES.desk, label: "opsDesk.orders.nav", Page: lazy(() => import("./pages/orders-page")) },
  { path: "escalations", roles: OPS_AREA_ROLES.desk, label: "opsDesk.escalations.nav", Page: lazy(() => import("./pages/escalations-page")) },
  { path: "shops", roles: OPS_AREA_ROLES.admin, label: "opsDesk.shops.nav", Page: lazy(() => import("./pages/shops-page")) },
  { path: "customers", roles: OPS_AREA_ROLES.desk, label: "opsDesk.customers.nav", Page: lazy(() => import("./pages/customers-page")) },
  { path: "reviews", roles: OPS_AREA_ROLES.review, label: "opsReview.title", Page: lazy(() => import("./pages/reviews-page")) },
  {
    path: "commission",
    roles: OPS_AREA_ROLES.admin,
    label: "opsCommission.nav",
    Page: lazy(() => import("./pages/commission-page")),
  },
  {
    path: "payouts",
    roles: OPS_AREA_ROLES.admin,
    label: "opsPayouts.nav",
    Page: lazy(() => import("./pages/payouts-page")),
  },
  { path: "system", roles: OPS_AREA_ROLES.admin, label: "opsSystem.nav", Page: lazy(() => import("./pages/system-page")) },
  { path: "reviews/:reviewId", roles: OPS_AREA_ROLES.review, Page: lazy(() => import("./pages/reviews-detail-page")) },
  { path: "tickets", roles: OPS_AREA_ROLES.tickets, label: "grievance.ops.nav", Page: lazy(() => import("./pages/tickets-page")) },
  { path: "tickets/:ticketId", roles: OPS_AREA_ROLES.tickets, Page: lazy(() => import("./pages/ticket-detail-page")) },
];
