// One order on the board: number, store, customer, items, total and COD to collect, how long a new
// order has waited (flagged past the acceptance limit), and its next move.
import { Link } from "react-router-dom";
import type { ConsoleOrder } from "@contract/console-orders";
import { CONSOLE_ACCEPT_WAIT_MINUTES } from "@contract/console-orders-constants";
import { formatRupees } from "@/lib/money";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";
import { itemCount } from "../format";
import { merchantOrderPath } from "../paths";
import { AssignControl } from "./assign-control";
import { DeliveryLine } from "./delivery-line";
import { OrderActions } from "./order-actions";
import styles from "./orders.module.css";

export function OrderCard({ order, fresh }: { order: ConsoleOrder; fresh: boolean }) {
  const { t } = useTranslation();
  const classes = [styles.card, order.waiting_long ? styles.late : "", fresh ? styles.fresh : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <li className={classes} data-testid="console-order" data-order-number={order.order_number}>
      <div className={styles.cardHead}>
        <Link
          to={merchantOrderPath(order.order_id)}
          aria-label={t("merchantOrders.open", { number: order.order_number })}
        >
          {order.order_number}
        </Link>
        <strong>{formatRupees(order.amount)}</strong>
      </div>
      <span className={styles.muted}>
        {order.customer_name} · {order.store_name} · {t("merchantOrders.items", { count: itemCount(order) })}
      </span>
      <span className={styles.muted}>{t("merchantOrders.orderedAt", { time: formatOrderDate(order.ordered_at) })}</span>
      {order.amount_to_collect > 0 && (
        <span>
          {t("merchantOrders.toCollect")}: <strong>{formatRupees(order.amount_to_collect)}</strong>
        </span>
      )}
      {order.waiting_long && (
        <span className={styles.warn} role="status">
          {t("merchantOrders.waitingLong", { minutes: CONSOLE_ACCEPT_WAIT_MINUTES })}
        </span>
      )}
      <DeliveryLine order={order} />
      <OrderActions order={order} compact />
      <AssignControl order={order} />
    </li>
  );
}
