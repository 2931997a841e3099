// Pages and dialogs that load on demand: /home ships only what it draws; a shop's products page,
// the account pages, the static pages, the partner and API document pages, the checkout dialog,
// the app-wide modals (login, sign-up, rewards, support, offers) and the cart's dialogs each come in
// their own chunk when first needed (the products page is fetched early, see preloadShopPage).
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Loader } from "@/components/ui/spinner";
import { classifyShopSegment, paths, staticPaths, type StaticPageKey } from "./paths";

const loaders = {
  products: () => import("./pages/products-page"),
  find: () => import("@/features/shops/pages/find-page"),
  trackOrder: () => import("@/features/orders/pages/track-order-page"),
  purchaseHistory: () => import("@/features/orders/pages/purchase-history-page"),
  payments: () => import("@/features/payments/pages/payments-page"),
  profile: () => import("@/features/profile/pages/profile-page"),
  staticPage: () => import("@/features/content/pages/static-page"),
  partner: () => import("@/features/partner/pages/partner-page"),
  apiDocs: () => import("@/features/api-docs/pages/api-docs-page"),
  checkout: () => import("@/features/checkout/components/checkout-dialog"),
  accountModals: () => import("@/features/auth/components/account-modals"),
  rewardsModal: () => import("@/features/rewards/components/rewards-modal"),
  supportModal: () => import("@/features/support/components/support-modal"),
  offersPanel: () => import("@/features/shops/components/offers-panel"),
  cartModals: () => import("@/features/cart/components/cart-modals"),
};

/** React.lazy for a named export of one of the chunks above. */
function lazyNamed<P extends object>(load: () => Promise<object>, name: string) {
  return lazy(async () => ({ default: (await load())[name as keyof object] as ComponentType<P> }));
}

/** Fetches the products page's chunk while the customer still looks at /home. */
export const preloadShopPage = () => void loaders.products().catch(() => undefined);

/** The chunk of the page a first load opens on, by its path (as the router matches: without case). */
function loaderFor(pathname: string): (() => Promise<object>) | null {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  const byPath: Record<string, () => Promise<object>> = {
    [paths.publicProducts]: loaders.products,
    [paths.find]: loaders.find,
    [paths.trackOrder]: loaders.trackOrder,
    [paths.purchaseHistory]: loaders.purchaseHistory,
    [paths.payments]: loaders.payments,
    [paths.profile]: loaders.profile,
    [staticPaths.partner]: loaders.partner,
    [staticPaths.api]: loaders.apiDocs,
  };
  if (byPath[path]) return byPath[path];
  if (Object.values(staticPaths).some((p) => p.toLowerCase() === path)) return loaders.staticPage;
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 1 && classifyShopSegment(segments[0]).kind !== "reserved") return loaders.products;
  return null;
}

/**
 * Starts fetching the chunk of the page being opened as the app starts, alongside the session
 * request, rather than when the page first renders (after the session's token has arrived).
 */
export function preloadPageFor(pathname: string) {
  void loaderFor(pathname)?.().catch(() => undefined);
}

/** Every chunk at once (tests render routes without waiting on module loads). */
export const preloadLazyPages = () => Promise.all(Object.values(loaders).map((load) => load()));

export const ProductsPage = lazyNamed<{ storeUniqueId?: string }>(loaders.products, "ProductsPage");
export const TrackOrderPage = lazyNamed(loaders.trackOrder, "TrackOrderPage");
export const FindPage = lazyNamed(loaders.find, "FindPage");
export const PurchaseHistoryPage = lazyNamed(loaders.purchaseHistory, "PurchaseHistoryPage");
export const PaymentsPage = lazyNamed(loaders.payments, "PaymentsPage");
export const ProfilePage = lazyNamed(loaders.profile, "ProfilePage");
export const StaticPage = lazyNamed<{ page: StaticPageKey }>(loaders.staticPage, "StaticPage");
export const PartnerPage = lazyNamed(loaders.partner, "PartnerPage");
export const ApiDocsPage = lazyNamed(loaders.apiDocs, "ApiDocsPage");
export const CheckoutDialog = lazyNamed(loaders.checkout, "CheckoutDialog");
export const AccountModals = lazyNamed(loaders.accountModals, "AccountModals");
export const RewardsModal = lazyNamed(loaders.rewardsModal, "RewardsModal");
export const SupportModal = lazyNamed(loaders.supportModal, "SupportModal");
export const OffersPanel = lazyNamed(loaders.offersPanel, "OffersPanel");
export const CartModals = lazyNamed(loaders.cartModals, "CartModals");

/** The page area while a page's chunk loads: an announced placeholder that keeps the footer down. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="page page-loading">
          <Loader />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
