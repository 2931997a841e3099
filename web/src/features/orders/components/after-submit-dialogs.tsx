// After Submit: Make payment (COD), then the cancel/feedback dialog when a product is not
// Delivered (withdraw the request with a reason, or go on to Store Feedback).
import { useState } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatRupees } from "@/lib/money";
import { afterSubmitClosed, escalationCancelRequested, feedbackChosen, paymentAcknowledged } from "../flow-slice";
import { selectFlow } from "../selectors";
import { ReasonForm } from "./reason-form";

export function AfterSubmitDialogs() {
  const dispatch = useAppDispatch();
  const { afterSubmit, escalationCancelRequest } = useAppSelector(selectFlow);
  const [cancelling, setCancelling] = useState(false);
  if (!afterSubmit) return null;

  if (afterSubmit.stage === "payment") {
    return (
      <Dialog
        open
        onOpenChange={(o) => !o && dispatch(paymentAcknowledged())}
        title="Make payment"
        description={`Please pay ${formatRupees(afterSubmit.result.amount_payable)} in cash to the shop.`}
        size="sm"
        actions={<Button onClick={() => dispatch(paymentAcknowledged())}>Done</Button>}
      />
    );
  }
  if (afterSubmit.stage === "escalation") {
    const close = () => {
      setCancelling(false);
      dispatch(afterSubmitClosed());
    };
    return (
      <Dialog
        open
        onOpenChange={(o) => !o && close()}
        title="Your requests"
        description={afterSubmit.sentences.join(". ") || "Some products were not delivered as ordered."}
        actions={
          !cancelling && (
            <>
              <Button variant="danger" onClick={() => setCancelling(true)}>
                Cancel Request
              </Button>
              <Button onClick={() => dispatch(feedbackChosen())}>Give Feedback</Button>
            </>
          )
        }
      >
        {cancelling && (
          <ReasonForm
            submitLabel="Cancel Request"
            sending={escalationCancelRequest.status === "sending"}
            onSubmit={(v) =>
              dispatch(escalationCancelRequested({ orderId: afterSubmit.orderId, reason: v.title, message: v.message }))
            }
          />
        )}
      </Dialog>
    );
  }
  return null;
}
