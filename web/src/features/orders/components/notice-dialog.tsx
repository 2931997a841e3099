// The server's message after a cancel, buzz or review, in an info dialog with OK.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { noticeDismissed } from "../list-slice";
import { selectNotice } from "../selectors";

export function NoticeDialog() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectNotice);
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => !open && dispatch(noticeDismissed())}
      title={notice?.title ?? ""}
      description={notice?.message || undefined}
      size="sm"
      actions={
        <DialogClose>
          <Button>OK</Button>
        </DialogClose>
      }
    />
  );
}
