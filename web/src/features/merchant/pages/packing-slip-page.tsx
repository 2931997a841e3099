// A printable packing slip (/merchant/orders/:orderId/slip): the order's number, date, delivery
// address and slot, each product with its quantity and a box to tick, the total and the cash to
// collect. Printing keeps only the slip (slip.module.css).
import { useEffect } from "react";
import { Link, useParams } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { Alert } from "@/components/ui/alert";
import { formatRupees } from "@/lib/money";
import { formatOrderDate } from "@/lib/dates";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";
import { withOrdersStore } from "../orders/with-store";
import { orderRequested, selectOpenOrder } from "../orders/slice";
import { useOrdersDispatch, useOrdersSelector } from "../orders/hooks";
import { addressLine } from "../orders/format";
import { merchantOrderPath } from "../orders/paths";
import styles from "../orders/components/slip.module.css";
import { PAYMENT_TYPE } from "@contract/orders-constants";
import { DELIVERY_TYPE } from "@contract/cart-constants";

function PackingSlipPage() {
  const { orderId = "" } = useParams();
  const { t } = useTranslation();
  const dispatch = useOrdersDispatch();
  const open = useOrdersSelector(selectOpenOrder);
  useEffect(() => {
    dispatch(orderRequested(orderId));
  }, [dispatch, orderId]);
  const order = open.id === orderId ? open.data : null;
  useDocumentTitle(order ? `${t("merchantOrders.slip.title")} ${order.order_number}` : t("merchantOrders.slip.title"));
  if (!order) {
    return open.status === "error" ? (
      <Alert tone="error">{open.error ?? ""}</Alert>
    ) : (
      <Loader label={t("merchantOrders.loading")} />
    );
  }
  const cod = order.payment_type === PAYMENT_TYPE.cod;
  return (
    <article className={styles.slip} aria-label={t("merchantOrders.slip.title")}>
      <div className={styles.noPrint}>
        <Button onClick={() => window.print()}>{t("merchantOrders.slip.print")}</Button>
        <Button asChild variant="secondary">
          <Link to={merchantOrderPath(order.order_id)}>{t("merchantOrders.back")}</Link>
        </Button>
      </div>
      <header className={styles.head}>
        <div>
          <h1>{t("merchantOrders.slip.title")}</h1>
          <div>{order.store_name}</div>
        </div>
        <div>
          <div>
            {t("merchantOrders.slip.orderNo")} <strong>{order.order_number}</strong>
          </div>
          <div>
            {t("merchantOrders.slip.date")} {formatOrderDate(order.ordered_at)}
          </div>
        </div>
      </header>
      <p>
        <strong>{t("merchantOrders.slip.deliverTo")}:</strong> {order.customer_name}, {order.customer_mobile}
        <br />
        {order.delivery_type === DELIVERY_TYPE.selfPickup ? t("merchantOrders.pickup") : addressLine(order)}
        {(order.preferred_date || order.preferred_slot) && (
          <>
            <br />
            {t("merchantOrders.slot")}: {[order.preferred_date, order.preferred_slot].filter(Boolean).join(", ")}
          </>
        )}
      </p>
      {order.notes && (
        <p>
          <strong>{t("merchantOrders.notes")}:</strong> {order.notes}
        </p>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("merchantOrders.slip.tick")}</th>
            <th scope="col">{t("merchantOrders.product")}</th>
            <th scope="col" className={styles.num}>
              {t("merchantOrders.quantity")}
            </th>
            <th scope="col" className={styles.num}>
              {t("merchantOrders.price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.product_id}>
              <td>
                <span className={styles.box} aria-hidden="true" />
              </td>
              <td>
                {i.product_name} ({i.unit}){i.product_code ? ` · ${i.product_code}` : ""}
              </td>
              <td className={styles.num}>{i.qty}</td>
              <td className={styles.num}>{formatRupees(i.net_price * i.qty)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.total}>
        {t("merchantOrders.slip.total")}: {formatRupees(order.amount)}
        <br />
        {cod
          ? `${t("merchantOrders.slip.collect")}: ${formatRupees(order.amount_to_collect)}`
          : t("merchantOrders.slip.paid")}
      </p>
    </article>
  );
}

export default withOrdersStore(PackingSlipPage);
