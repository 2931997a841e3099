// Track Order (/track-order, logged-in customers): the current orders, or one order's products
// view in place of the list.
import { useTranslation } from "@/lib/i18n";
import { TrackOrderCard } from "../components/track-order-card";
import { OrdersPage } from "./orders-page";

export function TrackOrderPage() {
  const { t } = useTranslation();
  return (
    <OrdersPage
      title={t("userMenu.trackOrder")}
      list="track"
      label={t("orders.current")}
      emptyText={t("orders.noCurrent")}
      renderCard={(order) => <TrackOrderCard order={order} />}
    />
  );
}
