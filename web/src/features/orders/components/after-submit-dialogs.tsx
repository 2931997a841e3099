// After Submit: Make payment (COD), then the cancel/feedback dialog when a product is not
// Delivered (withdraw the request with a reason, or go on to Store Feedback).
import { useState } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { formatRupees } from "@/lib/money";
import { afterSubmitClosed, escalationCancelRequested, feedbackChosen, paymentAcknowledged } from "../flow-slice";
import { selectDetails, selectFlow } from "../selectors";
import { escalationTexts } from "./order-texts";
import { ReasonForm } from "./reason-form";

export function AfterSubmitDialogs() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { afterSubmit, escalationCancelRequest } = useAppSelector(selectFlow);
  const details = useAppSelector(selectDetails(afterSubmit?.orderId ?? ""));
  const [cancelling, setCancelling] = useState(false);
  if (!afterSubmit) return null;

  if (afterSubmit.stage === "payment") {
    return (
      <Dialog
        open
        onOpenChange={(o) => !o && dispatch(paymentAcknowledged())}
        title={t("orderCare.afterSubmit.payTitle")}
        description={t("orderCare.afterSubmit.payCash", { amount: formatRupees(afterSubmit.result.amount_payable) })}
        size="sm"
        actions={<Button onClick={() => dispatch(paymentAcknowledged())}>{t("orderCare.afterSubmit.done")}</Button>}
      />
    );
  }
  if (afterSubmit.stage === "escalation") {
    const close = () => {
      setCancelling(false);
      dispatch(afterSubmitClosed());
    };
    // The sentences again from the order's products, in the language shown.
    const sentences = details ? escalationTexts(details.order.products) : afterSubmit.sentences;
    return (
      <Dialog
        open
        onOpenChange={(o) => !o && close()}
        title={t("orderCare.afterSubmit.requestsTitle")}
        description={sentences.join(". ") || t("orderCare.afterSubmit.notDelivered")}
        actions={
          !cancelling && (
            <>
              <Button variant="danger" onClick={() => setCancelling(true)}>
                {t("orderCare.afterSubmit.cancelRequest")}
              </Button>
              <Button onClick={() => dispatch(feedbackChosen())}>{t("orderCare.afterSubmit.giveFeedback")}</Button>
            </>
          )
        }
      >
        {cancelling && (
          <ReasonForm
            submitLabel={t("orderCare.afterSubmit.cancelRequest")}
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
