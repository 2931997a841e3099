// The Product Review modal of Purchase History: product name, delivery date, 1-5 stars (default 1)
// and a free-text box.
import { useState } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { formatDeliveryDate } from "@/lib/dates";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { productReviewClosed, productReviewSubmitted } from "../flow-slice";
import { selectFlow } from "../selectors";
import { StarRating } from "./star-rating";
import styles from "./orders.module.css";

export function ProductReviewDialog() {
  const { productReview } = useAppSelector(selectFlow);
  if (!productReview) return null;
  return <ReviewForm key={`${productReview.orderId}-${productReview.productId}`} />;
}

function ReviewForm() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { productReview } = useAppSelector(selectFlow);
  const [rating, setRating] = useState(1);
  const [message, setMessage] = useState("");
  if (!productReview) return null;
  const data = productReview.data;
  return (
    <Dialog open onOpenChange={(o) => !o && dispatch(productReviewClosed())} title={t("orderCare.review.title")}>
      {!data ? (
        <Loader label={t("common.loading")} />
      ) : (
        <form
          className={styles.form}
          aria-label={t("orderCare.review.title")}
          onSubmit={(e) => {
            e.preventDefault();
            dispatch(productReviewSubmitted({ rating, message }));
          }}
        >
          <p>
            <strong>{data.product.product_name}</strong>
          </p>
          {data.delivered_at && (
            <p className={styles.muted}>
              {t("orderCare.review.deliveredOn", { date: formatDeliveryDate(data.delivered_at) })}
            </p>
          )}
          <StarRating value={rating} onChange={setRating} label={t("orderCare.review.rating")} />
          <TextField
            label={t("orderCare.review.review")}
            multiline
            rows={4}
            maxLength={500}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <Button type="submit" loading={productReview.request.status === "sending"}>
            {t("orderCare.review.submit")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
