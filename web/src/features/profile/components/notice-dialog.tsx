import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { profileActions, selectProfileState, type Notice } from "../slice";

const TITLES: Record<Notice["tone"], string> = { success: "Success", error: "Error", info: "Information" };

/** The success, error or info modal of the profile page, with the server's message. */
export function NoticeDialog() {
  const dispatch = useAppDispatch();
  const { notice } = useAppSelector(selectProfileState);
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => !open && dispatch(profileActions.noticeDismissed())}
      title={notice ? TITLES[notice.tone] : ""}
      description={notice?.message}
      size="sm"
      actions={
        <DialogClose>
          <Button>OK</Button>
        </DialogClose>
      }
    />
  );
}
