// Maps services behind one interface: place autocomplete, reverse geocoding and geocoding by id.
// The default is the offline gazetteer of Indian post offices and pincodes; a real maps provider
// implements the same interface and is chosen in createPlaces.
import { gazetteerPlaces } from "./gazetteer";

export * from "./types";
import type { PlacesProvider } from "./types";

export function createPlaces(): PlacesProvider {
  return gazetteerPlaces();
}
