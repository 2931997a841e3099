// Saved addresses as the location inputs show them, and the overwrite rule of spec part 1
// section 4 (a type already used asks before that address is overwritten).
import type { SavedAddress } from "@contract/profile";
import type { ChosenLocation } from "./types";

export const addressLabel = (a: SavedAddress) =>
  [a.address.street, a.address.area, a.address.zipcode].filter(Boolean).join(", ");

export const savedAddressLocation = (a: SavedAddress): ChosenLocation => ({
  lng: a.location.coordinates[0],
  lat: a.location.coordinates[1],
  label: addressLabel(a),
});

/** Another saved address with the same type (compared without case), which saving would overwrite. */
export function findAddressClash(
  addresses: SavedAddress[],
  type: string,
  exceptId: string | null,
): SavedAddress | undefined {
  const wanted = type.trim().toLowerCase();
  return addresses.find((a) => a.id !== exceptId && a.type.trim().toLowerCase() === wanted);
}
