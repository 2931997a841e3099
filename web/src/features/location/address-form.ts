// The one saved-address form and its rules (spec part 1 sections 4 and 5), for the profile's New
// Location / Edit Address and the products page's Save Address: choosing the selected type again
// deselects it, Other asks for a name, a type already used asks to overwrite, editing offers only
// the existing type and keeps the original coordinates.
import type { Place } from "@contract/places";
import type { DeliveryAddressInput, SavedAddress } from "@contract/profile";
import { PROFILE_MESSAGES } from "@contract/profile-constants";
import type { LatLng } from "@/lib/storage";

export type TypeChoice = "Home" | "Work" | "Other";
export const TYPE_CHOICES: TypeChoice[] = ["Home", "Work", "Other"];

export type AddressDraft = {
  /** The location search box: what was typed or the chosen place's description. */
  search: string;
  /** [lng, lat] of the chosen place, or null until one is chosen. */
  location: [number, number] | null;
  street: string;
  landmark: string;
  zipcode: string;
  choice: TypeChoice | null;
  /** The name typed for Other. */
  customType: string;
  isDefault: boolean;
};

export const emptyDraft = (): AddressDraft => ({
  search: "",
  location: null,
  street: "",
  landmark: "",
  zipcode: "",
  choice: null,
  customType: "",
  isDefault: false,
});

/** Home and Work are their own choices; any other stored type is Other with that name. */
export function choiceOf(type: string): { choice: TypeChoice; customType: string } {
  const known = TYPE_CHOICES.find((c) => c !== "Other" && c.toLowerCase() === type.trim().toLowerCase());
  return known ? { choice: known, customType: "" } : { choice: "Other", customType: type };
}

/** Save Address: the delivery location's point, named and prefilled from its place when one was found. */
export function draftFromPlace(at: LatLng, place: Place | null, text: string): AddressDraft {
  return {
    ...emptyDraft(),
    search: place ? [place.area, place.city].filter(Boolean).join(", ") : text,
    location: [at.lng, at.lat],
    street: place?.street ?? "",
    zipcode: place?.zipcode ?? "",
  };
}

export function draftFrom(address: SavedAddress): AddressDraft {
  return {
    search: address.address.area,
    location: address.location.coordinates,
    street: address.address.street,
    landmark: address.address.landmark ?? "",
    zipcode: address.address.zipcode,
    ...choiceOf(address.type),
    isDefault: address.is_default,
  };
}

/** Choosing the selected type again deselects it. */
export const toggleChoice = (current: TypeChoice | null, picked: TypeChoice): TypeChoice | null =>
  current === picked ? null : picked;

/** Adding offers every type; editing offers only the address's own. */
export function offeredChoices(editing: SavedAddress | null): TypeChoice[] {
  return editing ? [choiceOf(editing.type).choice] : TYPE_CHOICES;
}

/** The type that will be saved: Home, Work, or the name given for Other. */
export function typeOf(draft: AddressDraft): string | null {
  if (draft.choice === "Other") return draft.customType.trim() || null;
  return draft.choice;
}

export type AddressErrors = Partial<Record<"search" | "street" | "zipcode" | "type", string>>;

export function validateAddress(draft: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  if (!draft.search.trim() || !draft.location) errors.search = PROFILE_MESSAGES.locationRequired;
  if (!draft.street.trim()) errors.street = PROFILE_MESSAGES.streetRequired;
  if (!draft.zipcode.trim()) errors.zipcode = PROFILE_MESSAGES.zipcodeRequired;
  else if (!/^[1-9][0-9]{5}$/.test(draft.zipcode.trim())) errors.zipcode = PROFILE_MESSAGES.invalidZipcode;
  if (!draft.choice) errors.type = PROFILE_MESSAGES.selectType;
  else if (draft.choice === "Other" && !draft.customType.trim()) errors.type = PROFILE_MESSAGES.customTypeRequired;
  return errors;
}

export function toDeliveryAddress(draft: AddressDraft): DeliveryAddressInput {
  const landmark = draft.landmark.trim();
  return {
    location: { type: "Point", coordinates: draft.location ?? [0, 0] },
    address: {
      street: draft.street.trim(),
      area: draft.search.trim(),
      zipcode: draft.zipcode.trim(),
      ...(landmark ? { landmark } : {}),
    },
    is_default: draft.isDefault,
    type: typeOf(draft) ?? "",
  };
}
