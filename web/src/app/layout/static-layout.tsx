import { useLayoutEffect } from "react";
import { Link, Outlet, useLocation } from "react-router-dom";
import { paths } from "@/app/paths";
import { Logo } from "@/components/logo";
import { BRAND, COPYRIGHT_YEAR } from "@/lib/contact";
import { PageSuspense } from "../lazy-pages";
import styles from "./static-layout.module.css";

type StaticLayoutProps = {
  /** Legal pages show a header logo that goes to /home. */
  withLogo?: boolean;
};

/** Static pages: no main header, scrolled to the top on open, a fixed footer. */
export function StaticLayout({ withLogo = false }: StaticLayoutProps) {
  const { pathname } = useLocation();

  // These pages open in a new tab or from a link deep in another page: always start at the top.
  // A layout effect, so it runs before the pages' own effects (the /api page scrolls to its #anchor).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={styles.layout}>
      {withLogo && (
        <header className={styles.header}>
          <Link to={paths.home} aria-label={`${BRAND} home`}>
            <Logo />
          </Link>
        </header>
      )}
      <main className={styles.main}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <footer className={styles.footer}>
        <p>
          © {COPYRIGHT_YEAR} {BRAND}. All rights reserved.
        </p>
        <p>Powered by {BRAND}</p>
      </footer>
    </div>
  );
}
