// The private shop's delivery location, connected to the store: the input, its dialogs and the
// saved addresses of a logged-in customer.
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import {
  deleteAddressAsked,
  deleteAddressCancelled,
  deleteAddressConfirmed,
  gpsErrorDismissed,
  gpsRequested,
  locationChosen,
  locationQueryChanged,
  saveAddressClosed,
  saveAddressRequested,
  saveAddressSubmitted,
  savedAddressesRequested,
} from "../location-slice";
import { selectLocation } from "../selectors";
import { DeleteLocationDialog } from "./confirm-dialogs";
import { addressLabel, DeliveryLocation } from "./delivery-location";
import { SaveAddressDialog } from "./save-address-dialog";

export function LocationPanel() {
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectLocation);
  const guest = useAppSelector((s) => s.session.guest);

  useEffect(() => {
    dispatch(savedAddressesRequested());
  }, [dispatch, guest]);

  return (
    <>
      <DeliveryLocation
        query={location.query}
        coords={location.coords}
        suggestions={location.suggestions}
        saved={location.saved}
        locating={location.gpsRequest.status === "sending"}
        onQuery={(text) => dispatch(locationQueryChanged(text))}
        onChoose={(choice) => dispatch(locationChosen(choice))}
        onLocate={() => dispatch(gpsRequested())}
        onSave={() => dispatch(saveAddressRequested())}
        onDelete={(address) => dispatch(deleteAddressAsked(address))}
      />
      {location.gpsError && (
        <Alert tone="error" onDismiss={() => dispatch(gpsErrorDismissed())}>
          {location.gpsError}
        </Alert>
      )}
      <SaveAddressDialog
        open={location.saveDialog.open}
        coords={location.coords}
        place={location.saveDialog.place}
        locationText={location.query}
        request={location.saveDialog.request}
        onSubmit={(address) => dispatch(saveAddressSubmitted(address))}
        onClose={() => dispatch(saveAddressClosed())}
      />
      <DeleteLocationDialog
        label={location.deleting ? addressLabel(location.deleting) : null}
        busy={location.deleteRequest.status === "sending"}
        onConfirm={() => dispatch(deleteAddressConfirmed())}
        onCancel={() => dispatch(deleteAddressCancelled())}
      />
    </>
  );
}
