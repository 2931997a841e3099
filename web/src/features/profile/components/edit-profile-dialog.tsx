import { useState } from "react";
import type { ProfileData } from "@contract/profile";
import { useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/profile";
import { PencilIcon } from "@/components/icons";
import { selectProfileState } from "../slice";
import { ProfileDetails } from "./profile-details";

/**
 * The profile's Edit button and the Edit Profile modal it opens (spec part 1 section 2) with the
 * editable form. A successful save closes the modal; the page then shows the success message.
 */
export function EditProfileDialog({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation();
  const { save } = useAppSelector(selectProfileState);
  const [open, setOpen] = useState(false);
  // Close on the save finishing: compare with the request state seen on the previous render.
  const [seenSave, setSeenSave] = useState(save);
  if (seenSave !== save) {
    setSeenSave(save);
    if (open && seenSave.status === "sending" && save.status === "done") setOpen(false);
  }

  return (
    <>
      <Button variant="secondary" size="sm" aria-label={t("profile.editProfile")} onClick={() => setOpen(true)}>
        <PencilIcon />
        {t("profile.edit")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("profile.editProfileTitle")}>
        <ProfileDetails profile={profile} />
      </Dialog>
    </>
  );
}
