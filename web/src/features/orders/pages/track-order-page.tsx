// Track Order (/track-order, logged-in customers): the current orders, or one order's products
// view in place of the list.
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { useDocumentTitle } from "@/lib/use-document-title";
import { orderViewClosed } from "../list-slice";
import { selectOpenOrder } from "../selectors";
import { OrderDialogs } from "../components/order-dialogs";
import { OrderList } from "../components/order-list";
import { OrderProductsView } from "../components/order-products-view";
import { TrackOrderCard } from "../components/track-order-card";
import styles from "../components/orders.module.css";

export function TrackOrderPage() {
  useDocumentTitle("Track Order");
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenOrder);
  useEffect(() => {
    dispatch(orderViewClosed());
  }, [dispatch]);
  return (
    <div className={`page ${styles.page}`}>
      <h1>Track Order</h1>
      {open?.list === "track" ? (
        <OrderProductsView list="track" orderId={open.orderId} />
      ) : (
        <OrderList
          list="track"
          label="Current orders"
          emptyText="You will see a current orders here"
          renderCard={(order) => <TrackOrderCard order={order} />}
        />
      )}
      <OrderDialogs />
    </div>
  );
}
