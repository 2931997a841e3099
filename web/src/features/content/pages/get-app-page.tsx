import { Link, useLocation, useNavigate } from "react-router-dom";
import { paths, staticPaths } from "@/app/paths";
import { AppStoreLinks } from "@/components/app-store-links";
import { LanguageSwitch } from "@/components/language-switch";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { BRAND } from "@/lib/contact";
import { useTranslation } from "@/lib/i18n";
import { storedBrowserOnPhone } from "@/lib/storage";
import { useDocumentTitle } from "@/lib/use-document-title";
import styles from "./get-app-page.module.css";

/** The page a phone asked for before it was sent here (AppShell passes it as state.from). */
function requestedPage(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") && !from.startsWith(paths.getApp)
    ? from
    : paths.home;
}

/** Where phones on Android or iOS are sent: the store app, or the web app once they choose to continue here. */
export function GetAppPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("getApp.title", { brand: BRAND }));
  const location = useLocation();
  const navigate = useNavigate();
  const continueInBrowser = () => {
    storedBrowserOnPhone.set("1");
    navigate(requestedPage(location.state), { replace: true });
  };
  return (
    <div className={`page ${styles.page}`}>
      <LanguageSwitch className={styles.language} />
      <Logo />
      <h1>{t("getApp.title", { brand: BRAND })}</h1>
      <p className={styles.lead}>{t("getApp.lead", { brand: BRAND })}</p>
      <AppStoreLinks />
      <div className={styles.browser}>
        <p>{t("getApp.noApp")}</p>
        <Button variant="secondary" size="lg" onClick={continueInBrowser}>
          {t("getApp.continue")}
        </Button>
      </div>
      <p className={styles.legal}>
        <Link to={staticPaths.terms}>{t("getApp.terms")}</Link> ·{" "}
        <Link to={staticPaths.privacy}>{t("getApp.privacy")}</Link> ·{" "}
        <Link to={staticPaths.merchantPolicy}>{t("getApp.merchantPolicy")}</Link>
      </p>
    </div>
  );
}
