import { useTranslation } from "@/lib/i18n";
import { APP_LINKS } from "@/lib/contact";
import styles from "./app-store-links.module.css";

/** The stores' own names, the same in every language. */
const GOOGLE_PLAY = "Google Play";
const APP_STORE = "App Store";

/** Store buttons drawn in CSS: no external badge images. */
export function AppStoreLinks({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={inverse ? `${styles.list} ${styles.inverse}` : styles.list}>
      <li>
        <a className={styles.store} href={APP_LINKS.customerAndroid} target="_blank" rel="noopener noreferrer">
          <span className={styles.small}>{t("getApp.getItOn")}</span>
          <span className={styles.name}>{GOOGLE_PLAY}</span>
        </a>
      </li>
      <li>
        <a className={styles.store} href={APP_LINKS.customerIos} target="_blank" rel="noopener noreferrer">
          <span className={styles.small}>{t("getApp.downloadOnThe")}</span>
          <span className={styles.name}>{APP_STORE}</span>
        </a>
      </li>
    </ul>
  );
}
