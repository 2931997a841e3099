// A private shop's delivery location (spec part 1 section 2): the shared delivery input with its
// saved addresses (choose or delete), "Save address" for the chosen place, and their dialogs.
import { useTranslation } from "@/lib/i18n";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { addressLabel } from "../addresses";
import { selectLocationState } from "../selectors";
import { locationActions as a } from "../slice";
import { DeleteLocationDialog } from "./delete-location-dialog";
import { GpsErrorAlert } from "./gps-error-alert";
import { LocationField } from "./location-field";
import { AddressDialog } from "./address-dialog";
import styles from "./delivery-location-panel.module.css";

export function DeliveryLocationPanel() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectLocationState);
  const at = state.delivery.location;
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-label={t("home.delivery")}>
      <div className={styles.row}>
        <LocationField
          field="delivery"
          label={t("home.delivery")}
          placeholder={t("location.enterDelivery")}
          canDelete
        />
        {at && (
          <Button variant="secondary" size="sm" onClick={() => dispatch(a.saveAddressRequested())}>
            {t("location.save")}
          </Button>
        )}
      </div>
      <GpsErrorAlert />
      <AddressDialog />
      <DeleteLocationDialog
        label={state.deleting ? addressLabel(state.deleting) : null}
        busy={state.deleteRequest.status === "sending"}
        onConfirm={() => dispatch(a.deleteAddressConfirmed())}
        onCancel={() => dispatch(a.deleteAddressCancelled())}
      />
    </section>
  );
}
