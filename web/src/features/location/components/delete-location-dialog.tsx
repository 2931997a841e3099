// The delete-location confirmation of a saved address (products page, spec part 1 section 2).
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export function DeleteLocationDialog({
  label,
  busy,
  onConfirm,
  onCancel,
}: {
  label: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={label !== null}
      onOpenChange={(o) => !o && onCancel()}
      title="Delete Location"
      description={`Are you sure you want to delete this location? ${label ?? ""}`.trim()}
      hideCloseButton
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            Delete
          </Button>
        </>
      }
    />
  );
}
