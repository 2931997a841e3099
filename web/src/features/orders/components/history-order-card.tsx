// An order on the Purchase History page (spec part 2 section 2).
import { useState } from "react";
import type { OrderListItem } from "@contract/orders";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { formatRupees } from "@/lib/money";
import { storeReviewOpened } from "../flow-slice";
import { orderOpened } from "../list-slice";
import { buyAgainRequested } from "../again-slice";
import { selectBuyAgain } from "../selectors";
import { replacementDaysLeft } from "../status";
import { BillingDialog } from "./billing-dialog";
import { OrderSummary } from "./order-summary";
import { replacementWindowLabel } from "./order-texts";
import { ClosedOrderMoney, closedUnfulfilled, RefundLines } from "./refund-lines";
import { InvoiceButtons } from "./invoice-buttons";
import styles from "./orders.module.css";
import { ORDER_STATUS } from "@contract/orders-constants";

/** What was paid: the order's amount less the cash on delivery not charged at the door (goods that never came). */
const paidAtDoor = (order: OrderListItem): number =>
  Math.round(
    order.refunds.reduce(
      (paise, r) => (r.destination === "cash" ? paise - Math.round(r.amount * 100) : paise),
      Math.round(order.amount * 100),
    ),
  ) / 100;

export function HistoryOrderCard({ order }: { order: OrderListItem }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const [billing, setBilling] = useState(false);
  const days = replacementDaysLeft(order.shop.replacement);
  const canReview = order.status === ORDER_STATUS.verified && days > 0 && !order.shop_reviewed;
  const again = useAppSelector(selectBuyAgain);
  return (
    <article className={styles.card} aria-label={t("orderCare.orderAria", { id: order.order_id })}>
      <OrderSummary order={order}>
        <div>
          <dt>{t("orders.products")}</dt>
          <dd>{order.products_count}</dd>
        </div>
        <div>
          <dt>{t("orderCare.history.replacementWindow")}</dt>
          <dd>{replacementWindowLabel(days)}</dd>
        </div>
      </OrderSummary>
      {closedUnfulfilled(order.status) ? (
        <ClosedOrderMoney order={order} />
      ) : (
        <>
          <p className={styles.total}>
            {t("orderCare.history.totalPaid", { amount: formatRupees(paidAtDoor(order)).replace("₹", "₹ ") })}
          </p>
          <RefundLines refunds={order.refunds} />
        </>
      )}
      <div className={styles.actions}>
        <Button size="sm" onClick={() => dispatch(orderOpened({ list: "history", orderId: order._id }))}>
          {t("orders.products")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setBilling(true)}>
          {t("orders.billing")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={again.orderId === order._id && again.request.status === "sending"}
          onClick={() => dispatch(buyAgainRequested({ orderId: order._id }))}
        >
          {t("orderCare.buyAgain.title")}
        </Button>
        <InvoiceButtons order={order} />
        {canReview && (
          <Button
            variant="accent"
            size="sm"
            onClick={() => dispatch(storeReviewOpened({ orderId: order._id, list: "history" }))}
          >
            {t("orderCare.history.writeStoreReview")}
          </Button>
        )}
      </div>
      <BillingDialog order={order} open={billing} onOpenChange={setBilling} />
    </article>
  );
}
