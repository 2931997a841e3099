// The page's small confirmations: switch shop (clears the cart), and the 'Empty Location' alert
// that blocks cart changes on a private shop's page.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export const EMPTY_LOCATION_TITLE = "Empty Location";
export const EMPTY_LOCATION_TEXT = "Please enter delivery location in order to add or remove items in the cart!";
export const SWITCH_SHOP_TEXT =
  "If you want to purchase from other category shops, you must check out the current cart items or would like to clear the cart?";

export function EmptyLocationAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={EMPTY_LOCATION_TITLE}
      description={EMPTY_LOCATION_TEXT}
      hideCloseButton
      size="sm"
      actions={<Button onClick={onClose}>OK</Button>}
    />
  );
}

export function SwitchShopDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onCancel()}
      title="Clear Cart?"
      description={SWITCH_SHOP_TEXT}
      hideCloseButton
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Clear Cart</Button>
        </>
      }
    />
  );
}
