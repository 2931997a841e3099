// Store Feedback (spec part 2 section 4): stars 1-5 (default 1), suggested titles for the chosen
// rating (choosing a star clears the chosen titles), and a message.
import { useState } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Loader } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
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
    setChosen((c) => (c.includes(title) ? c.filter((t) => t !== title) : [...c, title]));

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && close()}
      title="Store Feedback"
      description={data ? `${data.shop.display_name} · Order ID ${data.order.order_id}` : undefined}
    >
      {!data ? (
        <Loader label="Loading…" />
      ) : (
        <form
          className={styles.form}
          aria-label="Store Feedback"
          onSubmit={(e) => {
            e.preventDefault();
            dispatch(shopReviewSubmitted({ rating, titles: chosen, message }));
          }}
        >
          <StarRating
            value={rating}
            label="Store rating"
            onChange={(r) => {
              setRating(r);
              setChosen([]);
            }}
          />
          {suggestions.length > 0 && (
            <div className={styles.chips} role="group" aria-label="What went well or wrong">
              {suggestions.map((t) => (
                <button
                  key={t}
                  type="button"
                  className={`${styles.chip} ${chosen.includes(t) ? styles.chipOn : ""}`}
                  aria-pressed={chosen.includes(t)}
                  onClick={() => toggle(t)}
                >
                  {t}
                </button>
              ))}
            </div>
          )}
          <TextField
            label="Message"
            multiline
            rows={3}
            maxLength={500}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              Skip
            </Button>
            <Button type="submit" loading={feedback.request.status === "sending"}>
              Submit Feedback
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
