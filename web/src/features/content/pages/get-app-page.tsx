import { Link, useLocation, useNavigate } from "react-router-dom";
import { paths, staticPaths } from "@/app/paths";
import { AppStoreLinks } from "@/components/app-store-links";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { BRAND } from "@/lib/contact";
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
  useDocumentTitle(`Get the ${BRAND} app`);
  const location = useLocation();
  const navigate = useNavigate();
  const continueInBrowser = () => {
    storedBrowserOnPhone.set("1");
    navigate(requestedPage(location.state), { replace: true });
  };
  return (
    <div className={`page ${styles.page}`}>
      <Logo />
      <h1>Get the {BRAND} app</h1>
      <p className={styles.lead}>
        On your phone, {BRAND} runs in our app: shop from nearby stores, track orders and pay in one place.
      </p>
      <AppStoreLinks />
      <div className={styles.browser}>
        <p>No app? You can shop on this website too.</p>
        <Button variant="secondary" size="lg" onClick={continueInBrowser}>
          Continue in browser
        </Button>
      </div>
      <p className={styles.legal}>
        <Link to={staticPaths.terms}>Terms and Conditions</Link> · <Link to={staticPaths.privacy}>Privacy Policy</Link>{" "}
        · <Link to={staticPaths.merchantPolicy}>Merchant Policy</Link>
      </p>
    </div>
  );
}
