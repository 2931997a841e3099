import { NavLink, Outlet } from "react-router-dom";
import { paths } from "@/app/paths";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n";
import styles from "./account-side-menu.module.css";

const LINKS = [
  { to: paths.trackOrder, label: "userMenu.trackOrder" },
  { to: paths.purchaseHistory, label: "userMenu.purchaseHistory" },
  { to: paths.payments, label: "userMenu.payments" },
  { to: paths.profile, label: "userMenu.profile" },
] as const;

type AccountSideMenuProps = {
  /** Orders shown next to Track Order (the orders feature knows it; nothing shows without it). */
  ordersCount?: number;
};

/** The account pages' side menu; the current page is highlighted and marked aria-current="page". */
export function AccountSideMenu({ ordersCount }: AccountSideMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.menu} aria-label={t("userMenu.accountNav")}>
      <ul className={styles.list}>
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
              {t(label)}
              {to === paths.trackOrder && ordersCount !== undefined && ordersCount > 0 && (
                <Badge tone="primary" label={t("userMenu.ordersCount", { count: ordersCount })}>
                  {ordersCount}
                </Badge>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Account pages: the side menu beside the page. */
export function AccountLayout({ ordersCount }: AccountSideMenuProps) {
  return (
    <div className={styles.layout}>
      <AccountSideMenu ordersCount={ordersCount} />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
