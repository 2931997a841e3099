// The PAYMENT step's summary: the server's billing, Galli Cash and the promo panel.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { selectCheckout, walletToggled } from "../slice";
import { PromoPanel } from "./promo-panel";
import "@/lib/i18n/texts/payment";
import styles from "./checkout.module.css";
import { OFFER_TYPE } from "@contract/promo-constants";
import { DELIVERY_TYPE } from "@contract/cart-constants";
import { formatClockTime, formatDeliveryDate } from "@/lib/dates";
import { indiaToday } from "../slots";

/** When a delivery by the shop will arrive: the time today, else the day and time. */
export function arrivalText(at: string, now: Date = new Date()): string {
  return indiaToday(new Date(at)).date === indiaToday(now).date ? formatClockTime(at) : formatDeliveryDate(at);
}

export function SummaryPanel() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectCheckout);
  const b = s.order?.billing;
  const { t } = useTranslation();
  return (
    <aside
      className={styles.summary}
      aria-label={t("checkout.summary.label")}
      aria-busy={s.orderRequest.status === "sending"}
    >
      <h3>{t("checkout.summary.title")}</h3>
      {s.order?.next_delivery_at && s.order.delivery_type === DELIVERY_TYPE.byShop ? (
        // The shop's limit of orders for immediate delivery is reached: placing would be refused.
        <p className={styles.busy} role="alert">
          {t("checkout.summary.busy", { time: arrivalText(s.order.next_delivery_at) })}
        </p>
      ) : (
        s.order?.arrival_at &&
        s.order.delivery_type === DELIVERY_TYPE.byShop && (
          <p className={styles.arrival}>{t("checkout.summary.arrival", { time: arrivalText(s.order.arrival_at) })}</p>
        )
      )}
      {s.parcels > 1 && (
        <p className={styles.parcels} role="note">
          {t("payment.parcels", { count: s.parcels })}
        </p>
      )}
      {b ? (
        <dl>
          <dt>{t("checkout.summary.items")}</dt>
          <dd>{formatRupees(b.item_total)}</dd>
          <dt>{t("checkout.summary.taxes")}</dt>
          <dd>{formatRupees(b.taxes)}</dd>
          <dt>{t("checkout.summary.delivery")}</dt>
          <dd>{formatRupees(b.delivery)}</dd>
          {b.promo_info.offer_type === OFFER_TYPE.discount && (
            <>
              <dt>{t("checkout.summary.promo")}</dt>
              <dd>−{formatRupees(b.promo_info.offerAmount)}</dd>
            </>
          )}
          {b.promo_info.offer_type === OFFER_TYPE.cashback && (
            <>
              <dt>{t("checkout.summary.cashback")}</dt>
              <dd>{formatRupees(b.promo_info.offerAmount)}</dd>
            </>
          )}
          <dt className={styles.total}>{t("checkout.summary.total")}</dt>
          <dd className={styles.total}>{formatRupees(b.total)}</dd>
          {b.bfcash_amount > 0 && (
            <>
              <dt>{t("checkout.summary.wallet")}</dt>
              <dd>−{formatRupees(b.bfcash_amount)}</dd>
            </>
          )}
          <dt className={styles.total}>{t("checkout.summary.toPay")}</dt>
          <dd className={styles.total}>{formatRupees(b.payable)}</dd>
        </dl>
      ) : (
        <p className={styles.muted}>{t("checkout.summary.preparing")}</p>
      )}
      <label className={styles.row}>
        <input
          type="checkbox"
          checked={s.useWallet}
          disabled={!b || (b.bfcash_balance <= 0 && !s.useWallet)}
          onChange={() => dispatch(walletToggled())}
        />
        {b
          ? t("checkout.summary.useWalletBalance", { balance: formatRupees(b.bfcash_balance) })
          : t("checkout.summary.useWallet")}
      </label>
      <PromoPanel />
    </aside>
  );
}
