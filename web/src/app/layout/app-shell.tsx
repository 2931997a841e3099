import { Navigate, Outlet, useLocation } from "react-router-dom";
import { paths } from "@/app/paths";
import { SessionGate } from "@/features/session/components/session-gate";
import { shouldRedirectToApp } from "@/lib/mobile";
import { storedBrowserOnPhone } from "@/lib/storage";
import { ApiErrorDialog } from "./api-error-dialog";
import { NavigationBridge } from "./navigation-bridge";
import { ScrollToTop } from "./scroll-to-top";

/** Wraps every route: phones go to the store-app page, pages wait for a token, errors pop up. */
export function AppShell() {
  const { pathname, search } = useLocation();
  if (shouldRedirectToApp(navigator.userAgent, pathname, storedBrowserOnPhone.get() === "1")) {
    // The store-app page's 'Continue in browser' comes back to the page the phone asked for.
    return <Navigate to={paths.getApp} replace state={{ from: pathname + search }} />;
  }
  return (
    <>
      <NavigationBridge />
      <ScrollToTop />
      <SessionGate>
        <Outlet />
      </SessionGate>
      <ApiErrorDialog />
    </>
  );
}
