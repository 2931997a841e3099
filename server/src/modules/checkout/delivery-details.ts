// The place-order payload's delivery part: the address (required for delivery by the shop, with
// the spec's messages), the preferred date and slot (not in the past, India time) and notes.
import {
  CHECKOUT_MESSAGES as M,
  DELIVERY_SLOTS,
  MAX_PREFERRED_DAYS,
  type PlaceOrderInputs,
} from "../../contract/checkout";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { DeliveryDetails } from "./order-writer";
import { DELIVERY_TYPE } from "../../contract/cart";
import type { DeliveryType } from "../cart/public";
import { messageText } from "../../lib/message-templates";
import { indiaWallClock } from "../../lib/india-time";

const DAY_MS = 86_400_000;

const invalid = (path: string, message: string) =>
  new AppError(ERROR_CODE.VALIDATION_FAILED, message, { errors: [{ path, message }] });

/** Today's date in India as YYYY-MM-DD, and the India clock hour. */
export function indiaToday(now: Date): { date: string; hour: number; minute: number } {
  const ist = indiaWallClock(now);
  return { date: ist.toISOString().slice(0, 10), hour: ist.getUTCHours(), minute: ist.getUTCMinutes() };
}

/** A slot can still be chosen while its start is in the future (a slot under way cannot be promised). */
export function slotOpen(label: string, date: string, now: Date): boolean {
  const slot = DELIVERY_SLOTS.find((s) => s.label === label);
  if (!slot) return false;
  const today = indiaToday(now);
  if (date > today.date) return true;
  if (date < today.date) return false;
  return today.hour < slot.from;
}

export function checkPreferences(prefs: PlaceOrderInputs["deliveryPreferences"], now: Date) {
  const date = prefs?.date ?? null;
  const slot = prefs?.slot ?? null;
  if (!date && !slot) return { preferredDate: null, preferredSlot: null };
  const today = indiaToday(now).date;
  const day = date ?? today;
  const parsed = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== day) {
    throw invalid("deliveryPreferences.date", "Please choose a valid date.");
  }
  if (day < today) throw invalid("deliveryPreferences.date", "Please choose a date that has not passed.");
  if (parsed - Date.parse(`${today}T00:00:00Z`) > MAX_PREFERRED_DAYS * DAY_MS) {
    throw invalid("deliveryPreferences.date", messageText("preferredDateWithin", { days: MAX_PREFERRED_DAYS }));
  }
  if (slot && !slotOpen(slot, day, now)) throw invalid("deliveryPreferences.slot", M.slotPast);
  return { preferredDate: day, preferredSlot: slot };
}

/** Delivery by the shop needs a location, a street and a zipcode; self pickup keeps what it is given. */
export function deliveryDetails(
  inputs: PlaceOrderInputs,
  deliveryType: DeliveryType,
  now: Date,
  image: string | null,
): DeliveryDetails {
  const address = inputs.deliveryAddress ?? { street: "", area: "", zipcode: "" };
  const [lng, lat] = inputs.deliveryLocation?.coordinates ?? [0, 0];
  const street = address.street?.trim() ?? "";
  const zipcode = address.zipcode?.trim() ?? "";
  if (deliveryType === DELIVERY_TYPE.byShop) {
    if (lng === 0 && lat === 0) throw invalid("deliveryLocation", "Please choose a delivery location.");
    if (!street) throw invalid("deliveryAddress.street", M.streetRequired);
    if (!zipcode) throw invalid("deliveryAddress.zipcode", M.zipcodeRequired);
  }
  return {
    street,
    area: address.area?.trim() ?? "",
    zipcode,
    landmark: address.landmark?.trim() || null,
    lng,
    lat,
    ...checkPreferences(inputs.deliveryPreferences, now),
    notes: inputs.notes?.trim() || null,
    image,
  };
}
