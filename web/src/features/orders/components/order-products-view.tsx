// The order's products view, shown in place of the list: back button, shop header, order id and
// total, status (with the timeline while tracking), billing link, products with verification, and
// Submit once every product of a delivered order is decided.
import { SellerDetails } from "@/components/seller-details";
import { useEffect, useState } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { formatOrderDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { formatRupees } from "@/lib/money";
import { verifyOrderRequested } from "../flow-slice";
import { orderViewClosed } from "../list-slice";
import { detailsRequested } from "../order-slice";
import { selectDetails, selectFlow } from "../selectors";
import { shopIconUrl, statusName, timeline, type OrderListName } from "../status";
import { BillingDialog } from "./billing-dialog";
import { OrderStatus } from "./order-summary";
import { escalationTexts } from "./order-texts";
import { ProductRow } from "./product-row";
import styles from "./orders.module.css";
import { ORDER_STATUS, VERIFY_STATUS } from "@contract/orders-constants";

export function OrderProductsView({ list, orderId }: { list: OrderListName; orderId: string }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const details = useAppSelector(selectDetails(orderId));
  const flow = useAppSelector(selectFlow);
  const [billing, setBilling] = useState(false);

  useEffect(() => {
    dispatch(detailsRequested({ orderId, list }));
  }, [dispatch, orderId, list]);

  const back = (
    <Button variant="ghost" onClick={() => dispatch(orderViewClosed())}>
      {t("orderCare.view.back")}
    </Button>
  );
  if (!details) {
    return (
      <section className={styles.page} aria-label={t("orderCare.view.label")}>
        {back}
        <Loader label={t("orderCare.view.loading")} />
      </section>
    );
  }
  const { order, shop } = details;
  const undecided = order.products.some((p) => p.verify_status === VERIFY_STATUS.undecided);
  const sentences = escalationTexts(order.products);
  return (
    <section className={styles.page} aria-label={t("orderCare.view.label")}>
      {back}
      <header className={styles.summary}>
        <img className={styles.icon} src={shopIconUrl(shop.icon)} alt="" width={56} height={56} />
        <div>
          <h2 className={styles.shopName}>{shop.display_name}</h2>
          <p className={styles.muted}>
            {shop.name}, {shop.address}
          </p>
        </div>
      </header>
      <SellerDetails seller={shop.seller} />
      <dl className={styles.facts}>
        <div>
          <dt>{t("orders.orderId")}</dt>
          <dd>{order.order_id}</dd>
        </div>
        <div>
          <dt>{t("orderCare.total")}</dt>
          <dd>{formatRupees(order.amount)}</dd>
        </div>
        <div>
          <dt>{t("orders.statusLabel")}</dt>
          <dd>
            <OrderStatus status={order.status} at={order.status_date} />
          </dd>
        </div>
      </dl>
      {list === "track" && (
        <ol className={styles.timeline} aria-label={t("orderCare.view.timeline")}>
          {timeline(order).map((s) => (
            <li key={s.status}>
              {statusName(s.status)} <span className={styles.muted}>{formatOrderDate(s.at)}</span>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.actions}>
        <Button variant="link" onClick={() => setBilling(true)}>
          {t("orders.billing")}
        </Button>
      </div>
      {sentences.map((s) => (
        <p key={s}>{s}</p>
      ))}
      <ul className={styles.products} aria-label={t("orders.products")}>
        {order.products.map((p) => (
          <ProductRow key={p.id} order={order} product={p} list={list} />
        ))}
      </ul>
      {order.fees_refund > 0 && (
        <p>
          {t("orderCare.view.feesRefund")} · <span className={styles.refund}>-{formatRupees(order.fees_refund)}</span>
        </p>
      )}
      {order.status === ORDER_STATUS.delivered && (
        <div className={styles.actions}>
          <Button
            disabled={undecided}
            loading={flow.verifyOrderRequest.status === "sending"}
            onClick={() => dispatch(verifyOrderRequested({ orderId, list }))}
          >
            {t("orderCare.submit")}
          </Button>
          {undecided && <p className={styles.muted}>{t("orderCare.view.chooseEvery")}</p>}
        </div>
      )}
      <BillingDialog order={order} open={billing} onOpenChange={setBilling} />
    </section>
  );
}
