// What local storage keeps of the locations (spec part 1 section 3: the chosen location type, the
// last delivery and search coordinates, the recent addresses), read back at start-up.
import {
  storedDeliveryCoordinates,
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

/** Restored coordinates carry no label until reverse geocoding names them (see the sagas). 0/0 is unset. */
export function restoredField(field: LocationField): FieldState {
  const at = storedCoordinates[field].get();
  const set = at !== null && !(at.lat === 0 && at.lng === 0);
  // The stored type is the last choice's; a saved-address choice is only ever restored for delivery.
  const source = storedSource();
  return {
    location: set ? { lat: at.lat, lng: at.lng, label: "" } : null,
    source: set ? (field === "search" && source === "saved" ? "suggestion" : source) : null,
    query: "",
    suggestions: [],
  };
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

export function persistChoice(field: LocationField, at: LatLng, source: LocationSource) {
  storedCoordinates[field].set({ lat: at.lat, lng: at.lng });
  storedLocationType.set(source);
}

export function forgetCoordinates(field: LocationField) {
  storedCoordinates[field].clear();
}

export function forgetSavedType() {
  if (storedLocationType.get() === "saved") storedLocationType.clear();
}
