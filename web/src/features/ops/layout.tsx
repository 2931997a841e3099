// The ops console's frame: a header (who, language, sign-out), the navigation (a bottom bar on a
// phone, a side bar from 900 px) with only the pages the member's role opens, and the page.
import { Suspense } from "react";
import { NavLink, Outlet } from "react-router-dom";
import { LanguageSwitch } from "@/components/language-switch";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import { opsPath, opsRoutes } from "./routes";
import { hasOpsRole, opsSignOut, useOpsSession } from "./session";
import styles from "@/components/console/console-layout.module.css";

export function OpsLayout() {
  const { t } = useTranslation();
  const session = useOpsSession();
  if (session.status !== "signedIn") return null;
  const { me } = session;
  const links = opsRoutes.filter((r) => r.label && hasOpsRole(session, r.roles));
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#ops-main">
        {t("opsCore.skipToContent")}
      </a>
      <header className={styles.header}>
        <div className={styles.brand}>
          <span className={styles.appName}>{t("opsCore.appName")}</span>
        </div>
        <div className={styles.actions}>
          <span className={styles.who}>
            {t("opsCore.header.signedInAs", { name: me.name, role: t(`opsCore.roles.${me.role}`) })}
          </span>
          <LanguageSwitch className={styles.headerButton} />
          <button type="button" className={styles.headerButton} onClick={() => void opsSignOut()}>
            {t("opsCore.header.signOut")}
          </button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t("opsCore.nav.label")}>
        <ul>
          {links.map((r) => (
            <li key={r.path}>
              <NavLink
                to={opsPath(r.path)}
                end={r.path === ""}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {r.label && t(r.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="ops-main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Loader label={t("opsCore.loading")} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
