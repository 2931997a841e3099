// The dialogs both order pages share: the server's notices, After Submit and the reviews.
import { AfterSubmitDialogs } from "./after-submit-dialogs";
import { NoticeDialog } from "./notice-dialog";
import { ProductReviewDialog } from "./product-review-dialog";
import { StoreFeedbackDialog } from "./store-feedback-dialog";

export function OrderDialogs() {
  return (
    <>
      <AfterSubmitDialogs />
      <StoreFeedbackDialog />
      <ProductReviewDialog />
      <NoticeDialog />
    </>
  );
}
