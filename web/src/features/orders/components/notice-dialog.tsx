// The server's message after a cancel, buzz or review, in an info dialog with OK (both in the
// language shown: the title is one of the actions' names, the message one of the contract's).
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { localiseMessage, useTranslation, type TranslationKey } from "@/lib/i18n";
import "@/lib/i18n/texts/orderCare";
import { noticeDismissed } from "../list-slice";
import { selectNotice } from "../selectors";

/** The notices' titles (the actions' English names, as the sagas give them) and their texts. */
const TITLES: Record<string, TranslationKey> = {
  Buzz: "orderCare.buzz.buzz",
  "Cancel Order": "orders.cancelOrder",
  "Cancel Request": "orderCare.afterSubmit.cancelRequest",
  "Store Feedback": "orderCare.feedback.title",
  "Product Review": "orderCare.review.title",
};

export function NoticeDialog() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const notice = useAppSelector(selectNotice);
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => !open && dispatch(noticeDismissed())}
      title={notice ? (TITLES[notice.title] ? t(TITLES[notice.title]) : notice.title) : ""}
      description={notice?.message ? localiseMessage(notice.message) : undefined}
      size="sm"
      actions={
        <DialogClose>
          <Button>{t("common.okUpper")}</Button>
        </DialogClose>
      }
    />
  );
}
