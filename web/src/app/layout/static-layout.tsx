import { useLayoutEffect } from "react";
import { Link, Outlet, useLocation } from "react-router-dom";
import { paths } from "@/app/paths";
import { LanguageSwitch } from "@/components/language-switch";
import { Logo } from "@/components/logo";
import { BRAND, COPYRIGHT_YEAR, SUPPORT_EMAIL, SUPPORT_PHONE } from "@/lib/contact";
import { useTranslation } from "@/lib/i18n";
import { PageSuspense } from "../lazy-pages";
import styles from "./static-layout.module.css";

type StaticLayoutProps = {
  /** Legal pages show a header logo that goes to /home. */
  withLogo?: boolean;
  /** Help, FAQ, Partner, About and Merchant Help (opened in a new tab) add the support phone and email. */
  withContacts?: boolean;
};

/** Static pages: no main header, scrolled to the top on open, a fixed footer. */
export function StaticLayout({ withLogo = false, withContacts = false }: StaticLayoutProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation();

  // These pages open in a new tab or from a link deep in another page: always start at the top.
  // A layout effect, so it runs before the pages' own effects (the /api page scrolls to its #anchor).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={styles.layout}>
      {withLogo && (
        <header className={styles.header}>
          <Link to={paths.home} aria-label={t("header.home", { brand: BRAND })}>
            <Logo />
          </Link>
          {withContacts && (
            <nav className={styles.contacts} aria-label={t("supportMenu.title")}>
              <a href={`tel:${SUPPORT_PHONE.tel}`}>{t("supportMenu.call", { phone: SUPPORT_PHONE.display })}</a>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{t("supportMenu.email", { email: SUPPORT_EMAIL })}</a>
            </nav>
          )}
        </header>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <footer className={styles.footer}>
        <p>{t("footer.rights", { year: COPYRIGHT_YEAR, brand: BRAND })}</p>
        <p>{t("footer.poweredBy", { brand: BRAND })}</p>
        <LanguageSwitch className={styles.language} />
      </footer>
    </div>
  );
}
