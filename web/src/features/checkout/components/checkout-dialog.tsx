// The checkout dialog (spec part 2 section 2): three steps in one modal. Mounted once by the app.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import { checkoutClosed, selectCheckout } from "../slice";
import { EmulatorCheckoutDialog } from "./emulator-dialog";
import { OrderConfirmation } from "./order-confirmation";
import { PaymentStep } from "./payment-step";
import { PaymentSuccess } from "./payment-success";
import { WalletNotice } from "./wallet-notice";

const TITLES = {
  ORDER_CONFIRMATION: "checkout.titles.confirmation",
  PAYMENT: "checkout.titles.payment",
  PAYMENT_SUCCESS: "checkout.titles.placed",
} as const;

export function CheckoutDialog() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectCheckout);
  const { t } = useTranslation();
  if (!s.open) return null;
  const paying = s.pay.status === "sending";
  return (
    <>
      <Dialog
        open
        size="lg"
        title={t(TITLES[s.step])}
        description={s.step === "PAYMENT_SUCCESS" ? undefined : s.shopName || undefined}
        // A payment under way cannot be closed from under the customer.
        onOpenChange={(open) => !open && !paying && dispatch(checkoutClosed())}
        hideCloseButton={paying}
      >
        {s.step === "ORDER_CONFIRMATION" && <OrderConfirmation />}
        {s.step === "PAYMENT" && <PaymentStep />}
        {s.step === "PAYMENT_SUCCESS" && <PaymentSuccess />}
      </Dialog>
      <WalletNotice />
      <EmulatorCheckoutDialog />
    </>
  );
}
