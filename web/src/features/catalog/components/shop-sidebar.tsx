// The products page's left sidebar: shop logo, display name, number of stores (not for private
// shops), rating to one decimal or 'No Ratings', and delivery time.
import type { ShopInfo } from "@contract/catalog";
import { deliveryDurationText, deliveryWindowText, ratingText, shopIconUrl, storesText } from "../display";
import styles from "./shop-sidebar.module.css";

export function ShopSidebar({ shop, isPrivate }: { shop: ShopInfo; isPrivate: boolean }) {
  const rating = ratingText(shop);
  return (
    <section className={styles.sidebar} aria-label="Shop">
      <img
        className={styles.logo}
        src={shopIconUrl(isPrivate && shop.private ? shop.private.icon : shop.image)}
        alt={`${shop.display_name} logo`}
        width={96}
        height={96}
      />
      <h1 className={styles.name}>{shop.display_name}</h1>
      <p className={styles.street}>{shop.address.street}</p>
      <dl className={styles.facts}>
        {!isPrivate && (
          <div>
            <dt>Stores</dt>
            <dd>{storesText(shop.stores.length)}</dd>
          </div>
        )}
        <div>
          <dt>Rating</dt>
          <dd>{rating === "No Ratings" ? rating : `★ ${rating}`}</dd>
        </div>
        <div>
          <dt>Delivery time</dt>
          <dd>{deliveryWindowText(shop)}</dd>
        </div>
        <div>
          <dt>Delivers within</dt>
          <dd>{deliveryDurationText(shop)}</dd>
        </div>
      </dl>
    </section>
  );
}
