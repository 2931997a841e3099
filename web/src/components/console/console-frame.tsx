// A console's frame, the same for every console: a header (the console's name, its subtitle, who is
// signed in, language, sign-out), the navigation (a bottom bar on a phone, a side bar from 900 px)
// with only the pages the member may open, and the page.
import { Suspense, type ReactNode } from "react";
import { NavLink, Outlet } from "react-router-dom";
import { LanguageSwitch } from "@/components/language-switch";
import { Loader } from "@/components/ui/spinner";
import { useTranslation, type TranslationKey } from "@/lib/i18n";
import type { ConsoleArea } from "./console-app";
import styles from "./console-layout.module.css";

export type ConsoleLink = { path: string; to: string; label: TranslationKey };

type ConsoleFrameProps = {
  area: ConsoleArea;
  /** Prefix of the ids on the page ("console", "ops"). */
  id: string;
  subtitle?: ReactNode;
  /** "Signed in as …". */
  who: string;
  links: ConsoleLink[];
  onSignOut: () => void;
};

export function ConsoleFrame({ area, id, subtitle, who, links, onSignOut }: ConsoleFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href={`#${id}-main`}>
        {t(`${area}.skipToContent`)}
      </a>
      <header className={styles.header}>
        <div className={styles.brand}>
          <span className={styles.appName}>{t(`${area}.appName`)}</span>
          {subtitle && <span className={styles.merchant}>{subtitle}</span>}
        </div>
        <div className={styles.actions}>
          <span className={styles.who}>{who}</span>
          <LanguageSwitch className={styles.headerButton} />
          <button type="button" className={styles.headerButton} onClick={onSignOut}>
            {t(`${area}.header.signOut`)}
          </button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t(`${area}.nav.label`)}>
        <ul>
          {links.map((link) => (
            <li key={link.path}>
              <NavLink
                to={link.to}
                end={link.path === ""}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id={`${id}-main`} className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Loader label={t(`${area}.loading`)} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
