// The top of an order card: shop icon and name, store address, order id, placed-on date and the
// status with its time ('(Cancelled)' for cancelled orders, 'Cancelled by administrator' for denied ones).
import type { ReactNode } from "react";
import type { OrderListItem } from "@contract/orders";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import { isCancelledTag, shopIconUrl, statusText } from "../status";
import styles from "./orders.module.css";

export function OrderStatus({ status, at }: { status: number; at: string | null }) {
  const { t } = useTranslation();
  return (
    <span>
      {statusText(status)}
      {isCancelledTag(status) && <span className={styles.tag}>{t("orders.cancelledTag")}</span>}
      {at && <span className={styles.muted}> · {formatOrderDate(at)}</span>}
    </span>
  );
}

/** The shop, order id, placed-on date and status of an order; `children` adds more facts. */
export function OrderSummary({ order, children }: { order: OrderListItem; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      <img className={styles.icon} src={shopIconUrl(order.shop_icon)} alt="" width={56} height={56} loading="lazy" />
      <div>
        <h2 className={styles.shopName}>{order.shop.display_name}</h2>
        <p className={styles.muted}>
          {order.shop.name}, {order.shop.address}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t("orders.orderId")}</dt>
            <dd>{order.order_id}</dd>
          </div>
          <div>
            <dt>{t("orders.placedOn")}</dt>
            <dd>{formatOrderDate(order.date)}</dd>
          </div>
          <div>
            <dt>{t("orders.statusLabel")}</dt>
            <dd>
              <OrderStatus status={order.status} at={order.status_date} />
            </dd>
          </div>
          {children}
        </dl>
      </div>
    </div>
  );
}
