// One order (/merchant/orders/:orderId): products with quantity and store, the customer, the
// delivery address and slot, notes and image, payment type and the cash to collect, the requests
// waiting for an answer, and the moves the order offers.
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import type { ConsoleOrder, ConsoleRequest } from "@contract/console-orders";
import { Loader } from "@/components/ui/spinner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatRupees } from "@/lib/money";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantOrders";
import { withOrdersStore } from "../orders/with-store";
import { ordersApi } from "../orders/api";
import { orderRequested, selectOpenOrder } from "../orders/slice";
import { useLiveOrders, useNewOrdersTitle, useOrdersDispatch, useOrdersSelector } from "../orders/hooks";
import { OrderActions } from "../orders/components/order-actions";
import { ActNotice } from "../orders/components/act-notice";
import { AssignControl } from "../orders/components/assign-control";
import { DeliveryLine } from "../orders/components/delivery-line";
import { InvoiceDownload } from "../orders/components/invoice-download";
import { SubstitutionPanel } from "../orders/components/substitution-panel";
import { addressLine } from "../orders/format";
import { MERCHANT_ORDERS_PATH, packingSlipPath } from "../orders/paths";
import styles from "../orders/components/orders.module.css";
import { ESCALATION_STATUS, PAYMENT_TYPE, VERIFY_STATUS } from "@contract/orders-constants";
import { DELIVERY_TYPE } from "@contract/cart-constants";

