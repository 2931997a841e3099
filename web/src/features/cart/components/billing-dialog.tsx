// View Billing (spec part 2 sections 3 and 9): the prices the server computed, shown as they are.
import type { BillingPrices } from "@contract/cart";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { formatRupees } from "@/lib/money";
import { selectCart } from "../selectors";
import { panelClosed } from "../slice";
import styles from "./cart-dialogs.module.css";
import { OFFER_TYPE } from "@contract/promo-constants";
import { DELIVERY_TYPE } from "@contract/cart-constants";

const minus = (amount: number) => (amount > 0 ? `−${formatRupees(amount)}` : formatRupees(0));

export function BillingRows({ prices }: { prices: BillingPrices }) {
  const discountOffer = prices.promo_info.offer_type === OFFER_TYPE.discount;
  const cashback = prices.promo_info.offer_type === OFFER_TYPE.cashback;
  const rows: [string, string, boolean?][] = [
    ["Gross Price", formatRupees(prices.gross_price)],
    ["Discount", minus(-prices.discount)],
    ["Item Total", formatRupees(prices.item_total), true],
    ["Packaging", formatRupees(prices.packaging_price)],
    ["Tax", formatRupees(prices.onlyTax)],
    ["Taxes and Charges", formatRupees(prices.taxes), true],
    ["Net Price", formatRupees(prices.net_price), true],
    [
      prices.delivery_type === DELIVERY_TYPE.selfPickup ? "Delivery (Self Pickup)" : "Delivery",
      formatRupees(prices.delivery),
    ],
    ...(discountOffer ? ([["Promo discount", minus(prices.promo_info.offerAmount)]] as [string, string][]) : []),
    ...(cashback
      ? ([["Cashback (after delivery)", formatRupees(prices.promo_info.offerAmount)]] as [string, string][])
      : []),
  ];
  return (
    <dl className={styles.bill}>
      {rows.map(([label, value, strong]) => (
        <div key={label} className={strong ? `${styles.billRow} ${styles.strong}` : styles.billRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={`${styles.billRow} ${styles.total}`}>
        <dt>Order Total</dt>
        <dd>{formatRupees(prices.total)}</dd>
      </div>
    </dl>
  );
}

export function BillingDialog() {
  const dispatch = useAppDispatch();
  const { panel, billing } = useAppSelector(selectCart);
  return (
    <Dialog
      open={panel === "billing"}
      onOpenChange={(open) => !open && dispatch(panelClosed())}
      title="Billing"
      size="sm"
      actions={
        <DialogClose>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      {billing.request.status === "sending" && <Loader label="Loading billing…" />}
      {billing.request.status === "error" && <p>The billing could not be loaded. Please try again.</p>}
      {billing.request.status === "done" && billing.prices && <BillingRows prices={billing.prices} />}
    </Dialog>
  );
}
