import { NavLink, Outlet } from "react-router-dom";
import { paths } from "@/app/paths";
import { Badge } from "@/components/ui/badge";
import styles from "./account-side-menu.module.css";

const LINKS = [
  { to: paths.trackOrder, label: "Track Order" },
  { to: paths.purchaseHistory, label: "Purchase History" },
  { to: paths.payments, label: "Payments" },
  { to: paths.profile, label: "Profile & Settings" },
] as const;

type AccountSideMenuProps = {
  /** Orders shown next to Track Order (the orders feature knows it; nothing shows without it). */
  ordersCount?: number;
};

/** The account pages' side menu; the current page is highlighted and marked aria-current="page". */
export function AccountSideMenu({ ordersCount }: AccountSideMenuProps) {
  return (
    <nav className={styles.menu} aria-label="Account">
      <ul className={styles.list}>
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
              {label}
              {to === paths.trackOrder && ordersCount !== undefined && ordersCount > 0 && (
                <Badge tone="primary" label={`${ordersCount} orders`}>
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
