// A list of orders with infinite scroll: the first page on open, the next while the loaded count
// is below the total and the page is scrolled within 500 px of the bottom.
import { useCallback, useEffect, type ReactNode } from "react";
import type { OrderListItem } from "@contract/orders";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { listRequested } from "../list-slice";
import { selectOrderList } from "../selectors";
import type { OrderListName } from "../status";
import { useInfiniteScroll } from "./use-infinite-scroll";
import styles from "./orders.module.css";

type OrderListProps = {
  list: OrderListName;
  emptyText: string;
  label: string;
  renderCard: (order: OrderListItem) => ReactNode;
};

export function OrderList({ list, emptyText, label, renderCard }: OrderListProps) {
  const dispatch = useAppDispatch();
  const { items, total, request } = useAppSelector(selectOrderList(list));
  const { t } = useTranslation();
  const sending = request.status === "sending";
  const hasMore = total !== null && items.length < total;

  useEffect(() => {
    dispatch(listRequested({ list, reset: true }));
  }, [dispatch, list]);

  const more = useCallback(() => {
    if (!sending && hasMore) dispatch(listRequested({ list }));
  }, [dispatch, list, sending, hasMore]);
  useInfiniteScroll(more, hasMore && !sending);

  if (items.length === 0) {
    if (sending || total === null) return <Loader label={t("orders.loading")} />;
    return <p className={styles.empty}>{emptyText}</p>;
  }
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((order) => (
          <li key={order._id}>{renderCard(order)}</li>
        ))}
      </ul>
      {sending && <Loader label={t("orders.loadingMore")} />}
    </>
  );
}
