// One shop: image (400x400 from the icon endpoint), display name, rating, open state, offer and,
// while the shop takes no more orders for immediate delivery this hour, when the next can arrive.
// Private shops open at /{store_unique_id}; the others at their own /public/products/{shop id},
// with navigation state (the stores in range).
import { Link } from "react-router-dom";
import type { ShopCard } from "@contract/shops";
import { useAppDispatch } from "@/app/hooks";
import { paths } from "@/app/paths";
import { useTranslation } from "@/lib/i18n";
import { formatClockTime } from "@/lib/dates";
import { shopOpened } from "../discovery-slice";
import { formatRating, formatShopOffer, isClosedPrivate, isOpenNow } from "../format";
import { shopIconUrl } from "../images";
import styles from "./shop-group.module.css";

export const TILE_IMAGE_SIZE = 400;

/** Where a shop opens, and the navigation state its products page reads (spec part 1 section 2). */
export function shopTarget(shop: ShopCard) {
  const isPrivate = shop.group === "private";
  if (isPrivate && shop.promoid_obj.shop_unique_id)
    return { to: paths.shop(shop.promoid_obj.shop_unique_id), state: undefined, isPrivate };
  return {
    to: paths.publicShop(shop.category_id),
    state: { categoryId: shop.category_id, shopsIds: shop.stores, isPrivate, isRecentShop: false },
    isPrivate,
  };
}

function TileBody({ shop, off }: { shop: ShopCard; off: boolean }) {
  const { t } = useTranslation();
  const open = isOpenNow(shop);
  return (
    <>
      <img
        className={styles.image}
        src={shopIconUrl(shop.image, TILE_IMAGE_SIZE, off)}
        alt=""
        width={TILE_IMAGE_SIZE}
        height={TILE_IMAGE_SIZE}
        loading="lazy"
      />
      <span className={styles.name}>{shop.display_name}</span>
      <span className={styles.meta}>
        <span className={styles.rating}>
          <span aria-hidden="true">★ </span>
          {formatRating(shop) ?? t("home.noRatings")}
        </span>
        <span className={open ? styles.open : styles.closed}>{open ? t("home.open") : t("home.closed")}</span>
      </span>
      {open && shop.next_delivery_at && (
        <span className={styles.busy}>{t("home.busyNext", { time: formatClockTime(shop.next_delivery_at) })}</span>
      )}
      {shop.offer && <span className={styles.offer}>{t("home.off", { value: formatShopOffer(shop.offer) })}</span>}
    </>
  );
}

export function ShopTile({ shop }: { shop: ShopCard }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  if (isClosedPrivate(shop)) {
    return (
      <li className={`${styles.tile} ${styles.disabled}`} aria-disabled="true" title={t("home.closedNow")}>
        <div className={styles.tileInner}>
          <TileBody shop={shop} off />
        </div>
      </li>
    );
  }
  const target = shopTarget(shop);
  return (
    <li className={styles.tile}>
      <Link
        className={styles.tileInner}
        to={target.to}
        state={target.state}
        onClick={() => dispatch(shopOpened({ shop, isPrivate: target.isPrivate }))}
      >
        <TileBody shop={shop} off={false} />
      </Link>
    </li>
  );
}
