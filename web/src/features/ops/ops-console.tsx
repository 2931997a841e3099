// The operations console (/ops/*), loaded on demand: the customer pages never download it. The
// consoles' one gate (components/console/console-app.tsx): signed out the sign-in page at any ops
// address; signed in, the page of the address inside the console's frame, or "Not allowed" where
// the member's role does not open it.
import "@/lib/i18n/texts/opsCore";
import { ConsoleApp } from "@/components/console/console-app";
import { OpsLayout } from "./layout";
import { OPS_BASE, opsRoutes } from "./routes";
import { hasOpsRole, loadOpsMe, useOpsSession } from "./session";
import SignInPage from "./pages/sign-in-page";

export function OpsConsole() {
  const session = useOpsSession();
  return (
    <ConsoleApp
      area="opsCore"
      id="ops"
      home={OPS_BASE}
      session={session}
      load={loadOpsMe}
      signIn={<SignInPage />}
      frame={<OpsLayout />}
      pages={opsRoutes.map(({ path, roles, Page }) => ({ path, allowed: hasOpsRole(session, roles), Page }))}
    />
  );
}
