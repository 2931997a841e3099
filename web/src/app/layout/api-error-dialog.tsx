import { GENERIC_ERROR_MESSAGE } from "@/app/api-client";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { apiErrorDismissed, selectApiError } from "@/app/ui-slice";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";

/** The generic API error popup: the server message, else the spec's fallback sentence. */
export function ApiErrorDialog() {
  const dispatch = useAppDispatch();
  const { open, message } = useAppSelector(selectApiError);
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && dispatch(apiErrorDismissed())}
      title="Error"
      description={message ?? GENERIC_ERROR_MESSAGE}
      size="sm"
      actions={
        <DialogClose>
          <Button>OK</Button>
        </DialogClose>
      }
    />
  );
}
