// PAYMENT_SUCCESS: thank-you, the amount, the store apps, the shops' addresses, and the way on.
import { Link } from "react-router-dom";
import { paths } from "@/app/paths";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { AppStoreLinks } from "@/components/app-store-links";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { checkoutClosed, selectCheckout } from "../slice";
import styles from "./checkout.module.css";
import "@/lib/i18n/texts/payment";

export function PaymentSuccess() {
  const dispatch = useAppDispatch();
  const result = useAppSelector(selectCheckout).result;
  const { t } = useTranslation();
  if (!result) return null;
  const close = () => dispatch(checkoutClosed());
  const paid = result.mode_name === "COD" ? t("checkout.success.onDelivery") : t("checkout.success.paid");
  return (
    <div className={`${styles.section} ${styles.success}`}>
      <h3>{t("checkout.success.thanks")}</h3>
      <p>
        {paid}:{" "}
        <span className={styles.amount}>
          {formatRupees(result.mode_name === "COD" ? result.paid.cash : result.amount)}
        </span>
      </p>
      {result.shops.length > 1 && <p role="note">{t("payment.parcelsPaid", { count: result.shops.length })}</p>}
      <ul className={styles.list} aria-label={t("checkout.success.orders")}>
        {result.shops.map((shop) => (
          <li key={shop._id} className={styles.address}>
            <strong>
              {shop.name} — {shop.store_name}
            </strong>
            <div>{shop.address}</div>
            <div className={styles.muted}>
              {t("checkout.success.order", { id: shop.order_id })} · {formatRupees(shop.amount)}
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t("checkout.success.app")}</p>
      <AppStoreLinks />
      <div className={styles.successActions}>
        <Button asChild variant="secondary">
          <Link to={paths.home} onClick={close}>
            {t("checkout.success.continue")}
          </Link>
        </Button>
        <Button asChild>
          <Link to={paths.trackOrder} onClick={close}>
            {t("checkout.success.track")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
