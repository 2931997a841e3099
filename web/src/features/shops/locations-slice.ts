// The home page's two locations (delivery and product search): typed text with suggestions, GPS
// auto-select, saved addresses and recent addresses. Coordinates start from local storage.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Suggestion } from "@contract/places";
import type { SavedAddress } from "@contract/profile";
import { loggedOut, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import {
  storedDeliveryCoordinates,
  storedLocationType,
  storedRecentAddresses,
  storedSearchCoordinates,
  type LatLng,
} from "@/lib/storage";

export type LocationField = "delivery" | "search";
/** How a location was chosen: a typed suggestion, the browser's GPS, or a saved or recent address. */
export type LocationSource = "search" | "gps" | "saved";
export type ChosenLocation = LatLng & { text: string };
export type RecentAddress = ChosenLocation;

export const MAX_RECENT_ADDRESSES = 5;

export type FieldState = { location: ChosenLocation | null; query: string; suggestions: Suggestion[] };

export type LocationsState = Record<LocationField, FieldState> & {
  locationType: LocationSource | null;
  /** The fields whose location was picked from the account's saved addresses. */
  fromSaved: Record<LocationField, boolean>;
  gps: { request: RequestState; field: LocationField | null; error: string | null; errorShown: boolean };
  saved: SavedAddress[];
  savedRequest: RequestState;
  recent: RecentAddress[];
};

const isRecent = (v: unknown): v is RecentAddress =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as RecentAddress).text === "string" &&
  typeof (v as RecentAddress).lat === "number" &&
  typeof (v as RecentAddress).lng === "number";

const isSource = (v: string | null): v is LocationSource => v === "search" || v === "gps" || v === "saved";

const restored = (at: LatLng | null): FieldState => ({
  location: at && !(at.lat === 0 && at.lng === 0) ? { ...at, text: "" } : null,
  query: "",
  suggestions: [],
});

export const initialLocationsState = (): LocationsState => {
  const type = storedLocationType.get();
  return {
    delivery: restored(storedDeliveryCoordinates.get()),
    search: restored(storedSearchCoordinates.get()),
    locationType: isSource(type) ? type : null,
    // Restored coordinates count as saved choices when the stored type says so (forgotten with
    // the account, which is what the spec asks of a saved-address choice).
    fromSaved: { delivery: type === "saved", search: false },
    gps: { request: idleRequest(), field: null, error: null, errorShown: false },
    saved: [],
    savedRequest: idleRequest(),
    recent: (storedRecentAddresses.get() ?? []).filter(isRecent).slice(0, MAX_RECENT_ADDRESSES),
  };
};

const locationsSlice = createSlice({
  name: "shops/locations",
  initialState: initialLocationsState,
  reducers: {
    /** Typing; an emptied input clears the coordinates (spec part 1 section 4). */
    queryChanged: (state, action: PayloadAction<{ field: LocationField; query: string }>) => {
      const f = state[action.payload.field];
      f.query = action.payload.query;
      if (!action.payload.query.trim()) {
        f.location = null;
        f.suggestions = [];
        state.fromSaved[action.payload.field] = false;
      }
    },
    suggestionsLoaded: (
      state,
      action: PayloadAction<{ field: LocationField; query: string; suggestions: Suggestion[] }>,
    ) => {
      const f = state[action.payload.field];
      if (f.query === action.payload.query) f.suggestions = action.payload.suggestions;
    },
    suggestionsClosed: (state, action: PayloadAction<LocationField>) => {
      state[action.payload].suggestions = [];
    },
    placeChosen: (
      state,
      action: PayloadAction<{ field: LocationField; location: ChosenLocation; source: LocationSource }>,
    ) => {
      const { field, location, source } = action.payload;
      state[field] = { location, query: location.text, suggestions: [] };
      state.locationType = source;
      state.fromSaved[field] = source === "saved";
      if (source === "search" && location.text) {
        state.recent = [location, ...state.recent.filter((r) => r.text !== location.text)].slice(
          0,
          MAX_RECENT_ADDRESSES,
        );
      }
    },
    /** The text of coordinates restored from storage or found by GPS, once reverse geocoding answers. */
    locationTextResolved: (state, action: PayloadAction<{ field: LocationField; at: LatLng; text: string }>) => {
      const f = state[action.payload.field];
      const { at, text } = action.payload;
      if (f.location && f.location.lat === at.lat && f.location.lng === at.lng && f.query === f.location.text) {
        f.location.text = text;
        f.query = text;
      }
    },
    gpsRequested: (state, action: PayloadAction<LocationField>) => {
      markSending(state.gps.request);
      state.gps.field = action.payload;
    },
    gpsSucceeded: (state) => {
      markDone(state.gps.request);
      state.gps.field = null;
    },
    /** GPS failed; the message is shown once (only when no saved coordinates could stand in). */
    gpsFailed: (state, action: PayloadAction<{ message: string | null }>) => {
      markFailed(state.gps.request, action.payload.message);
      state.gps.field = null;
      if (action.payload.message && !state.gps.errorShown) {
        state.gps.error = action.payload.message;
        state.gps.errorShown = true;
      }
    },
    gpsErrorDismissed: (state) => {
      state.gps.error = null;
    },
    /** A location picked from the account's saved addresses goes with the account (see the sagas). */
    savedChoiceForgotten: (state, action: PayloadAction<LocationField>) => {
      state[action.payload] = { location: null, query: "", suggestions: [] };
      state.fromSaved[action.payload] = false;
      if (state.locationType === "saved") state.locationType = null;
    },
    savedAddressesRequested: (state) => markSending(state.savedRequest),
    savedAddressesLoaded: (state, action: PayloadAction<SavedAddress[]>) => {
      state.saved = action.payload;
      markDone(state.savedRequest);
    },
    savedAddressesFailed: (state) => markFailed(state.savedRequest),
  },
  extraReducers: (builder) => {
    // Logout forgets the account's addresses (the session feature clears their storage).
    const forget = (state: LocationsState) => {
      state.saved = [];
      state.savedRequest = idleRequest();
      state.recent = [];
    };
    builder.addCase(loggedOut, forget).addCase(sessionExpired, forget);
  },
});

export const {
  queryChanged,
  suggestionsLoaded,
  suggestionsClosed,
  placeChosen,
  locationTextResolved,
  gpsRequested,
  gpsSucceeded,
  gpsFailed,
  gpsErrorDismissed,
  savedAddressesRequested,
  savedAddressesLoaded,
  savedAddressesFailed,
  savedChoiceForgotten,
} = locationsSlice.actions;

export const locationsReducer = locationsSlice.reducer;
