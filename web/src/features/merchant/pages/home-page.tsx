// The console's home until the dashboard arrives: who is signed in, with which role, what the role
// may do, and the merchant's stores.
import type { Privilege } from "@contract/console-roles-constants";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCore";
import { useConsoleSession } from "../session";
import { roleLabel } from "../role-label";
import styles from "./home-page.module.css";

export default function HomePage() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  if (session.status !== "signedIn") return null;
  const { me } = session;
  return (
    <div className={styles.home}>
      <h1>{t("merchantCore.home.title", { name: me.member.name })}</h1>
      <p>{t("merchantCore.home.signedInAs", { role: roleLabel(t, me.member), merchant: me.merchant.name })}</p>
      <section aria-labelledby="console-access">
        <h2 id="console-access">{t("merchantCore.home.yourAccess")}</h2>
        <ul className={styles.chips}>
          {me.privileges.map((p: Privilege) => (
            <li key={p}>{t(`merchantCore.privileges.${p}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="console-stores">
        <h2 id="console-stores">{t("merchantCore.home.stores")}</h2>
        <ul className={styles.stores}>
          {me.shops.flatMap((shop) =>
            shop.stores.map((store) => (
              <li key={store.id}>
                <strong>{shop.name}</strong> · {store.name}, {store.area}
                <span className={styles.key}>{t("merchantCore.home.storeKey", { key: store.store_key })}</span>
              </li>
            )),
          )}
        </ul>
      </section>
    </div>
  );
}
