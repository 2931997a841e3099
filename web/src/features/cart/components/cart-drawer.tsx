// Cart(n) away from a products page opens the cart in a dialog.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Dialog } from "@/components/ui/dialog";
import { selectCart } from "../selectors";
import { panelClosed } from "../slice";
import { CartContents } from "./cart-contents";

export function CartDrawer() {
  const dispatch = useAppDispatch();
  const { panel, view } = useAppSelector(selectCart);
  return (
    <Dialog
      open={panel === "drawer"}
      onOpenChange={(open) => !open && dispatch(panelClosed())}
      title={view && view.count > 0 ? `Cart (${view.count})` : "Cart"}
    >
      <CartContents />
    </Dialog>
  );
}
