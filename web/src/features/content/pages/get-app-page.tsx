import { Link } from "react-router-dom";
import { staticPaths } from "@/app/paths";
import { AppStoreLinks } from "@/components/app-store-links";
import { Logo } from "@/components/logo";
import { BRAND } from "@/lib/contact";
import { useDocumentTitle } from "@/lib/use-document-title";
import styles from "./get-app-page.module.css";

/** Where phones on Android or iOS are sent: the marketplace runs in the store app there. */
export function GetAppPage() {
  useDocumentTitle(`Get the ${BRAND} app`);
  return (
    <div className={`page ${styles.page}`}>
      <Logo />
      <h1>Get the {BRAND} app</h1>
      <p className={styles.lead}>
        On your phone, {BRAND} runs in our app: shop from nearby stores, track orders and pay in one place.
      </p>
      <AppStoreLinks />
      <p className={styles.legal}>
        <Link to={staticPaths.terms}>Terms and Conditions</Link> · <Link to={staticPaths.privacy}>Privacy Policy</Link>{" "}
        · <Link to={staticPaths.merchantPolicy}>Merchant Policy</Link>
      </p>
    </div>
  );
}
