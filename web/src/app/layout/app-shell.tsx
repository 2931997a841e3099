import { Navigate, Outlet, useLocation } from "react-router-dom";
import { paths } from "@/app/paths";
import { SessionGate } from "@/features/session/components/session-gate";
import { shouldRedirectToApp } from "@/lib/mobile";
import { ApiErrorDialog } from "./api-error-dialog";
import { NavigationBridge } from "./navigation-bridge";

/** Wraps every route: phones go to the store-app page, pages wait for a token, errors pop up. */
export function AppShell() {
  const { pathname } = useLocation();
  if (shouldRedirectToApp(navigator.userAgent, pathname)) return <Navigate to={paths.getApp} replace />;
  return (
    <>
      <NavigationBridge />
      <SessionGate>
        <Outlet />
      </SessionGate>
      <ApiErrorDialog />
    </>
  );
}
