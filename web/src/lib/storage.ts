// Everything the client keeps in local storage, and nothing else (DESIGN 7): the session keys
// (read and written by features/session/storage.ts) and the location, distance and shop keys the
// later features use. Values are validated on read, so a corrupted entry reads as absent.
export const STORAGE_KEYS = {
  // Session (spec part 1 section 3).
  token: "galli:token",
  refreshToken: "galli:refresh_token",
  guest: "galli:guest",
  userName: "galli:user_name",
  newUser: "galli:new_user",
  tokenExpiry: "galli:token_expiry",
  // Persisted choices of the home and products pages.
  locationType: "galli:location_type",
  deliveryCoordinates: "galli:delivery_coordinates",
  searchCoordinates: "galli:search_coordinates",
  // Per input, the name and kind of the chosen location ({delivery?, search?}: {lat, lng, label, source}).
  locationChoices: "galli:location_choices",
  distance: "galli:distance",
  recentAddresses: "galli:recent_addresses",
  shopIds: "galli:shop_ids",
  recentShop: "galli:recent_shop",
  // The buzz record per order id (spec part 2 section 3).
  buzzRecords: "galli:buzz",
  // "1" once a phone chose 'Continue in browser' on the store-app page.
  browserOnPhone: "galli:browser_on_phone",
  // The language the customer chose ("en" or "hi"); absent: the browser's language decides.
  language: "galli:language",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export type StoredItem<T> = { get(): T | null; set(value: T): void; clear(): void };

// Storage can throw (private mode, quota, disabled cookies); the app then behaves as if empty.
function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the in-memory state still holds the value for this visit.
  }
}

export function textItem(key: StorageKey): StoredItem<string> {
  return { get: () => read(key), set: (value) => write(key, value), clear: () => write(key, null) };
}

export function jsonItem<T>(key: StorageKey, isValid: (value: unknown) => value is T): StoredItem<T> {
  return {
    get() {
      const raw = read(key);
      if (raw === null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
    set: (value) => write(key, JSON.stringify(value)),
    clear: () => write(key, null),
  };
}

export type LatLng = { lat: number; lng: number };

export const isLatLng = (v: unknown): v is LatLng =>
  typeof v === "object" && v !== null && typeof (v as LatLng).lat === "number" && typeof (v as LatLng).lng === "number";
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The access token (written by the session feature; the API client reads it for each call). */
export const storedAccessToken = textItem(STORAGE_KEYS.token);

/** Which input last set the location (typed search, GPS or a saved address): the places feature names the values. */
export const storedLocationType = textItem(STORAGE_KEYS.locationType);
/** 0/0 means "not set" in the spec; store nothing instead. */
export const storedDeliveryCoordinates = jsonItem(STORAGE_KEYS.deliveryCoordinates, isLatLng);
export const storedSearchCoordinates = jsonItem(STORAGE_KEYS.searchCoordinates, isLatLng);
/** Per input, how the location was chosen and its name (the location feature narrows the entries). */
export const storedLocationChoices = jsonItem(STORAGE_KEYS.locationChoices, isObject);
/** Kilometres as a string ("5"), as the spec stores it. */
export const storedDistance = textItem(STORAGE_KEYS.distance);
/** Their item shape belongs to the places feature, which narrows the entries it reads. */
export const storedRecentAddresses = jsonItem(STORAGE_KEYS.recentAddresses, isArray);
export const storedShopIds = jsonItem(STORAGE_KEYS.shopIds, isStringArray);
/** The shop last opened (its shape belongs to the catalog feature). */
export const storedRecentShop = jsonItem(STORAGE_KEYS.recentShop, isObject);
const isStringMap = (v: unknown): v is Record<string, string> =>
  isObject(v) && Object.values(v).every((s) => typeof s === "string");
/** Order id -> the last buzz, formatted DD/MM/YYYY HH:mm:ss (the orders feature reads and writes it). */
export const storedBuzzRecords = jsonItem(STORAGE_KEYS.buzzRecords, isStringMap);
/** Set once a phone chose 'Continue in browser' on /get-app: the web app then serves it. */
export const storedBrowserOnPhone = textItem(STORAGE_KEYS.browserOnPhone);

/** The chosen UI language (lib/i18n checks the value). */
export const storedLanguage = textItem(STORAGE_KEYS.language);
