// Purchase History (/purchase-history, logged-in customers): past orders, or one order's
// products view in place of the list.
import { BuyAgainDialog } from "../components/buy-again-dialog";
import { HistoryOrderCard } from "../components/history-order-card";
import { OrdersPage } from "./orders-page";

export function PurchaseHistoryPage() {
  return (
    <>
      <OrdersPage
        title="Purchase History"
        list="history"
        label="Past orders"
        emptyText="You will see a history of your past orders here"
        renderCard={(order) => <HistoryOrderCard order={order} />}
      />
      <BuyAgainDialog />
    </>
  );
}
