// Billing details of an order (spec part 2 section 9): item total = gross + discount, taxes and
// charges = packaging + tax, total = net price + delivery - a discount-type offer; with the shop's
// location and directions, and the seller's legal name, address and GSTIN.
import type { OrderListItem } from "@contract/orders";
import { Button } from "@/components/ui/button";
import { SellerDetails } from "@/components/seller-details";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { formatRupees, roundRupees } from "@/lib/money";
import { directionsUrl } from "../status";
import { RefundLines } from "./refund-lines";
import styles from "./orders.module.css";
import { OFFER_TYPE } from "@contract/promo-constants";

type BillingDialogProps = { order: OrderListItem; open: boolean; onOpenChange: (open: boolean) => void };

export function BillingDialog({ order, open, onOpenChange }: BillingDialogProps) {
  const { t } = useTranslation();
  const p = order.prices;
  const taxes = roundRupees(p.packaging_price + p.onlyTax);
  const itemTotal = roundRupees(p.net_price - taxes);
  const discount = roundRupees(itemTotal - p.gross_price);
  const rows: [string, string][] = [
    [t("orderCare.billing.grossPrice"), formatRupees(p.gross_price)],
    [t("orderCare.billing.discount"), formatRupees(discount)],
    [t("orderCare.billing.itemTotal"), formatRupees(itemTotal)],
    [t("orderCare.billing.packaging"), formatRupees(p.packaging_price)],
    [t("orderCare.billing.tax"), formatRupees(p.onlyTax)],
    [t("orderCare.billing.taxesAndCharges"), formatRupees(taxes)],
    [t("orderCare.billing.delivery"), formatRupees(p.delivery)],
  ];
  if (order.offer.offer_type === OFFER_TYPE.discount)
    rows.push([t("orderCare.billing.offerDiscount"), `-${formatRupees(order.offer.offerAmount)}`]);
  if (order.offer.offer_type === OFFER_TYPE.cashback)
    rows.push([t("orderCare.billing.cashback"), formatRupees(order.offer.offerAmount)]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("orders.billing")}
      description={t("orderCare.billing.orderLine", { id: order.order_id, mode: localiseMessage(order.mode_name) })}
      actions={
        <DialogClose>
          <Button>{t("common.okUpper")}</Button>
        </DialogClose>
      }
    >
      <dl className={styles.billing}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt className={styles.total}>{t("orderCare.total")}</dt>
        <dd className={styles.total}>{formatRupees(order.amount)}</dd>
      </dl>
      {order.refunds.length > 0 && (
        <>
          <h3>{t("orderCare.billing.refunds")}</h3>
          <RefundLines refunds={order.refunds} />
        </>
      )}
      <h3>{t("orderCare.billing.shopLocation")}</h3>
      <p className={styles.muted}>
        {order.shop.display_name}, {order.shop.name}, {order.shop.address}
      </p>
      <a href={directionsUrl(order.shop_location)} target="_blank" rel="noreferrer">
        {t("orderCare.billing.getDirections")}
      </a>
      <SellerDetails seller={order.shop.seller} />
    </Dialog>
  );
}
