// The ops console's home: a greeting; the navigation lists the member's pages.
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import { useOpsSession } from "../session";

export default function HomePage() {
  const { t } = useTranslation();
  const session = useOpsSession();
  if (session.status !== "signedIn") return null;
  return (
    <div>
      <h1>{t("opsCore.home.title", { name: session.me.name })}</h1>
      <p>{t("opsCore.home.lead")}</p>
    </div>
  );
}
