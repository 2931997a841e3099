// An order on the Track Order page with its actions (spec part 2 section 2).
import { useState } from "react";
import type { OrderListItem } from "@contract/orders";
import { useAppDispatch } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { orderOpened } from "../list-slice";
import { canBuzz, directionsUrl, isDelivered } from "../status";
import { BillingDialog } from "./billing-dialog";
import { BuzzButton } from "./buzz-button";
import { CancelDialog } from "./cancel-dialog";
import { ContactShopDialog } from "./contact-shop-dialog";
import { HelpDialog } from "./help-dialog";
import { DeliveryPanel } from "./delivery-panel";
import { OrderSummary } from "./order-summary";
import { RefundLines } from "./refund-lines";
import { SubstitutionCards } from "./substitution-cards";
import { InvoiceButtons } from "./invoice-buttons";
import styles from "./orders.module.css";
import { ORDER_STATUS } from "@contract/orders-constants";

type Open = "billing" | "contact" | "help" | "cancel" | null;

export function TrackOrderCard({ order }: { order: OrderListItem }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState<Open>(null);
  const { t } = useTranslation();
  const dialog = (name: Exclude<Open, null>) => ({
    open: open === name,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? name : null),
  });
  return (
    <article className={styles.card} aria-label={t("checkout.success.order", { id: order.order_id })}>
      <OrderSummary order={order} />
      <p className={styles.muted}>
        {t("orders.line", {
          count: order.products_count,
          mode: localiseMessage(order.mode_name),
          total: formatRupees(order.amount),
        })}
      </p>
      <DeliveryPanel order={order} />
      <SubstitutionCards order={order} />
      <RefundLines refunds={order.refunds} />
      <div className={styles.actions}>
        <Button
          variant="primary"
          size="sm"
          onClick={() => dispatch(orderOpened({ list: "track", orderId: order._id }))}
        >
          {order.status === ORDER_STATUS.delivered ? t("orders.verifyProducts") : t("orders.products")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen("billing")}>
          {t("orders.billing")}
        </Button>
        <Button asChild variant="ghost" size="sm">
          <a href={directionsUrl(order.shop_location)} target="_blank" rel="noreferrer">
            {t("orders.directions")}
          </a>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen("contact")}>
          {t("orders.contactShop")}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen("help")}>
          {t("header.help")}
        </Button>
        {!isDelivered(order) && (
          <Button variant="danger" size="sm" onClick={() => setOpen("cancel")}>
            {t("orders.cancelOrder")}
          </Button>
        )}
        {canBuzz(order) && <BuzzButton order={order} />}
        <InvoiceButtons order={order} />
      </div>
      <BillingDialog order={order} {...dialog("billing")} />
      <ContactShopDialog order={order} {...dialog("contact")} />
      {open === "help" && <HelpDialog order={order} {...dialog("help")} />}
      {open === "cancel" && <CancelDialog order={order} {...dialog("cancel")} />}
    </article>
  );
}
