// The delete confirmation: 'Delete Card' / 'Delete Upi', confirm 'Yes' (spec part 2 section 2).
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { deleteCancelled, deleteConfirmed, selectPayments } from "../slice";

export function DeleteDialog() {
  const dispatch = useAppDispatch();
  const { confirmDelete, change } = useAppSelector(selectPayments);
  if (!confirmDelete) return null;
  const card = confirmDelete.type === 1;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && dispatch(deleteCancelled())}
      title={card ? "Delete Card" : "Delete Upi"}
      description={card ? "Do you want to delete the Saved Card?" : "Do you want to delete the Saved Upi?"}
      size="sm"
      hideCloseButton
      actions={
        <>
          <Button variant="secondary" onClick={() => dispatch(deleteCancelled())}>
            No
          </Button>
          <Button variant="danger" loading={change.status === "sending"} onClick={() => dispatch(deleteConfirmed())}>
            Yes
          </Button>
        </>
      }
    />
  );
}
