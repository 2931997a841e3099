// The image viewer (zoom): one product image large, with next and previous cycling.
import type { ProductView } from "@contract/catalog";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/productDetail";
import { productImageUrl, productName } from "../display";
import { cycle } from "./image-carousel";
import styles from "./product-detail.module.css";

type Props = { product: ProductView; index: number | null; onIndex: (index: number) => void; onClose: () => void };

export function ImageViewer({ product, index, onIndex, onClose }: Props) {
  const { t } = useTranslation();
  const images = product.productInfo.images;
  const current = index === null ? undefined : images[index];
  return (
    <Dialog
      open={index !== null && current !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t("productDetail.viewer")}
      description={productName(product.productInfo)}
      size="lg"
    >
      {current && index !== null && (
        <div className={styles.viewer}>
          <img
            src={productImageUrl(current.name, 500)}
            alt={t("productDetail.image", {
              name: productName(product.productInfo),
              index: index + 1,
              total: images.length,
            })}
            className={styles.viewerImage}
          />
          {images.length > 1 && (
            <div className={styles.carouselBar}>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => onIndex(cycle(index, -1, images.length))}
                aria-label={t("productDetail.previousImage")}
              >
                ‹
              </button>
              <span className={styles.counter}>
                {index + 1} / {images.length}
              </span>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => onIndex(cycle(index, 1, images.length))}
                aria-label={t("productDetail.nextImage")}
              >
                ›
              </button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
