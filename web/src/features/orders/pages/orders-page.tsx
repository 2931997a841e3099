// The two order pages share one shape: a title, the infinite list of one kind of order, or one
// order's products view in place of the list, and the dialogs the cards open.
import { useEffect, type ReactNode } from "react";
import type { OrderListItem } from "@contract/orders";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { useDocumentTitle } from "@/lib/use-document-title";
import { orderViewClosed } from "../list-slice";
import { selectOpenOrder } from "../selectors";
import type { OrderListName } from "../status";
import { OrderDialogs } from "../components/order-dialogs";
import { OrderList } from "../components/order-list";
import { OrderProductsView } from "../components/order-products-view";
import styles from "../components/orders.module.css";

type Props = {
  title: string;
  list: OrderListName;
  label: string;
  emptyText: string;
  renderCard: (order: OrderListItem) => ReactNode;
};

export function OrdersPage({ title, list, label, emptyText, renderCard }: Props) {
  useDocumentTitle(title);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenOrder);
  useEffect(() => {
    dispatch(orderViewClosed());
  }, [dispatch]);
  return (
    <div className={`page ${styles.page}`}>
      <h1>{title}</h1>
      {open?.list === list ? (
        <OrderProductsView list={list} orderId={open.orderId} />
      ) : (
        <OrderList list={list} label={label} emptyText={emptyText} renderCard={renderCard} />
      )}
      <OrderDialogs />
    </div>
  );
}
