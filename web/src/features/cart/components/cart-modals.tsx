// Every cart dialog, rendered once by the layout: the drawer, View Billing, Customize Order,
// Product Availability, Cheaper elsewhere? and the notices.
import { AvailabilityDialog } from "./availability-dialog";
import { BasketDialog } from "./basket-dialog";
import { BillingDialog } from "./billing-dialog";
import { CartDrawer } from "./cart-drawer";
import { CartNoticeDialog } from "./cart-notice-dialog";
import { CustomizeDialog } from "./customize-dialog";

export function CartModals() {
  return (
    <>
      <CartDrawer />
      <BillingDialog />
      <CustomizeDialog />
      <AvailabilityDialog />
      <CartNoticeDialog />
      <BasketDialog />
    </>
  );
}
