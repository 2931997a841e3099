// The places client (autocomplete, reverse geocoding, a place's details) and the one set of
// saved-address calls. Lookups are silent (a missing suggestion is not worth the error dialog while
// typing), and so are saves and deletes: the address form and the pages show the server's message.
import type { SagaIterator } from "redux-saga";
import type { AutocompleteData, Place } from "@contract/places";
import type { DeliveryAddressInput, ProfileData, SavedAddress } from "@contract/profile";
import { callApi } from "@/app/call-api";
import type { ApiSuccess } from "@/app/api-client";
import type { LatLng } from "@/lib/storage";

const silent = { silent: true };

export function* requestAutocomplete(q: string): SagaIterator<ApiSuccess<AutocompleteData>> {
  return yield* callApi<AutocompleteData>("GET", "/places/autocomplete", { ...silent, query: { q } });
}

export function* requestReverse(at: LatLng): SagaIterator<ApiSuccess<Place | null>> {
  return yield* callApi<Place | null>("GET", "/places/reverse", { ...silent, query: { lat: at.lat, lng: at.lng } });
}

export function* requestPlace(placeId: string): SagaIterator<ApiSuccess<Place>> {
  return yield* callApi<Place>("GET", "/places/geocode", { ...silent, query: { place_id: placeId } });
}

export function* requestSavedAddresses(): SagaIterator<ApiSuccess<ProfileData>> {
  return yield* callApi<ProfileData>("GET", "/profile/view", silent);
}

export function* requestAddAddress(deliveryAddress: DeliveryAddressInput): SagaIterator<ApiSuccess<SavedAddress>> {
  return yield* callApi<SavedAddress>("POST", "/profile/address/add", { ...silent, body: { deliveryAddress } });
}

export function* requestEditAddress(
  id: string,
  deliveryAddress: DeliveryAddressInput,
): SagaIterator<ApiSuccess<SavedAddress>> {
  return yield* callApi<SavedAddress>("POST", "/profile/address/edit", { ...silent, body: { id, deliveryAddress } });
}

export function* requestDeleteAddress(id: string): SagaIterator<ApiSuccess<undefined>> {
  return yield* callApi<undefined>("DELETE", "/profile/address/delete", { ...silent, body: { id } });
}
