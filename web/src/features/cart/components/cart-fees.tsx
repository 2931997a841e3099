// What the total is made of, where the total is shown: the cart panel lists the item total,
// packaging, tax and delivery from the server's billing (the cart view carries it), so 'Proceed to
// Buy' never surprises; the phone cart bar says the same in one line.
import type { BillingPrices } from "@contract/cart";
import { DELIVERY_TYPE } from "@contract/cart-constants";
import { OFFER_TYPE } from "@contract/promo-constants";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import styles from "./cart-sidebar.module.css";

export function CartFees({ prices }: { prices: BillingPrices }) {
  const { t } = useTranslation();
  const pickup = prices.delivery_type === DELIVERY_TYPE.selfPickup;
  const promo = prices.promo_info.offer_type === OFFER_TYPE.discount && prices.promo_info.offerAmount > 0;
  const rows: [string, string][] = [
    [t("billing.itemTotal"), formatRupees(prices.item_total)],
    [pickup ? t("billing.pickup") : t("billing.delivery"), formatRupees(prices.delivery)],
    [t("billing.packaging"), formatRupees(prices.packaging_price)],
    [t("billing.tax"), formatRupees(prices.onlyTax)],
    ...(promo ? ([[t("billing.promo"), `−${formatRupees(prices.promo_info.offerAmount)}`]] as [string, string][]) : []),
  ];
  return (
    <dl className={styles.fees} aria-label={t("cart.fees")}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={styles.feesTotal}>
        <dt>{t("billing.total")}</dt>
        <dd>{formatRupees(prices.total)}</dd>
      </div>
    </dl>
  );
}

/** The phone bar's one line: "Items ₹34.85 + delivery ₹25.00 + packaging ₹5.00 + tax ₹1.74". */
export function feesLine(prices: BillingPrices, t: ReturnType<typeof useTranslation>["t"]): string {
  return t("cart.bar.fees", {
    items: formatRupees(prices.item_total),
    delivery: formatRupees(prices.delivery),
    packaging: formatRupees(prices.packaging_price),
    tax: formatRupees(prices.onlyTax),
  });
}
