// PAYMENT_SUCCESS: thank-you, the amount, the store apps, the shops' addresses, and the way on.
import { Link } from "react-router-dom";
import { paths } from "@/app/paths";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { AppStoreLinks } from "@/components/app-store-links";
import { Button } from "@/components/ui/button";
import { formatRupees } from "@/lib/money";
import { checkoutClosed, selectCheckout } from "../slice";
import styles from "./checkout.module.css";

export function PaymentSuccess() {
  const dispatch = useAppDispatch();
  const result = useAppSelector(selectCheckout).result;
  if (!result) return null;
  const close = () => dispatch(checkoutClosed());
  const paid = result.mode_name === "COD" ? "Amount to pay on delivery" : "Amount paid";
  return (
    <div className={`${styles.section} ${styles.success}`}>
      <h3>Thank you! Your order has been placed.</h3>
      <p>
        {paid}:{" "}
        <span className={styles.amount}>
          {formatRupees(result.mode_name === "COD" ? result.paid.cash : result.amount)}
        </span>
      </p>
      <ul className={styles.list} aria-label="Your orders">
        {result.shops.map((shop) => (
          <li key={shop._id} className={styles.address}>
            <strong>
              {shop.name} — {shop.store_name}
            </strong>
            <div>{shop.address}</div>
            <div className={styles.muted}>
              Order {shop.order_id} · {formatRupees(shop.amount)}
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>Track your order on the go with the Galli app.</p>
      <AppStoreLinks />
      <div className={styles.row}>
        <Button asChild variant="secondary">
          <Link to={paths.home} onClick={close}>
            Continue shopping
          </Link>
        </Button>
        <Button asChild>
          <Link to={paths.trackOrder} onClick={close}>
            Track order
          </Link>
        </Button>
      </div>
    </div>
  );
}
