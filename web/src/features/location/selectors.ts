// Reads of the location state (other features read it through index.ts).
import type { LatLng } from "@/lib/storage";
import type { LocationState } from "./slice";
import type { LocationField } from "./types";

type WithLocation = { location: LocationState };

export const selectLocationState = (state: WithLocation) => state.location;
export const selectLocationField = (field: LocationField) => (state: WithLocation) => state.location[field];
export const selectGps = (state: WithLocation) => state.location.gps;
export const selectSavedAddresses = (state: WithLocation) => state.location.saved;
export const selectRecentAddresses = (state: WithLocation) => state.location.recent;
export const selectAddressForm = (state: WithLocation) => state.location.addressForm;

const coordsOf =
  (field: LocationField) =>
  (state: WithLocation): LatLng | null => {
    const at = state.location[field].location;
    return at ? { lat: at.lat, lng: at.lng } : null;
  };
// Memo-free on purpose: these build a new object, so compare with shallowEqual or use the fields.
export const selectDeliveryCoords = coordsOf("delivery");
export const selectSearchCoords = coordsOf("search");
export const selectDeliveryLocationSet = (state: WithLocation) => state.location.delivery.location !== null;
export const selectBothLocationsSet = (state: WithLocation) =>
  state.location.delivery.location !== null && state.location.search.location !== null;
