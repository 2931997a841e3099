// The places interface and its shapes (kept apart so providers import them without a cycle).
export type LatLng = { lat: number; lng: number };

export type Suggestion = {
  placeId: string;
  kind: "locality" | "city";
  /** The place itself: "Koramangala". */
  mainText: string;
  /** Where it is: "Bangalore, Karnataka 560034". */
  secondaryText: string;
  /** One line for the input box: "Koramangala, Bangalore, Karnataka 560034". */
  description: string;
  location: LatLng;
};

export type Place = {
  placeId: string;
  street: string;
  area: string;
  city: string;
  state: string;
  zipcode: string;
  description: string;
  location: LatLng;
};

export interface PlacesProvider {
  readonly name: string;
  /** At most 8 suggestions, best first; an empty list when nothing matches. */
  autocomplete(q: string): Promise<Suggestion[]>;
  /** The nearest known place to a point, or null when none is near enough to name it. */
  reverse(lat: number, lng: number): Promise<Place | null>;
  /** The place behind a suggestion's id, or null for an unknown id. */
  geocode?(placeId: string): Promise<Place | null>;
  /** Builds whatever index the provider needs ahead of the first call (optional). */
  warmUp?(): Promise<void>;
}

export const MAX_SUGGESTIONS = 8;
