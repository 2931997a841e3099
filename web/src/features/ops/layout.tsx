// The ops console's frame (components/console/console-frame.tsx): the member and role, and only the
// pages the member's role opens.
import "@/lib/i18n/texts/opsCore";
import { ConsoleFrame } from "@/components/console/console-frame";
import { useTranslation } from "@/lib/i18n";
import { opsPath, opsRoutes } from "./routes";
import { hasOpsRole, opsSignOut, useOpsSession } from "./session";

export function OpsLayout() {
  const { t } = useTranslation();
  const session = useOpsSession();
  if (session.status !== "signedIn") return null;
  const { me } = session;
  return (
    <ConsoleFrame
      area="opsCore"
      id="ops"
      who={t("opsCore.header.signedInAs", { name: me.name, role: t(`opsCore.roles.${me.role}`) })}
      links={opsRoutes.flatMap((r) =>
        r.label && hasOpsRole(session, r.roles) ? [{ path: r.path, to: opsPath(r.path), label: r.label }] : [],
      )}
      onSignOut={() => void opsSignOut()}
    />
  );
}
