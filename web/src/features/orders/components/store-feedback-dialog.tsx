// Store Feedback (spec part 2 section 4): stars 1-5 (default 1), suggested titles for the chosen
// rating (choosing a star clears the chosen titles), and a message.
import { useState } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { feedbackClosed, shopReviewSubmitted } from "../flow-slice";
import { selectFeedbackOpen, selectFlow } from "../selectors";
import { StarRating } from "./star-rating";
import styles from "./orders.module.css";

export function StoreFeedbackDialog() {
  const open = useAppSelector(selectFeedbackOpen);
  const { feedback } = useAppSelector(selectFlow);
  if (!open || !feedback) return null;
  return <FeedbackForm key={feedback.orderId} />;
}

function FeedbackForm() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { feedback, afterSubmit } = useAppSelector(selectFlow);
  const [rating, setRating] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [message, setMessage] = useState("");
  if (!feedback) return null;
  const data = feedback.data;
  const suggestions = data?.titles.find((t) => t.rating === rating)?.titles ?? [];
  const close = () =>
    dispatch(feedbackClosed({ orderId: feedback.orderId, list: feedback.list, afterSubmit: afterSubmit !== null }));
  const toggle = (title: string) =>
    setChosen((c) => (c.includes(title) ? c.filter((x) => x !== title) : [...c, title]));

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && close()}
      title={t("orderCare.feedback.title")}
      description={
        data
          ? t("orderCare.feedback.description", { shop: data.shop.display_name, id: data.order.order_id })
          : undefined
      }
    >
      {!data ? (
        <Loader label={t("common.loading")} />
      ) : (
        <form
          className={styles.form}
          aria-label={t("orderCare.feedback.title")}
          onSubmit={(e) => {
            e.preventDefault();
            dispatch(shopReviewSubmitted({ rating, titles: chosen, message }));
          }}
        >
          <StarRating
            value={rating}
            label={t("orderCare.feedback.rating")}
            onChange={(r) => {
              setRating(r);
              setChosen([]);
            }}
          />
          {suggestions.length > 0 && (
            <div className={styles.chips} role="group" aria-label={t("orderCare.feedback.chips")}>
              {suggestions.map((title) => (
                <button
                  key={title}
                  type="button"
                  className={`${styles.chip} ${chosen.includes(title) ? styles.chipOn : ""}`}
                  aria-pressed={chosen.includes(title)}
                  onClick={() => toggle(title)}
                >
                  {title}
                </button>
              ))}
            </div>
          )}
          <TextField
            label={t("orderCare.message")}
            multiline
            rows={3}
            maxLength={500}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              {t("orderCare.feedback.skip")}
            </Button>
            <Button type="submit" loading={feedback.request.status === "sending"}>
              {t("orderCare.feedback.submit")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
