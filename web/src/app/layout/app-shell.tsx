import { Navigate, Outlet, useLocation } from "react-router-dom";
import { paths } from "@/app/paths";
import { SessionGate } from "@/features/session/components/session-gate";
import { useAppSelector } from "@/app/hooks";
import { selectEmbeddedShopId } from "@/features/catalog/selectors";
import { privateShopRefForPath } from "@/features/catalog/shop-ref";
import { shouldRedirectToApp } from "@/lib/mobile";
import { storedBrowserOnPhone } from "@/lib/storage";
import { ApiErrorDialog } from "./api-error-dialog";
import { NavigationBridge } from "./navigation-bridge";
import { ScrollToTop } from "./scroll-to-top";

/** Wraps every route: phones go to the store-app page, pages wait for a token, errors pop up. */
export function AppShell() {
  const { pathname, search } = useLocation();
  // A shop's page whose first data came in its HTML draws at once; its calls wait for the token.
  const embeddedShopId = useAppSelector(selectEmbeddedShopId);
  const pathShop = privateShopRefForPath(pathname);
  const drawBeforeToken =
    embeddedShopId !== null && pathShop?.kind === "private" && pathShop.storeUniqueId === embeddedShopId;
  if (shouldRedirectToApp(navigator.userAgent, pathname, storedBrowserOnPhone.get() === "1")) {
    // The store-app page's 'Continue in browser' comes back to the page the phone asked for.
    return <Navigate to={paths.getApp} replace state={{ from: pathname + search }} />;
  }
  return (
    <>
      <NavigationBridge />
      <ScrollToTop />
      <SessionGate drawBeforeToken={drawBeforeToken}>
        <Outlet />
      </SessionGate>
      <ApiErrorDialog />
    </>
  );
}
