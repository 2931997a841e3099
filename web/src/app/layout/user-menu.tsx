import { Link } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { paths } from "@/app/paths";
import { clearCartRequested, logoutRequested, supportOpened } from "@/app/ui-slice";
import { ChevronDownIcon, UserIcon } from "@/components/icons";
import { Menu, MenuItem, MenuSeparator } from "@/components/ui/menu";
import { selectUserName } from "@/features/session/selectors";
import { useTranslation } from "@/lib/i18n";

type UserMenuProps = { cartCount: number; triggerClassName?: string; nameClassName?: string };

/** The logged-in customer's menu (spec part 1 section 2, Header). */
export function UserMenu({ cartCount, triggerClassName, nameClassName }: UserMenuProps) {
  const dispatch = useAppDispatch();
  const userName = useAppSelector(selectUserName);
  const { t } = useTranslation();
  return (
    <Menu
      trigger={
        <button
          type="button"
          className={triggerClassName}
          aria-label={userName ? t("userMenu.labelFor", { name: userName }) : t("userMenu.label")}
        >
          <UserIcon />
          <span aria-hidden="true" className={nameClassName}>
            {userName || t("userMenu.account")}
          </span>
          <ChevronDownIcon width={16} height={16} />
        </button>
      }
    >
      <MenuItem asChild>
        <Link to={paths.trackOrder}>{t("userMenu.trackOrder")}</Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to={paths.purchaseHistory}>{t("userMenu.purchaseHistory")}</Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to={paths.payments}>{t("userMenu.payments")}</Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to={paths.profile}>{t("userMenu.profile")}</Link>
      </MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={() => dispatch(supportOpened())}>{t("userMenu.support")}</MenuItem>
      {cartCount > 0 && <MenuItem onSelect={() => dispatch(clearCartRequested())}>{t("userMenu.clearCart")}</MenuItem>}
      <MenuItem tone="danger" onSelect={() => dispatch(logoutRequested())}>
        {t("userMenu.logout")}
      </MenuItem>
    </Menu>
  );
}
