import { useState } from "react";
import type { ProfileData } from "@contract/profile";
import { useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PencilIcon } from "@/components/icons";
import { selectProfileState } from "../slice";
import { ProfileDetails } from "./profile-details";

/**
 * The profile's Edit button and the Edit Profile modal it opens (spec part 1 section 2) with the
 * editable form. A successful save closes the modal; the page then shows the success message.
 */
export function EditProfileDialog({ profile }: { profile: ProfileData }) {
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
      <Button variant="secondary" size="sm" aria-label="Edit profile" onClick={() => setOpen(true)}>
        <PencilIcon />
        Edit
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit Profile">
        <ProfileDetails profile={profile} />
      </Dialog>
    </>
  );
}
