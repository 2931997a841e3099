// The product detail modal: title, image carousel with zoom and report, Unit, Price, Qty (the
// cart's controls), stock, the seller (legal name, address, GSTIN) and the tabs 'Product Detail'
// and 'Reviews(n)'.
import type { ReactNode } from "react";
import type { ProductDetail, ProductReviews } from "@contract/catalog";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import { SellerDetails } from "@/components/seller-details";
import { useTranslation } from "@/lib/i18n";
import { formatRupees } from "@/lib/money";
import { productName, shownOffer } from "../display";
import { ImageCarousel } from "./image-carousel";
import { ReviewList } from "./review-list";
import styles from "./product-detail.module.css";

type Props = {
  open: boolean;
  product: ProductDetail | null;
  reviews: ProductReviews | null;
  reviewsLoading: boolean;
  onMoreReviews?: () => void;
  moreReviewsLoading?: boolean;
  onClose: () => void;
  onZoom: (index: number) => void;
  onReport: (productId: string) => void;
  controls: (product: ProductDetail) => ReactNode;
};

export function ProductDetailModal({
  open,
  product,
  reviews,
  reviewsLoading,
  onMoreReviews,
  moreReviewsLoading,
  onClose,
  onZoom,
  onReport,
  controls,
}: Props) {
  const offer = product ? shownOffer(product) : null;
  const count = reviews?.count ?? product?.reviews.count ?? 0;
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={product ? productName(product.productInfo) : t("detail.product")}
      size="lg"
    >
      {!product ? (
        <Loader label={t("detail.loading")} />
      ) : (
        <div className={styles.detail}>
          <ImageCarousel key={product._id} product={product} onZoom={onZoom} onReport={() => onReport(product._id)} />
          <div className={styles.facts}>
            <dl className={styles.factList}>
              <div>
                <dt>{t("detail.unit")}</dt>
                <dd>{product.productInfo.unit}</dd>
              </div>
              <div>
                <dt>{t("detail.price")}</dt>
                <dd>
                  {offer ? formatRupees(offer.net_price) : t("detail.notSold")}
                  {offer && offer.product_details.offer > 0 && (
                    <span className={styles.offer}>
                      {" "}
                      <s>{formatRupees(offer.product_details.selling_price)}</s>{" "}
                      {t("home.off", { value: `${Math.round(offer.product_details.offer)}%` })}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t("cart.qty")}</dt>
                <dd>{controls(product)}</dd>
              </div>
              <div>
                <dt>{t("detail.stock")}</dt>
                <dd>{product.total > 0 ? t("detail.inStock", { count: product.total }) : t("catalog.outOfStock")}</dd>
              </div>
            </dl>
            <SellerDetails seller={product.seller} />
            <Tabs
              label={t("detail.information")}
              tabs={[
                {
                  value: "detail",
                  label: t("detail.detailTab"),
                  content:
                    product.template.length > 0 || product.productInfo.description ? (
                      <table className={styles.template}>
                        <tbody>
                          {product.template.map((row) => (
                            <tr key={row.key_name}>
                              <th scope="row">{row.display_name}</th>
                              <td>{row.value}</td>
                            </tr>
                          ))}
                          {product.productInfo.description && (
                            <tr>
                              <th scope="row">{t("detail.description")}</th>
                              <td>{product.productInfo.description}</td>
                            </tr>
                          )}
                        </tbody>
                      </table>
                    ) : (
                      <p className={styles.none}>{t("detail.none")}</p>
                    ),
                },
                {
                  value: "reviews",
                  label: t("detail.reviewsTab", { count }),
                  content: (
                    <ReviewList
                      reviews={reviews}
                      loading={reviewsLoading}
                      onMore={onMoreReviews}
                      loadingMore={moreReviewsLoading}
                    />
                  ),
                },
              ]}
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}
