// Phones and narrow windows: on a products page the cart sidebar sits after every product, so a
// bar stays at the bottom of the screen with the count, the amount, 'View cart' (the cart drawer)
// and 'Proceed to Buy'. Wide screens, where the sidebar is beside the list, never show it (CSS).
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { selectCart } from "../selectors";
import { checkoutRequested, panelClosed, panelOpened } from "../slice";
import styles from "./cart-bar.module.css";
import { FreeDeliveryNote, feesLine } from "./cart-fees";

export function CartBar() {
  const dispatch = useAppDispatch();
  const { view, context } = useAppSelector(selectCart);
  const { t } = useTranslation();
  if (!context || !view || view.count === 0) return null;
  const shopId = view._id;
  const total = view.prices.total;
  const canBuy = (view.shop?.is_open ?? false) && (view.in_stock ?? false);
  return (
    <>
      {/* Keeps the end of the page clear of the bar. */}
      <div
        className={view.prices.free_delivery ? `${styles.spacer} ${styles.spacerTall}` : styles.spacer}
        aria-hidden="true"
      />
      <section className={styles.bar} aria-label={t("cart.bar.label")}>
        <p className={styles.fees}>{feesLine(view.prices, t)}</p>
        <FreeDeliveryNote prices={view.prices} className={styles.freeDelivery} />
        <div className={styles.row}>
          <p className={styles.summary}>
            <span>{t("cart.bar.items", { count: view.count })}</span>
            <strong>{formatRupees(total)}</strong>
          </p>
          <Button variant="secondary" onClick={() => dispatch(panelOpened("drawer"))}>
            {t("cart.bar.view")}
          </Button>
          <Button
            variant="accent"
            disabled={!canBuy || !shopId}
            onClick={() => {
              if (!shopId) return;
              dispatch(panelClosed());
              dispatch(checkoutRequested({ shopId, amount: total }));
            }}
          >
            {t("cart.bar.proceed")}
          </Button>
        </div>
      </section>
    </>
  );
}
