// The merchant console's frame (components/console/console-frame.tsx): the merchant's name under
// the console's, the member and role, and only the pages the member's privileges open.
import "@/lib/i18n/texts/merchantCore";
import { ConsoleFrame } from "@/components/console/console-frame";
import { useTranslation } from "@/lib/i18n";
import { consolePath, consoleRoutes } from "./routes";
import { hasPrivilege, signOut, useConsoleSession } from "./session";
import { roleLabel } from "./role-label";

export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  if (session.status !== "signedIn") return null;
  const { me } = session;
  return (
    <ConsoleFrame
      area="merchantCore"
      id="console"
      subtitle={me.merchant.name}
      who={t("merchantCore.header.signedInAs", { name: me.member.name, role: roleLabel(t, me.member) })}
      links={consoleRoutes.flatMap((r) =>
        r.label && hasPrivilege(session, r.privilege)
          ? [{ path: r.path, to: consolePath(r.path), label: r.label }]
          : [],
      )}
      onSignOut={() => void signOut()}
    />
  );
}
