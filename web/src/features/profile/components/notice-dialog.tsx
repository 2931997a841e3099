import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/profile";
import { profileActions, selectProfileState } from "../slice";

/** The success, error or info modal of the profile page, with the server's message. */
export function NoticeDialog() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { notice } = useAppSelector(selectProfileState);
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => !open && dispatch(profileActions.noticeDismissed())}
      title={notice ? t(`profile.notice.${notice.tone}`) : ""}
      description={notice ? localiseMessage(notice.message) : undefined}
      size="sm"
      actions={
        <DialogClose>
          <Button>{t("common.okUpper")}</Button>
        </DialogClose>
      }
    />
  );
}
