// Purchase History (/purchase-history, logged-in customers): past orders, or one order's
// products view in place of the list.
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { useDocumentTitle } from "@/lib/use-document-title";
import { orderViewClosed } from "../list-slice";
import { selectOpenOrder } from "../selectors";
import { HistoryOrderCard } from "../components/history-order-card";
import { OrderDialogs } from "../components/order-dialogs";
import { OrderList } from "../components/order-list";
import { OrderProductsView } from "../components/order-products-view";
import styles from "../components/orders.module.css";

export function PurchaseHistoryPage() {
  useDocumentTitle("Purchase History");
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenOrder);
  useEffect(() => {
    dispatch(orderViewClosed());
  }, [dispatch]);
  return (
    <div className={`page ${styles.page}`}>
      <h1>Purchase History</h1>
      {open?.list === "history" ? (
        <OrderProductsView list="history" orderId={open.orderId} />
      ) : (
        <OrderList
          list="history"
          label="Past orders"
          emptyText="You will see a history of your past orders here"
          renderCard={(order) => <HistoryOrderCard order={order} />}
        />
      )}
      <OrderDialogs />
    </div>
  );
}
