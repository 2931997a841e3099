// Cart(n) away from a products page opens the cart in a dialog.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import { selectCart } from "../selectors";
import { panelClosed } from "../slice";
import { CartContents } from "./cart-contents";

export function CartDrawer() {
  const dispatch = useAppDispatch();
  const { panel, view } = useAppSelector(selectCart);
  const { t } = useTranslation();
  return (
    <Dialog
      open={panel === "drawer"}
      onOpenChange={(open) => !open && dispatch(panelClosed())}
      title={view && view.count > 0 ? t("cart.titleCount", { count: view.count }) : t("cart.title")}
    >
      <CartContents />
    </Dialog>
  );
}