/** The photos the customer sent with a request, loaded with the member's token as object URLs. */
function RequestPhotos({ orderId, request }: { orderId: string; request: ConsoleRequest }) {
  const { t } = useTranslation();
  const [urls, setUrls] = useState<string[]>([]);
  const count = request.image_count;
  useEffect(() => {
    let live = true;
    let loaded: string[] = [];
    void Promise.all(
      Array.from({ length: count }, (_, i) =>
        ordersApi.requestImageUrl(orderId, request.product_id, i).catch(() => null),
      ),
    ).then((all) => {
      loaded = all.filter((u): u is string => u !== null);
      if (live) setUrls(loaded);
      else loaded.forEach((u) => URL.revokeObjectURL(u));
    });
    return () => {
      live = false;
      loaded.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [orderId, request.product_id, count]);
  if (count === 0 || urls.length === 0) return null;
  return (
    <ul className={styles.requestPhotos} aria-label={t("merchantOrders.request.photos")}>
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img
              className={styles.requestPhoto}
              src={url}
              alt={t("merchantOrders.request.photo", { n: i + 1, count: urls.length })}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Requests({ order }: { order: ConsoleOrder }) {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language === "hi";
  const lines = order.items.filter((i) => i.escalation_status > ESCALATION_STATUS.none);
  if (lines.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2>{t("merchantOrders.tabs.replace_refund")}</h2>
      <ul>
        {lines.map((i) => {
          const request = order.requests.find((r) => r.product_id === i.product_id);
          const reason = (hindi && request?.reason_hi) || request?.reason || i.escalation_reason;
          return (
            <li key={i.product_id}>
              {t(
                i.verify_status === VERIFY_STATUS.undelivered
                  ? "merchantOrders.request.undelivered"
                  : "merchantOrders.request.replacement",
                {
                  qty: i.escalated_qty,
                  product: i.product_name,
                },
              )}{" "}
              — {t(`merchantOrders.request.status.${String(i.escalation_status) as "1"}`)}
              {reason && <div className={styles.muted}>{t("merchantOrders.request.reason", { reason })}</div>}
              {request?.message && (
                <div data-testid="request-message">
                  {t("merchantOrders.request.message", { message: request.message })}
                </div>
              )}
              {request && <RequestPhotos orderId={order.order_id} request={request} />}
            </li>
          );
        })}
      </ul>
      {order.store_refusal_reason && (
        <p className={styles.muted}>{t("merchantOrders.request.refused", { reason: order.store_refusal_reason })}</p>
      )}
    </section>
  );
}

/** A dialable number: an Indian 10-digit mobile gets +91; anything else is kept as it is, digits and +. */
function telOf(mobile: string): string {
  const digits = mobile.replace(/[^\d+]/g, "");
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : digits;
}

function OrderPage() {
  const { orderId = "" } = useParams();
  const { t } = useTranslation();
  const dispatch = useOrdersDispatch();
  const open = useOrdersSelector(selectOpenOrder);
  useLiveOrders();
  useEffect(() => {
    dispatch(orderRequested(orderId));
  }, [dispatch, orderId]);
  const order = open.id === orderId ? open.data : null;
  useNewOrdersTitle(
    order ? t("merchantOrders.orderNumber", { number: order.order_number }) : t("merchantOrders.title"),
  );

  if (!order) {
    return (
      <div className={styles.page}>
        <Link to={MERCHANT_ORDERS_PATH}>{t("merchantOrders.back")}</Link>
        {open.status === "error" ? (
          <Alert tone="error">{open.error ?? ""}</Alert>
        ) : (
          <Loader label={t("merchantOrders.loading")} />
        )}
      </div>
    );
  }
  const cod = order.payment_type === PAYMENT_TYPE.cod;
  return (
    <div className={styles.page}>
      <Link to={MERCHANT_ORDERS_PATH}>{t("merchantOrders.back")}</Link>
      <div className={styles.cardHead}>
        <h1 className={styles.heading}>{t("merchantOrders.orderNumber", { number: order.order_number })}</h1>
        <strong data-testid="order-status">{t(`merchantOrders.tabs.${order.tab}`)}</strong>
      </div>
      <span className={styles.muted}>{t("merchantOrders.orderedAt", { time: formatOrderDate(order.ordered_at) })}</span>
      <ActNotice />
      <DeliveryLine order={order} />
      <OrderActions order={order} />
      <AssignControl order={order} />
      {order.reject_reason && (
        <p>
          {t("merchantOrders.rejectReason")}: {order.reject_reason}
        </p>
      )}
      <Requests order={order} />
      <SubstitutionPanel order={order} />
      <section className={styles.section}>
        <h2>{t("merchantOrders.products")}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("merchantOrders.product")}</th>
              <th scope="col" className={styles.num}>
                {t("merchantOrders.quantity")}
              </th>
              <th scope="col">{t("merchantOrders.store")}</th>
              <th scope="col" className={styles.num}>
                {t("merchantOrders.price")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((i) => (
              <tr key={i.product_id}>
                <td>
                  {i.product_name} <span className={styles.muted}>{i.unit}</span>
                </td>
                <td className={styles.num}>{i.qty}</td>
                <td>{order.store_name}</td>
                <td className={styles.num}>{formatRupees(i.net_price * i.qty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section}>
        <h2>{t("merchantOrders.customer")}</h2>
        <dl className={styles.facts}>
          <dt>{t("merchantOrders.customer")}</dt>
          <dd data-testid="customer-name">{order.customer_name}</dd>
          {order.customer_mobile && (
            <>
              <dt>{t("merchantOrders.phone")}</dt>
              <dd>
                <span data-testid="customer-phone">{order.customer_mobile}</span>{" "}
                <Button asChild variant="secondary" size="sm">
                  <a
                    href={`tel:${telOf(order.customer_mobile)}`}
                    aria-label={t("merchantOrders.call", { name: order.customer_name })}
                  >
                    {t("merchantOrders.callShort")}
                  </a>
                </Button>
              </dd>
            </>
          )}
          <dt>{t("merchantOrders.deliveryAddress")}</dt>
          <dd>{order.delivery_type === DELIVERY_TYPE.selfPickup ? t("merchantOrders.pickup") : addressLine(order)}</dd>
          <dt>{t("merchantOrders.slot")}</dt>
          <dd>
            {order.preferred_date || order.preferred_slot
              ? [order.preferred_date, order.preferred_slot].filter(Boolean).join(", ")
              : t("merchantOrders.noSlot")}
          </dd>
          {order.notes && (
            <>
              <dt>{t("merchantOrders.notes")}</dt>
              <dd>{order.notes}</dd>
            </>
          )}
          <dt>{t("merchantOrders.payment")}</dt>
          <dd>{cod ? t("merchantOrders.paymentCod") : t("merchantOrders.paymentOnline")}</dd>
          <dt>{t("merchantOrders.amount")}</dt>
          <dd>{formatRupees(order.amount)}</dd>
          {cod && (
            <>
              <dt>{t("merchantOrders.toCollect")}</dt>
              <dd>
                <strong data-testid="to-collect">{formatRupees(order.amount_to_collect)}</strong>
              </dd>
            </>
          )}
        </dl>
        {order.has_image && open.imageUrl && (
          <figure>
            <img className={styles.image} src={open.imageUrl} alt={t("merchantOrders.image")} />
            <figcaption className={styles.muted}>{t("merchantOrders.image")}</figcaption>
          </figure>
        )}
      </section>
      <div className={styles.actions}>
        <Button asChild variant="secondary">
          <Link to={packingSlipPath(order.order_id)}>{t("merchantOrders.actions.print")}</Link>
        </Button>
        <InvoiceDownload order={order} />
      </div>
    </div>
  );
}

export default withOrdersStore(OrderPage);
