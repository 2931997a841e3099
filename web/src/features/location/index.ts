// The location feature's public surface. Other features (home, products page, profile, checkout
// through app/) import only this file; everything else in the folder is private to it.
export { locationActions, locationReducer, MAX_RECENT_ADDRESSES } from "./slice";
export type { AddressFormState, AddressOutcome, AddressPurpose, LocationState } from "./slice";
export type { ChosenLocation, FieldState, LocationField as LocationFieldName, LocationSource } from "./types";
export { locationSaga, AUTOCOMPLETE_DEBOUNCE_MS } from "./sagas";
export {
  selectBothLocationsSet,
  selectDeliveryCoords,
  selectDeliveryLocationSet,
  selectGps,
  selectLocationField,
  selectLocationState,
  selectSavedAddresses,
  selectSearchCoords,
} from "./selectors";
export { GPS_MESSAGES } from "./gps";
export { requestAutocomplete, requestPlace } from "./api";
export { addressLabel, findAddressClash } from "./addresses";
export { choiceOf } from "./address-form";
export { AddressDialog } from "./components/address-dialog";
export { LocationCombobox, type ComboOption } from "./components/location-combobox";
export { LocationField } from "./components/location-field";
export { DeliveryLocationPanel } from "./components/delivery-location-panel";
export { GpsErrorAlert } from "./components/gps-error-alert";
export { OverwriteAddressDialog } from "./components/overwrite-address-dialog";
