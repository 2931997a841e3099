// A product in the list: image, price, unit, name and an offer badge; the cart's controls below.
import { memo, type ReactNode } from "react";
import type { ProductView } from "@contract/catalog";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { CARD_IMAGE_HEIGHT, productImageUrl } from "../card-images";
import { productName, shownOffer } from "../display";
import styles from "./product-card.module.css";

type Props = {
  product: ProductView;
  onOpen: (productId: string) => void;
  /** The cart's controls under the card (a stable function, so an unchanged card is not redrawn). */
  controls?: (product: ProductView) => ReactNode;
  /** The image loads at once, not when it nears the screen (the first cards of a list). */
  eager?: boolean;
};

/** Memoised: a store update elsewhere on the page redraws only the cards whose props changed. */
export const ProductCard = memo(function ProductCard({ product, onOpen, controls, eager = false }: Props) {
  const offer = shownOffer(product);
  const image = product.productInfo.images[0];
  const percent = offer?.product_details.offer ?? 0;
  const name = productName(product.productInfo);
  const { t } = useTranslation();
  return (
    <article className={styles.card} aria-label={name}>
      {percent > 0 && <span className={styles.badge}>{t("home.off", { value: `${Math.round(percent)}%` })}</span>}
      <button
        type="button"
        className={styles.open}
        onClick={() => onOpen(product._id)}
        aria-label={t("catalog.viewDetails", { name })}
      >
        <span className={styles.imageBox}>
          {image ? (
            <img
              className={styles.image}
              src={productImageUrl(image.name, CARD_IMAGE_HEIGHT)}
              alt=""
              loading={eager ? "eager" : "lazy"}
              height={CARD_IMAGE_HEIGHT}
            />
          ) : (
            <span className={styles.noImage} aria-hidden="true" />
          )}
        </span>
      </button>
      <div className={styles.body}>
        {offer ? (
          <p className={styles.price}>
            <span>{formatRupees(offer.net_price)}</span>
            {offer.product_details.selling_price > offer.net_price && (
              <s className={styles.was}>
                <span className="visually-hidden">{t("catalog.was")} </span>
                {formatRupees(offer.product_details.selling_price)}
              </s>
            )}
          </p>
        ) : null}
        <p className={styles.unit}>{product.productInfo.unit}</p>
        <h3 className={styles.name}>{name}</h3>
        {/* The cart's controls say 'Out of stock' themselves, where ADD would be. */}
        {product.total === 0 && !controls && <p className={styles.out}>{t("catalog.outOfStock")}</p>}
        {controls?.(product)}
      </div>
    </article>
  );
});
