// Profile messages and address limits (no schemas): what the web reads without loading zod.
// profile.ts re-exports all of it beside its schemas.
import { DELIVERY_TYPE } from "./cart-constants";

export const PROFILE_MESSAGES = {
  mobileRequired: "Mobile Number is required.",
  firstNameRequired: "First name is required.",
  lastNameRequired: "Last name is required.",
  emailRequired: "Email is required.",
  otpRequired: "Please enter valid otp code.",
  oldPasswordRequired: "Old Password is required.",
  newPasswordRequired: "New Password is required.",
  nothingToUpdate: "Nothing to update.",
  streetRequired: "House no, Flat, Street is required",
  /** The customer-profile variant of the same rule (spec part 2 section 5). */
  houseFlatRequired: "House no, Flat is required",
  locationRequired: "Location is required",
  zipcodeRequired: "Zipcode is required",
  customTypeRequired: "Type is required",
  selectType: "Please select a type",
  invalidZipcode: "Invalid zipcode.",
  deliveryType: "Please choose a delivery type.",
  language: "Please choose English or Hindi.",
  languageSaved: "Language updated.",
  profileUpdated: "Profile updated successfully.",
  passwordChanged: "Password changed successfully.",
  deliveryTypeUpdated: "Delivery type updated.",
  photoUpdated: "Profile photo updated.",
  addressSaved: "Address saved successfully.",
  addressUpdated: "Address updated successfully.",
  addressDeleted: "Address deleted successfully.",
} as const;

/** The languages a customer can save (the texts the server writes to them: SMS, emails). */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

export const ADDRESS_TYPES = ["Home", "Work", "Other"] as const;
export const MAX_ADDRESSES = 20;
/** Delivery types of spec part 2: 1 by shop, 3 self pickup. */
export const DELIVERY_TYPES = [DELIVERY_TYPE.byShop, DELIVERY_TYPE.selfPickup] as const;
