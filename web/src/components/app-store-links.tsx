import { APP_LINKS } from "@/lib/contact";
import styles from "./app-store-links.module.css";

/** Store buttons drawn in CSS: no external badge images. */
export function AppStoreLinks({ inverse = false }: { inverse?: boolean }) {
  return (
    <ul className={inverse ? `${styles.list} ${styles.inverse}` : styles.list}>
      <li>
        <a className={styles.store} href={APP_LINKS.customerAndroid} target="_blank" rel="noopener noreferrer">
          <span className={styles.small}>Get it on</span>
          <span className={styles.name}>Google Play</span>
        </a>
      </li>
      <li>
        <a className={styles.store} href={APP_LINKS.customerIos} target="_blank" rel="noopener noreferrer">
          <span className={styles.small}>Download on the</span>
          <span className={styles.name}>App Store</span>
        </a>
      </li>
    </ul>
  );
}
