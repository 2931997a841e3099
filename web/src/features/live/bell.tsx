// The header's bell: how many live events arrived since it was last opened, and the last 50 of
// them, each linking to the order's screen (Track Order until delivered, then Purchase History).
import { Link } from "react-router-dom";
import type { LiveEvent } from "@contract/live";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { paths } from "@/app/paths";
import { BellIcon } from "@/components/icons";
import { Badge } from "@/components/ui/badge";
import { Menu, MenuItem, MenuLabel } from "@/components/ui/menu";
import { i18n, useTranslation } from "@/lib/i18n";
import { notificationsOpened, selectNotifications, selectUnread } from "./slice";

const STATUS_TEXT = { 2: "live.status2", 3: "live.status3", 4: "live.status4", 5: "live.status5", 8: "live.status8" } as const;

/** The notification's sentence in the language shown. */
export function notificationText(e: LiveEvent): string {
  const number = e.data.order_number ?? "";
  switch (e.type) {
    case "order.created":
      return i18n.t("live.orderCreated", { number });
    case "order.status": {
      const key = STATUS_TEXT[e.data.status as keyof typeof STATUS_TEXT];
      return i18n.t(key ?? "live.statusOther", { number });
    }
    case "order.cancelled":
      return i18n.t("live.cancelled", { number });
    case "escalation.requested":
      return i18n.t("live.escalationRequested", { number });
    case "escalation.updated":
      return i18n.t("live.escalationUpdated", { number });
    case "wallet.credited":
      return i18n.t("live.walletCredited", { amount: ((e.data.amount ?? 0) / 100).toFixed(2) });
    case "order.substitution":
      return i18n.t(e.data.substitution_state === "proposed" ? "live.substitutionProposed" : "live.substitutionUpdated", {
        number,
      });
    case "refund.updated":
      return i18n.t(
        e.data.refund_status === "processed"
          ? "live.refundProcessed"
          : e.data.refund_status === "failed"
            ? "live.refundFailed"
            : "live.refundInitiated",
        { number, amount: ((e.data.amount ?? 0) / 100).toFixed(2) },
      );
  }
}

const linkOf = (e: LiveEvent) =>
  e.type === "wallet.credited" || e.type === "refund.updated"
    ? paths.payments
    : (e.data.status ?? 0) >= 5
      ? paths.purchaseHistory
      : paths.trackOrder;

export function NotificationsBell({ triggerClassName }: { triggerClassName?: string }) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectNotifications);
  const unread = useAppSelector(selectUnread);
  const { t } = useTranslation();
  return (
    <Menu
      trigger={
        <button
          type="button"
          className={triggerClassName}
          aria-label={unread > 0 ? t("live.bellUnread", { count: unread }) : t("live.bell")}
          data-testid="notifications-bell"
          onClick={() => dispatch(notificationsOpened())}
        >
          <BellIcon />
          {unread > 0 && <Badge tone="danger">{unread}</Badge>}
        </button>
      }
    >
      <MenuLabel>{t("live.bell")}</MenuLabel>
      {items.length === 0 ? (
        <MenuLabel>{t("live.empty")}</MenuLabel>
      ) : (
        items.map((e) => (
          <MenuItem key={e.id} asChild>
            <Link to={linkOf(e)} data-testid="notification">
              {notificationText(e)}
            </Link>
          </MenuItem>
        ))
      )}
    </Menu>
  );
}
