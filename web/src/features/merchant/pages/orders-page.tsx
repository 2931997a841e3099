// The orders board (/merchant/orders): the spec's tabs with their counts, the chosen tab's orders
// across the member's stores (or one store), live: a new order appears without a reload, chimes,
// and the tab title counts the new orders.
import { useEffect } from "react";
import type { ConsoleTab } from "@contract/console-orders";
import { CONSOLE_TAB_NAMES } from "@contract/console-orders-constants";
import { Tabs } from "@/components/ui/tabs";
import { Loader } from "@/components/ui/spinner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";
import { withOrdersStore } from "../orders/with-store";
import { boardMoreRequested, boardRequested, selectBoard, selectLive } from "../orders/slice";
import { useLiveOrders, useNewOrdersTitle, useOrdersDispatch, useOrdersSelector } from "../orders/hooks";
import { OrderCard } from "../orders/components/order-card";
import { ActNotice } from "../orders/components/act-notice";
import styles from "../orders/components/orders.module.css";

const TABS = Object.keys(CONSOLE_TAB_NAMES) as ConsoleTab[];

/** The board without its store (the page below wraps it; tests give their own). */
export function OrdersBoard() {
  const { t } = useTranslation();
  const dispatch = useOrdersDispatch();
  const board = useOrdersSelector(selectBoard);
  const live = useOrdersSelector(selectLive);
  useLiveOrders();
  useNewOrdersTitle(t("merchantOrders.title"));
  useEffect(() => {
    dispatch(boardRequested());
  }, [dispatch]);

  const counts = new Map(board.data?.tabs.map((x) => [x.tab, x.count]));
  const stores = board.data?.stores ?? [];
  const orders = board.data?.tab === board.tab ? board.data.orders : [];
  const total = board.data?.tab === board.tab ? board.data.total : 0;
  const more = orders.length > 0 && orders.length < total && board.status !== "error" && (
    <div className={styles.more}>
      <p className={styles.muted} aria-live="polite">
        {t("merchantOrders.shownOf", { shown: orders.length, total })}
      </p>
      <Button
        variant="secondary"
        loading={board.more.status === "sending"}
        onClick={() => dispatch(boardMoreRequested())}
      >
        {t("merchantOrders.loadMore")}
      </Button>
      {board.more.status === "error" && <Alert tone="error">{board.more.error ?? ""}</Alert>}
    </div>
  );
  const list =
    board.status === "sending" && !board.data ? (
      <Loader label={t("merchantOrders.loading")} />
    ) : board.status === "error" ? (
      <Alert tone="error">{board.error ?? ""}</Alert>
    ) : orders.length === 0 ? (
      <p className={styles.muted}>{t("merchantOrders.empty")}</p>
    ) : (
      <ul className={styles.list} aria-label={t(`merchantOrders.tabs.${board.tab}`)}>
        {orders.map((o) => (
          <OrderCard key={o.order_id} order={o} fresh={live.arrived.includes(o.order_number)} />
        ))}
      </ul>
    );

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>{t("merchantOrders.title")}</h1>
        {stores.length > 1 && (
          <label className={styles.toolbar}>
            <span>{t("merchantOrders.storeFilter")}</span>
            <select
              value={board.storeId ?? ""}
              onChange={(e) => dispatch(boardRequested({ storeId: e.target.value || null }))}
            >
              <option value="">{t("merchantOrders.allStores")}</option>
              {stores.map((s) => (
                <option key={s.store_id} value={s.store_id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div aria-live="polite" className={styles.muted}>
        {live.arrived.length > 0 && t("merchantOrders.newArrived", { number: live.arrived[live.arrived.length - 1] })}
      </div>
      <ActNotice />
      <Tabs
        label={t("merchantOrders.title")}
        value={board.tab}
        onValueChange={(tab) => dispatch(boardRequested({ tab: tab as ConsoleTab }))}
        tabs={TABS.map((tab) => ({
          value: tab,
          label: (
            <span data-testid={`tab-${tab}`}>
              {t(`merchantOrders.tabs.${tab}`)}{" "}
              <span className={styles.count} data-testid={`count-${tab}`}>
                {counts.get(tab) ?? "–"}
              </span>
            </span>
          ),
          content:
            tab === board.tab ? (
              <>
                {list}
                {more}
              </>
            ) : null,
        }))}
      />
    </div>
  );
}

export default withOrdersStore(OrdersBoard);
