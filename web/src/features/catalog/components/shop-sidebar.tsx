// The products page's left sidebar: shop logo, display name, number of stores (not for private
// shops), rating to one decimal or 'No Ratings', and delivery time; while the shop is busy (its
// preparation limit), when the next order can be delivered.
import type { ShopInfo } from "@contract/catalog";
import { useTranslation } from "@/lib/i18n";
import { formatClockTime } from "@/lib/dates";
import { deliveryDurationText, deliveryWindowText, ratingText, shopIconUrl } from "../display";
import styles from "./shop-sidebar.module.css";

export function ShopSidebar({
  shop,
  isPrivate,
  nextDeliveryAt = null,
}: {
  shop: ShopInfo;
  isPrivate: boolean;
  /** While the shop takes no more orders for immediate delivery this hour: when the next can arrive. */
  nextDeliveryAt?: string | null;
}) {
  const rating = ratingText(shop);
  const { t } = useTranslation();
  return (
    <section className={styles.sidebar} aria-label={t("catalog.shop")}>
      <img
        className={styles.logo}
        src={shopIconUrl(isPrivate && shop.private ? shop.private.icon : shop.image)}
        alt={t("catalog.logo", { name: shop.display_name })}
        width={96}
        height={96}
      />
      <h1 className={styles.name}>{shop.display_name}</h1>
      <p className={styles.street}>{shop.address.street}</p>
      {nextDeliveryAt && (
        <p className={styles.busy}>{t("home.busyNext", { time: formatClockTime(nextDeliveryAt) })}</p>
      )}
      <dl className={styles.facts}>
        {!isPrivate && (
          <div>
            <dt>{t("catalog.storesLabel")}</dt>
            <dd>{t("catalog.stores", { count: shop.stores.length })}</dd>
          </div>
        )}
        <div>
          <dt>{t("catalog.rating")}</dt>
          <dd>{rating === null ? t("home.noRatings") : `★ ${rating}`}</dd>
        </div>
        <div>
          <dt>{t("catalog.deliveryTime")}</dt>
          <dd>{deliveryWindowText(shop)}</dd>
        </div>
        <div>
          <dt>{t("catalog.deliversWithin")}</dt>
          <dd>{deliveryDurationText(shop)}</dd>
        </div>
      </dl>
    </section>
  );
}
