import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { apiErrorDismissed, selectApiError } from "@/app/ui-slice";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";

/** The generic API error popup: the server message (in the language asked for), else the spec's fallback sentence. */
export function ApiErrorDialog() {
  const dispatch = useAppDispatch();
  const { open, message } = useAppSelector(selectApiError);
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && dispatch(apiErrorDismissed())}
      title={t("common.error")}
      description={message ?? t("common.genericError")}
      size="sm"
      actions={
        <DialogClose>
          <Button>{t("common.okUpper")}</Button>
        </DialogClose>
      }
    />
  );
}
