// Billing details of an order (spec part 2 section 9): item total = gross + discount, taxes and
// charges = packaging + tax, total = net price + delivery - a discount-type offer; with the shop's
// location and directions.
import type { OrderListItem } from "@contract/orders";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { formatRupees, roundRupees } from "@/lib/money";
import { directionsUrl } from "../status";
import { RefundLines } from "./refund-lines";
import styles from "./orders.module.css";
import { OFFER_TYPE } from "@contract/promo-constants";

type BillingDialogProps = { order: OrderListItem; open: boolean; onOpenChange: (open: boolean) => void };

export function BillingDialog({ order, open, onOpenChange }: BillingDialogProps) {
  const p = order.prices;
  const taxes = roundRupees(p.packaging_price + p.onlyTax);
  const itemTotal = roundRupees(p.net_price - taxes);
  const discount = roundRupees(itemTotal - p.gross_price);
  const rows: [string, string][] = [
    ["Gross price", formatRupees(p.gross_price)],
    ["Discount", formatRupees(discount)],
    ["Item total", formatRupees(itemTotal)],
    ["Packaging", formatRupees(p.packaging_price)],
    ["Tax", formatRupees(p.onlyTax)],
    ["Taxes and charges", formatRupees(taxes)],
    ["Delivery", formatRupees(p.delivery)],
  ];
  if (order.offer.offer_type === OFFER_TYPE.discount)
    rows.push(["Offer discount", `-${formatRupees(order.offer.offerAmount)}`]);
  if (order.offer.offer_type === OFFER_TYPE.cashback) rows.push(["Cashback", formatRupees(order.offer.offerAmount)]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Billing details"
      description={`Order ID ${order.order_id} · ${order.mode_name}`}
      actions={
        <DialogClose>
          <Button>OK</Button>
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
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatRupees(order.amount)}</dd>
      </dl>
      {order.refunds.length > 0 && (
        <>
          <h3>Refunds</h3>
          <RefundLines refunds={order.refunds} />
        </>
      )}
      <h3>Shop location</h3>
      <p className={styles.muted}>
        {order.shop.display_name}, {order.shop.name}, {order.shop.address}
      </p>
      <a href={directionsUrl(order.shop_location)} target="_blank" rel="noreferrer">
        Get directions
      </a>
    </Dialog>
  );
}
