// Products found across the nearby shops: each with the shops that stock it, cheapest first, its
// price, offer, open state and delivery time. A shop opens its page with the product's detail.
import { Link } from "react-router-dom";
import type { FoundProduct, FoundShop } from "@contract/finder";
import { paths } from "@/app/paths";
import { formatRupees } from "@/lib/money";
import { useTranslation } from "@/lib/i18n";
import { localiseDuration } from "@/lib/dates";
import { productName } from "@/lib/product-name";
import { formatShopOffer } from "../format";
import styles from "./found-products.module.css";

const PRODUCT_IMAGE_HEIGHT = 150;
const productImageUrl = (name: string) =>
  `/user/product/img/view?img=${encodeURIComponent(name)}&format=png&height=${PRODUCT_IMAGE_HEIGHT}`;

/** The shop's products page, told which product to show (navigation state `productId`). */
export function foundShopTarget(shop: FoundShop, productId: string) {
  if (shop.group === "private" && shop.unique_id) return { to: paths.shop(shop.unique_id), state: { productId } };
  return {
    to: paths.publicShop(shop._id),
    state: { categoryId: shop._id, shopsIds: shop.stores, isPrivate: false, isRecentShop: false, productId },
  };
}

const km = (m: number) => `${(m / 1000).toFixed(1)} km`;

function ShopLine({ shop, productId, name }: { shop: FoundShop; productId: string; name: string }) {
  const { t } = useTranslation();
  const target = foundShopTarget(shop, productId);
  const closedPrivate = shop.group === "private" && !shop.is_open;
  const label = t("home.found.shopLink", {
    shop: shop.display_name,
    product: name,
    price: formatRupees(shop.net_price),
  });
  return (
    <li className={styles.shop}>
      {closedPrivate ? (
        <span>{shop.display_name}</span>
      ) : (
        <Link to={target.to} state={target.state} aria-label={label}>
          {shop.display_name}
        </Link>
      )}
      <span className={styles.price}>{formatRupees(shop.net_price)}</span>
      {shop.offer_percent > 0 && <s className={styles.sub}>{formatRupees(shop.selling_price)}</s>}
      {shop.offer && <span className={styles.offer}>{t("home.off", { value: formatShopOffer(shop.offer) })}</span>}
      <span className={shop.is_open ? styles.sub : styles.closed}>
        {shop.is_open ? t("home.open") : t("home.closed")}
      </span>
      {!shop.in_stock && <span className={styles.closed}>{t("home.found.outOfStock")}</span>}
      <span className={styles.sub}>
        {km(shop.distance)} · {localiseDuration(`${shop.delivery_local_duration} ${shop.delivery_local_duration_unit}`)}
      </span>
    </li>
  );
}

export function FoundProductCard({ product, note }: { product: FoundProduct; note?: string }) {
  const { t } = useTranslation();
  const name = productName(product);
  const image = product.images[0]?.name;
  return (
    <li className={styles.product} aria-label={name}>
      {image ? (
        <img className={styles.image} src={productImageUrl(image)} alt="" width={88} height={88} loading="lazy" />
      ) : (
        <span />
      )}
      <div>
        <h3 className={styles.name}>{name}</h3>
        <span className={styles.sub}>
          {product.brand} · {product.unit}
          {product.lowest_price !== null
            ? ` · ${t("home.found.from", { price: formatRupees(product.lowest_price) })}`
            : ""}
          {note ? ` · ${note}` : ""}
        </span>
        {product.shops.length === 0 ? (
          <p className={styles.sub}>{t("home.found.notNearby")}</p>
        ) : (
          <ul className={styles.shops} aria-label={t("home.found.shopsWith", { product: name })}>
            {product.shops.map((s) => (
              <ShopLine key={s._id} shop={s} productId={product._id} name={name} />
            ))}
          </ul>
        )}
        {product.shop_count > product.shops.length && (
          <span className={styles.sub}>
            {t("home.found.moreShops", { count: product.shop_count - product.shops.length })}
          </span>
        )}
      </div>
    </li>
  );
}

export function FoundProducts({ products, label }: { products: FoundProduct[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {products.map((p) => (
        <FoundProductCard key={p._id} product={p} />
      ))}
    </ul>
  );
}
