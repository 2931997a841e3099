// The detail modal's images: next and previous cycle round; zoom opens the image viewer and the
// flag icon reports the product.
import { useState } from "react";
import type { ProductView } from "@contract/catalog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/productDetail";
import { productImageUrl, productName } from "../display";
import styles from "./product-detail.module.css";

type Props = { product: ProductView; onZoom: (index: number) => void; onReport: () => void };

/** The index after stepping `by` through `count` images, cycling at both ends. */
export const cycle = (index: number, by: number, count: number) => (count === 0 ? 0 : (index + by + count) % count);

export function ImageCarousel({ product, onZoom, onReport }: Props) {
  const { t } = useTranslation();
  const images = product.productInfo.images;
  const [index, setIndex] = useState(0);
  const current = images[index];
  return (
    <div className={styles.carousel}>
      <div className={styles.stage}>
        {current ? (
          <img
            src={productImageUrl(current.name, 300)}
            alt={t("productDetail.image", {
              name: productName(product.productInfo),
              index: index + 1,
              total: images.length,
            })}
            height={300}
            className={styles.stageImage}
          />
        ) : (
          <span className={styles.noImage}>{t("productDetail.noImage")}</span>
        )}
      </div>
      <div className={styles.carouselBar}>
        {images.length > 1 && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setIndex((i) => cycle(i, -1, images.length))}
            aria-label={t("productDetail.previousImage")}
          >
            ‹
          </button>
        )}
        {images.length > 1 && (
          <span className={styles.counter}>
            {index + 1} / {images.length}
          </span>
        )}
        {images.length > 1 && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setIndex((i) => cycle(i, 1, images.length))}
            aria-label={t("productDetail.nextImage")}
          >
            ›
          </button>
        )}
        <span className={styles.spacer} />
        {current && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => onZoom(index)}
            aria-label={t("productDetail.zoom")}
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m21 21-4.3-4.3M11 8v6M8 11h6" />
            </svg>
          </button>
        )}
        <button type="button" className={styles.iconButton} onClick={onReport} aria-label={t("productDetail.report")}>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 22V4M4 4h13l-2 4 2 4H4" />
          </svg>
        </button>
      </div>
    </div>
  );
}
