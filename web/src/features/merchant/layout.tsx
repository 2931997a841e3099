// The console's frame: a header (merchant, language, sign-out), the navigation (a bottom bar on a
// phone, a side bar from 900 px) with only the pages the member's privileges open, and the page.
import { Suspense } from "react";
import { NavLink, Outlet } from "react-router-dom";
import { LanguageSwitch } from "@/components/language-switch";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCore";
import { consolePath, consoleRoutes } from "./routes";
import { hasPrivilege, signOut, useConsoleSession } from "./session";
import { roleLabel } from "./role-label";
import styles from "@/components/console/console-layout.module.css";

export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  if (session.status !== "signedIn") return null;
  const { me } = session;
  const links = consoleRoutes.filter((r) => r.label && hasPrivilege(session, r.privilege));
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#console-main">
        {t("merchantCore.skipToContent")}
      </a>
      <header className={styles.header}>
        <div className={styles.brand}>
          <span className={styles.appName}>{t("merchantCore.appName")}</span>
          <span className={styles.merchant}>{me.merchant.name}</span>
        </div>
        <div className={styles.actions}>
          <span className={styles.who}>
            {t("merchantCore.header.signedInAs", { name: me.member.name, role: roleLabel(t, me.member) })}
          </span>
          <LanguageSwitch className={styles.headerButton} />
          <button type="button" className={styles.headerButton} onClick={() => void signOut()}>
            {t("merchantCore.header.signOut")}
          </button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t("merchantCore.nav.label")}>
        <ul>
          {links.map((r) => (
            <li key={r.path}>
              <NavLink
                to={consolePath(r.path)}
                end={r.path === ""}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {r.label && t(r.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="console-main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Loader label={t("merchantCore.loading")} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
