// The 'Reviews(n)' tab: reviewer, five stars, date as MM/DD/YYYY and message; 'No reviews!'.
import type { ProductReviews } from "@contract/catalog";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { formatReviewDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/productDetail";
import styles from "./product-detail.module.css";

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.stars} role="img" aria-label={t("productDetail.stars", { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rating ? styles.starOn : styles.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}

type Props = {
  reviews: ProductReviews | null;
  loading: boolean;
  /** Loads the next page; the button shows while fewer reviews are listed than the count. */
  onMore?: () => void;
  loadingMore?: boolean;
};

export function ReviewList({ reviews, loading, onMore, loadingMore = false }: Props) {
  const { t } = useTranslation();
  if (loading) return <Loader label={t("productDetail.loadingReviews")} />;
  if (!reviews || reviews.reviews.length === 0) return <p className={styles.none}>{t("productDetail.noReviews")}</p>;
  return (
    <>
      <ul className={styles.reviews}>
        {reviews.reviews.map((r) => (
          <li key={r._id} className={styles.review}>
            <div className={styles.reviewHead}>
              <strong>{r.name}</strong>
              <Stars rating={r.rating} />
              <time dateTime={r.at}>{formatReviewDate(r.at)}</time>
            </div>
            {r.message && <p className={styles.reviewMessage}>{r.message}</p>}
          </li>
        ))}
      </ul>
      {onMore && reviews.reviews.length < reviews.count && (
        <Button variant="secondary" onClick={onMore} loading={loadingMore}>
          {t("productDetail.moreReviews")}
        </Button>
      )}
    </>
  );
}
