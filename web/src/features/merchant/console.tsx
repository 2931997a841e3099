// The merchant console (/merchant/*), loaded on demand: the customer pages never download it. The
// consoles' one gate (components/console/console-app.tsx): signed out the sign-in page at any
// console address; signed in, the page of the address inside the console's frame, or "Not allowed"
// where the member's role lacks the page's privilege. After a code sign-in it asks for a password.
import "@/lib/i18n/texts/merchantCore";
import { Navigate } from "react-router-dom";
import { ConsoleApp } from "@/components/console/console-app";
import { ConsoleLayout } from "./layout";
import { CONSOLE_BASE, CONSOLE_PAGE_PRIVILEGES, consolePath, consoleRoutes } from "./routes";
import { hasPrivilege, loadMe, useConsoleSession, type ConsoleState } from "./session";
import SignInPage from "./pages/sign-in-page";
import SetPasswordPage from "./pages/set-password-page";

const load = () => loadMe();

/** A delivery member (trips, not the orders board) starts on the Deliveries page. */
const landsOnDeliveries = (session: ConsoleState) =>
  hasPrivilege(session, "deliveries") && !hasPrivilege(session, "orders");
const ToDeliveries = () => <Navigate to={consolePath("deliveries")} replace />;

export function MerchantConsole() {
  const session = useConsoleSession();
  return (
    <ConsoleApp
      area="merchantCore"
      id="console"
      home={CONSOLE_BASE}
      session={session}
      load={load}
      signIn={<SignInPage />}
      prompt={session.status === "signedIn" && session.needsPassword ? <SetPasswordPage /> : undefined}
      frame={<ConsoleLayout />}
      pages={consoleRoutes.map(({ path, privilege, Page }) => ({
        path,
        allowed: hasPrivilege(session, privilege),
        Page: path === "" && landsOnDeliveries(session) ? ToDeliveries : Page,
      }))}
      forbids={(first) => {
        const privilege = CONSOLE_PAGE_PRIVILEGES[first];
        return Boolean(privilege) && !hasPrivilege(session, privilege);
      }}
    />
  );
}
