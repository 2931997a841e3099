// The location shapes shared by the slice, its storage and its components.
import type { Suggestion } from "@contract/places";
import type { LatLng } from "@/lib/storage";

export type LocationField = "delivery" | "search";
/** How a location was chosen: a place suggestion (typed or recent), a saved address, or the device's GPS. */
export type LocationSource = "suggestion" | "saved" | "gps";
export type ChosenLocation = LatLng & { label: string };

export type FieldState = {
  location: ChosenLocation | null;
  source: LocationSource | null;
  /** The input's text: what is typed, or the chosen location's label. */
  query: string;
  suggestions: Suggestion[];
};
