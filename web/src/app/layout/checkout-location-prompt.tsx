// 'Proceed to Buy' with no delivery location yet (a shop opened from a link, nothing chosen on
// /home): the delivery location is asked for here, with the same field as /home's, and checkout
// opens once it is chosen (app/checkout-bridge.ts).
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import { checkoutLocationDismissed, selectCheckout } from "@/features/checkout/slice";
import { GpsErrorAlert, LocationField } from "@/features/location";

export function CheckoutLocationPrompt() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const waiting = useAppSelector((s) => selectCheckout(s).locationNeeded);
  if (!waiting) return null;
  return (
    <Dialog
      open
      size="sm"
      title={t("checkout.locationNeeded.title")}
      description={t("checkout.locationNeeded.lead")}
      onOpenChange={(open) => !open && dispatch(checkoutLocationDismissed())}
    >
      <LocationField field="delivery" label={t("home.delivery")} placeholder={t("location.enterDelivery")} />
      <GpsErrorAlert />
    </Dialog>
  );
}
