// Purchase History (/purchase-history, logged-in customers): past orders, or one order's
// products view in place of the list.
import { BuyAgainDialog } from "../components/buy-again-dialog";
import { useTranslation } from "@/lib/i18n";
import { HistoryOrderCard } from "../components/history-order-card";
import { OrdersPage } from "./orders-page";

export function PurchaseHistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <OrdersPage
        title={t("userMenu.purchaseHistory")}
        list="history"
        label={t("orders.past")}
        emptyText={t("orders.noPast")}
        renderCard={(order) => <HistoryOrderCard order={order} />}
      />
      <BuyAgainDialog />
    </>
  );
}
