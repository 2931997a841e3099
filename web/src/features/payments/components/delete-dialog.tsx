// The delete confirmation: 'Delete Card' / 'Delete Upi', confirm 'Yes' (spec part 2 section 2).
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/payments";
import { deleteCancelled, deleteConfirmed, selectPayments } from "../slice";

export function DeleteDialog() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { confirmDelete, change } = useAppSelector(selectPayments);
  if (!confirmDelete) return null;
  const card = confirmDelete.type === 1;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && dispatch(deleteCancelled())}
      title={card ? t("payments.remove.card") : t("payments.remove.upi")}
      description={card ? t("payments.remove.askCard") : t("payments.remove.askUpi")}
      size="sm"
      hideCloseButton
      actions={
        <>
          <Button variant="secondary" onClick={() => dispatch(deleteCancelled())}>
            {t("common.no")}
          </Button>
          <Button variant="danger" loading={change.status === "sending"} onClick={() => dispatch(deleteConfirmed())}>
            {t("common.yes")}
          </Button>
        </>
      }
    />
  );
}
