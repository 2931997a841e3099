// View Billing (spec part 2 sections 3 and 9): the prices the server computed, shown as they are.
import type { BillingPrices } from "@contract/cart";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
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
  const { t } = useTranslation();
  const rows: [string, string, boolean?][] = [
    [t("billing.gross"), formatRupees(prices.gross_price)],
    [t("billing.discount"), minus(-prices.discount)],
    [t("billing.itemTotal"), formatRupees(prices.item_total), true],
    [t("billing.packaging"), formatRupees(prices.packaging_price)],
    [t("billing.tax"), formatRupees(prices.onlyTax)],
    [t("billing.taxes"), formatRupees(prices.taxes), true],
    [t("billing.net"), formatRupees(prices.net_price), true],
    [
      prices.delivery_type === DELIVERY_TYPE.selfPickup ? t("billing.pickup") : t("billing.delivery"),
      formatRupees(prices.delivery),
    ],
    ...(discountOffer ? ([[t("billing.promo"), minus(prices.promo_info.offerAmount)]] as [string, string][]) : []),
    ...(cashback ? ([[t("billing.cashback"), formatRupees(prices.promo_info.offerAmount)]] as [string, string][]) : []),
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
        <dt>{t("billing.total")}</dt>
        <dd>{formatRupees(prices.total)}</dd>
      </div>
    </dl>
  );
}

export function BillingDialog() {
  const dispatch = useAppDispatch();
  const { panel, billing } = useAppSelector(selectCart);
  const { t } = useTranslation();
  return (
    <Dialog
      open={panel === "billing"}
      onOpenChange={(open) => !open && dispatch(panelClosed())}
      title={t("billing.title")}
      size="sm"
      actions={
        <DialogClose>
          <Button variant="secondary">{t("common.close")}</Button>
        </DialogClose>
      }
    >
      {billing.request.status === "sending" && <Loader label={t("billing.loading")} />}
      {billing.request.status === "error" && <p>{t("billing.failed")}</p>}
      {billing.request.status === "done" && billing.prices && <BillingRows prices={billing.prices} />}
    </Dialog>
  );
}
