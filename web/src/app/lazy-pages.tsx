// Pages and dialogs that load on demand: /home ships only what it draws; a shop's products page,
// the account pages, the static pages, the partner and API document pages, the checkout dialog,
// the app-wide modals (login, sign-up, rewards, support, offers) and the cart's dialogs each come in
// their own chunk when first needed (the products page is fetched early, see preloadShopPage).
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Loader } from "@/components/ui/spinner";
import { classifyShopSegment, paths, staticPaths, type StaticPageKey } from "./paths";

/**
 * A chunk's loader that keeps what it loaded: asked again, it answers the same promise, and once
 * the module is in, `loaded()` hands it over without waiting.
 */
export type Chunk = (() => Promise<object>) & { loaded: () => object | undefined };
export function chunk(load: () => Promise<object>): Chunk {
  let module: object | undefined;
  let loading: Promise<object> | undefined;
  const get = () => {
    loading ??= load().then(
      (m) => (module = m),
      (error: unknown) => {
        loading = undefined; // a failed fetch is tried again next time
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(get, { loaded: () => module });
}

const loaders = {
  products: chunk(() => import("./pages/products-page")),
  find: chunk(() => import("@/features/shops/pages/find-page")),
  trackOrder: chunk(() => import("@/features/orders/pages/track-order-page")),
  purchaseHistory: chunk(() => import("@/features/orders/pages/purchase-history-page")),
  payments: chunk(() => import("@/features/payments/pages/payments-page")),
  profile: chunk(() => import("@/features/profile/pages/profile-page")),
  support: chunk(() => import("@/features/support/pages/support-page")),
  staticPage: chunk(() => import("@/features/content/pages/static-page")),
  partner: chunk(() => import("@/features/partner/pages/partner-page")),
  apiDocs: chunk(() => import("@/features/api-docs/pages/api-docs-page")),
  checkout: chunk(() => import("@/features/checkout/components/checkout-dialog")),
  accountModals: chunk(() => import("@/features/auth/components/account-modals")),
  rewardsModal: chunk(() => import("@/features/rewards/components/rewards-modal")),
  supportModal: chunk(() => import("@/features/support/components/support-modal")),
  offersPanel: chunk(() => import("@/features/shops/components/offers-panel")),
  cartModals: chunk(() => import("@/features/cart/components/cart-modals")),
  merchant: chunk(() => import("@/features/merchant/console")),
  ops: chunk(() => import("@/features/ops/ops-console")),
};

/**
 * React.lazy for a named export of one of the chunks above. A chunk already loaded is handed over
 * at once (a thenable that calls back synchronously, which React.lazy takes without suspending):
 * the page is drawn in the first render, with no loader in between. React keeps a fallback it has
 * shown for at least 300 ms, so suspending on a chunk that is already in would delay the page.
 */
export function lazyNamed<P extends object>(load: Chunk, name: string) {
  const component = (module: object) => ({ default: module[name as keyof object] as ComponentType<P> });
  return lazy(() => {
    const module = load.loaded();
    if (!module) return load().then(component);
    const now = component(module);
    return { then: (resolve: (value: typeof now) => void) => resolve(now) } as Promise<typeof now>;
  });
}

/** Fetches the products page's chunk while the customer still looks at /home. */
export const preloadShopPage = () => void loaders.products().catch(() => undefined);

/** The chunk of the page a first load opens on, by its path (as the router matches: without case). */
function loaderFor(pathname: string): Chunk | null {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  const byPath: Record<string, Chunk> = {
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
  if (path === "/merchant" || path.startsWith("/merchant/")) return loaders.merchant;
  if (path === "/ops" || path.startsWith("/ops/")) return loaders.ops;
  if (Object.values(staticPaths).some((p) => p.toLowerCase() === path)) return loaders.staticPage;
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 1 && classifyShopSegment(segments[0]).kind !== "reserved") return loaders.products;
  // A shop's or product's own address: /public/products/{shop}[/product/{id}], /{shop}/product/{id}.
  if (segments[1] === "products" || segments[1] === "product") return loaders.products;
  return null;
}

/**
 * Starts fetching the chunk of the page being opened as the app starts, alongside the session
 * request, rather than when the page first renders (after the session's token has arrived). The
 * app's first render waits for it (main.tsx), so the page is drawn at once; a chunk that fails to
 * load resolves too, and the page's lazy load then tries again (and shows its error).
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const load = loaderFor(pathname);
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** Every chunk at once (tests render routes without waiting on module loads). */
export const preloadLazyPages = () => Promise.all(Object.values(loaders).map((load) => load()));

export const ProductsPage = lazyNamed<{ storeUniqueId?: string; publicShopId?: string; productId?: string }>(
  loaders.products,
  "ProductsPage",
);
export const TrackOrderPage = lazyNamed(loaders.trackOrder, "TrackOrderPage");
export const FindPage = lazyNamed(loaders.find, "FindPage");
export const PurchaseHistoryPage = lazyNamed(loaders.purchaseHistory, "PurchaseHistoryPage");
export const PaymentsPage = lazyNamed(loaders.payments, "PaymentsPage");
export const ProfilePage = lazyNamed(loaders.profile, "ProfilePage");
export const SupportPage = lazyNamed(loaders.support, "SupportPage");
export const StaticPage = lazyNamed<{ page: StaticPageKey }>(loaders.staticPage, "StaticPage");
export const PartnerPage = lazyNamed(loaders.partner, "PartnerPage");
export const ApiDocsPage = lazyNamed(loaders.apiDocs, "ApiDocsPage");
export const CheckoutDialog = lazyNamed(loaders.checkout, "CheckoutDialog");
export const AccountModals = lazyNamed(loaders.accountModals, "AccountModals");
export const RewardsModal = lazyNamed(loaders.rewardsModal, "RewardsModal");
export const SupportModal = lazyNamed<{ contact?: { email: string | null; phone: string | null } }>(
  loaders.supportModal,
  "SupportModal",
);
export const OffersPanel = lazyNamed(loaders.offersPanel, "OffersPanel");
export const CartModals = lazyNamed(loaders.cartModals, "CartModals");
export const MerchantConsole = lazyNamed(loaders.merchant, "MerchantConsole");
export const OpsConsole = lazyNamed(loaders.ops, "OpsConsole");

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
