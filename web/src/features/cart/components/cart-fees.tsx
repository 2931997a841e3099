// What the total is made of, where the total is shown: the cart panel lists the item total,
// packaging, tax and delivery from the server's billing (the cart view carries it), so 'Proceed to
// Buy' never surprises; the phone cart bar says the same in one line. Where the shop delivers free
// from some item total, both say how much more it takes ("Add ₹64.15 more for free delivery"), or
// "Free delivery" once the cart is there.
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

/** The shop's free-delivery rule as the customer reads it; null without one (or for pickup). */
export function freeDeliveryText(prices: BillingPrices, t: ReturnType<typeof useTranslation>["t"]): string | null {
  const rule = prices.free_delivery;
  if (!rule) return null;
  return rule.more > 0 ? t("cart.freeDeliveryMore", { amount: formatRupees(rule.more) }) : t("cart.freeDelivery");
}

export function FreeDeliveryNote({ prices, className }: { prices: BillingPrices; className?: string }) {
  const { t } = useTranslation();
  const text = freeDeliveryText(prices, t);
  // Always rendered (empty without a rule) so that a screen reader hears the change as items are added.
  return (
    <p className={className} role="status" data-reached={prices.free_delivery?.more === 0 || undefined} hidden={!text}>
      {text}
    </p>
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
