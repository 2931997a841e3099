// "Overwrite address?": asked before a saved address's type is given to another address (the
// profile's address modal and the products page's save-address dialog both ask it).
import type { SavedAddress } from "@contract/profile";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { overwriteQuestion } from "../addresses";

type Props = {
  clash: SavedAddress | null;
  onOverwrite: (existing: SavedAddress) => void;
  onCancel: () => void;
};

export function OverwriteAddressDialog({ clash, onOverwrite, onCancel }: Props) {
  return (
    <Dialog
      open={clash !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Overwrite address?"
      description={clash ? overwriteQuestion(clash.type) : undefined}
      size="sm"
      hideCloseButton
      actions={
        <>
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={() => clash && onOverwrite(clash)}>Overwrite</Button>
        </>
      }
    />
  );
}
