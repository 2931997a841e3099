// What local storage keeps of the locations (spec part 1 section 3: the chosen location type, the
// last delivery and search coordinates, the recent addresses), read back at start-up.
import {
  storedDeliveryCoordinates,
  storedLocationChoices,
  storedLocationType,
  storedRecentAddresses,
  storedSearchCoordinates,
  type LatLng,
  type StoredItem,
} from "@/lib/storage";
import type { ChosenLocation, FieldState, LocationField, LocationSource } from "./types";

export const storedCoordinates: Record<LocationField, StoredItem<LatLng>> = {
  delivery: storedDeliveryCoordinates,
  search: storedSearchCoordinates,
};

/** The stored type; "search" is what earlier versions wrote for a chosen suggestion. */
export function storedSource(): LocationSource | null {
  const type = storedLocationType.get();
  if (type === "search" || type === "suggestion") return "suggestion";
  return type === "gps" || type === "saved" ? type : null;
}

type StoredChoice = LatLng & { label: string; source: LocationSource };

const isStoredChoice = (v: unknown): v is StoredChoice =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as StoredChoice).lat === "number" &&
  typeof (v as StoredChoice).lng === "number" &&
  typeof (v as StoredChoice).label === "string" &&
  ["suggestion", "saved", "gps"].includes((v as StoredChoice).source);

/** The name and kind stored for an input's choice, when they belong to its stored coordinates. */
function storedChoice(field: LocationField, at: LatLng): StoredChoice | null {
  const choice = storedLocationChoices.get()?.[field];
  return isStoredChoice(choice) && choice.lat === at.lat && choice.lng === at.lng ? choice : null;
}

/**
 * A restored input keeps the name and kind it was chosen with (a saved address's label, a place's
 * description). Coordinates stored without them (earlier versions) carry no label until reverse
 * geocoding names them (see the sagas). 0/0 is unset.
 */
export function restoredField(field: LocationField): FieldState {
  const at = storedCoordinates[field].get();
  if (at === null || (at.lat === 0 && at.lng === 0))
    return { location: null, source: null, query: "", suggestions: [] };
  const choice = storedChoice(field, at);
  if (choice) {
    return {
      location: { lat: at.lat, lng: at.lng, label: choice.label },
      source: choice.source,
      query: choice.label,
      suggestions: [],
    };
  }
  // The stored type is the last choice's; a saved-address choice is only ever restored for delivery.
  const source = storedSource();
  return {
    location: { lat: at.lat, lng: at.lng, label: "" },
    source: field === "search" && source === "saved" ? "suggestion" : source,
    query: "",
    suggestions: [],
  };
}

function writeChoice(field: LocationField, choice: StoredChoice | null) {
  const all = { ...(storedLocationChoices.get() ?? {}) };
  if (choice) all[field] = choice;
  else delete all[field];
  if (Object.keys(all).length > 0) storedLocationChoices.set(all);
  else storedLocationChoices.clear();
}

type StoredRecent = LatLng & { text: string };

const isStoredRecent = (v: unknown): v is StoredRecent =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as StoredRecent).text === "string" &&
  typeof (v as StoredRecent).lat === "number" &&
  typeof (v as StoredRecent).lng === "number";

export function restoredRecent(max: number): ChosenLocation[] {
  return (storedRecentAddresses.get() ?? [])
    .filter(isStoredRecent)
    .slice(0, max)
    .map((r) => ({ lat: r.lat, lng: r.lng, label: r.text }));
}

export function persistRecent(recent: ChosenLocation[]) {
  storedRecentAddresses.set(recent.map((r): StoredRecent => ({ lat: r.lat, lng: r.lng, text: r.label })));
}

export function persistChoice(field: LocationField, at: ChosenLocation, source: LocationSource) {
  storedCoordinates[field].set({ lat: at.lat, lng: at.lng });
  storedLocationType.set(source);
  writeChoice(field, { lat: at.lat, lng: at.lng, label: at.label, source });
}

export function forgetCoordinates(field: LocationField) {
  storedCoordinates[field].clear();
  writeChoice(field, null);
}

export function forgetSavedType() {
  if (storedLocationType.get() === "saved") storedLocationType.clear();
}
