import { Link } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { paths } from "@/app/paths";
import { clearCartRequested, logoutRequested, supportOpened } from "@/app/ui-slice";
import { ChevronDownIcon, UserIcon } from "@/components/icons";
import { Menu, MenuItem, MenuSeparator } from "@/components/ui/menu";
import { selectUserName } from "@/features/session/selectors";

type UserMenuProps = { cartCount: number; triggerClassName?: string };

/** The logged-in customer's menu (spec part 1 section 2, Header). */
export function UserMenu({ cartCount, triggerClassName }: UserMenuProps) {
  const dispatch = useAppDispatch();
  const userName = useAppSelector(selectUserName);
  return (
    <Menu
      trigger={
        <button
          type="button"
          className={triggerClassName}
          aria-label={`Account menu${userName ? ` for ${userName}` : ""}`}
        >
          <UserIcon />
          <span aria-hidden="true">{userName || "Account"}</span>
          <ChevronDownIcon width={16} height={16} />
        </button>
      }
    >
      <MenuItem asChild>
        <Link to={paths.trackOrder}>Track Order</Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to={paths.purchaseHistory}>Purchase History</Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to={paths.payments}>Payments</Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to={paths.profile}>Profile & Settings</Link>
      </MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={() => dispatch(supportOpened())}>Support</MenuItem>
      {cartCount > 0 && <MenuItem onSelect={() => dispatch(clearCartRequested())}>Clear Cart</MenuItem>}
      <MenuItem tone="danger" onSelect={() => dispatch(logoutRequested())}>
        Logout
      </MenuItem>
    </Menu>
  );
}
