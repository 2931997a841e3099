// The PAYMENT step's summary: the server's billing, Galli Cash and the promo panel.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { formatRupees } from "@/lib/money";
import { selectCheckout, walletToggled } from "../slice";
import { PromoPanel } from "./promo-panel";
import styles from "./checkout.module.css";
import { OFFER_TYPE } from "@contract/promo-constants";

export function SummaryPanel() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectCheckout);
  const b = s.order?.billing;
  return (
    <aside className={styles.summary} aria-label="Payment summary" aria-busy={s.orderRequest.status === "sending"}>
      <h3>Summary</h3>
      {b ? (
        <dl>
          <dt>Item total</dt>
          <dd>{formatRupees(b.item_total)}</dd>
          <dt>Taxes and charges</dt>
          <dd>{formatRupees(b.taxes)}</dd>
          <dt>Delivery</dt>
          <dd>{formatRupees(b.delivery)}</dd>
          {b.promo_info.offer_type === OFFER_TYPE.discount && (
            <>
              <dt>Promo discount</dt>
              <dd>−{formatRupees(b.promo_info.offerAmount)}</dd>
            </>
          )}
          {b.promo_info.offer_type === OFFER_TYPE.cashback && (
            <>
              <dt>Cashback (credited to Galli Cash later)</dt>
              <dd>{formatRupees(b.promo_info.offerAmount)}</dd>
            </>
          )}
          <dt className={styles.total}>Order total</dt>
          <dd className={styles.total}>{formatRupees(b.total)}</dd>
          {b.bfcash_amount > 0 && (
            <>
              <dt>Galli Cash</dt>
              <dd>−{formatRupees(b.bfcash_amount)}</dd>
            </>
          )}
          <dt className={styles.total}>To pay</dt>
          <dd className={styles.total}>{formatRupees(b.payable)}</dd>
        </dl>
      ) : (
        <p className={styles.muted}>Preparing your payment…</p>
      )}
      <label className={styles.row}>
        <input
          type="checkbox"
          checked={s.useWallet}
          disabled={!b || (b.bfcash_balance <= 0 && !s.useWallet)}
          onChange={() => dispatch(walletToggled())}
        />
        Use Galli Cash{b ? ` (balance ${formatRupees(b.bfcash_balance)})` : ""}
      </label>
      <PromoPanel />
    </aside>
  );
}
