// The one place the client keeps its locations: the delivery and product-search locations (each
// with coordinates, the text shown and how it was chosen), the GPS request, the account's saved
// addresses, the recent addresses, and the save-address and delete-location dialogs. Home, the
// products page, checkout and the address forms all read and write it here.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Place, Suggestion } from "@contract/places";
import type { DeliveryAddressInput, ProfileData, SavedAddress } from "@contract/profile";
import { loggedIn, loggedOut, profileLoaded, profileLoadFailed, sessionExpired, sessionRestored } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import type { LatLng } from "@/lib/storage";
import { restoredField, restoredRecent } from "./persist";
import type { ChosenLocation, FieldState, LocationField, LocationSource } from "./types";

export type { ChosenLocation, FieldState, LocationField, LocationSource };

export const MAX_RECENT_ADDRESSES = 5;

export type SaveAddressBody = { address: DeliveryAddressInput; replaceId: string | null };

export type LocationState = Record<LocationField, FieldState> & {
  gps: { request: RequestState; field: LocationField | null; error: string | null; errorShown: boolean };
  saved: SavedAddress[];
  savedRequest: RequestState;
  recent: ChosenLocation[];
  /** The save-address dialog, prefilled from the place at the delivery location. */
  saveDialog: { open: boolean; place: Place | null; request: RequestState };
  /** The saved address waiting for the delete confirmation. */
  deleting: SavedAddress | null;
  deleteRequest: RequestState;
};

const emptyField = (): FieldState => ({ location: null, source: null, query: "", suggestions: [] });

export const initialLocationState = (): LocationState => ({
  delivery: restoredField("delivery"),
  search: restoredField("search"),
  gps: { request: idleRequest(), field: null, error: null, errorShown: false },
  saved: [],
  savedRequest: idleRequest(),
  recent: restoredRecent(MAX_RECENT_ADDRESSES),
  saveDialog: { open: false, place: null, request: idleRequest() },
  deleting: null,
  deleteRequest: idleRequest(),
});

const sameSpot = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng;

const locationSlice = createSlice({
  name: "location",
  initialState: initialLocationState,
  reducers: {
    /** A location input is on screen: its saved addresses load and restored coordinates get a name. */
    fieldShown: (_state, _action: PayloadAction<LocationField>) => {},
    /** Typing; an emptied input clears the coordinates (spec part 1 section 4). */
    queryChanged: (state, action: PayloadAction<{ field: LocationField; query: string }>) => {
      const { field, query } = action.payload;
      if (!query.trim()) state[field] = emptyField();
      else state[field].query = query;
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
      state[field] = { location, source, query: location.label, suggestions: [] };
      if (state.gps.field === null) state.gps.error = null;
      if (source === "suggestion" && location.label) {
        state.recent = [location, ...state.recent.filter((r) => r.label !== location.label)].slice(
          0,
          MAX_RECENT_ADDRESSES,
        );
      }
    },
    /** The name of coordinates restored from storage or found by GPS, once reverse geocoding answers. */
    labelResolved: (state, action: PayloadAction<{ field: LocationField; at: LatLng; label: string }>) => {
      const f = state[action.payload.field];
      const { at, label } = action.payload;
      if (f.location && sameSpot(f.location, at) && f.query === f.location.label) {
        f.location.label = label;
        f.query = label;
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
    /** GPS failed; the message shows once, and only when no saved coordinates could stand in. */
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
      state[action.payload] = emptyField();
    },
    savedAddressesRequested: (state) => markSending(state.savedRequest),
    savedAddressesFailed: (state) => markFailed(state.savedRequest),
    /** "Save address": customers get the dialog, guests the login modal (the saga decides). */
    saveAddressRequested: () => {},
    saveAddressOpened: (state, action: PayloadAction<Place | null>) => {
      state.saveDialog = { open: true, place: action.payload, request: idleRequest() };
    },
    saveAddressSubmitted: (state, _action: PayloadAction<SaveAddressBody>) => {
      markSending(state.saveDialog.request);
    },
    saveAddressSucceeded: (state) => {
      state.saveDialog = { open: false, place: null, request: idleRequest() };
    },
    saveAddressFailed: (state, action: PayloadAction<string | null>) => {
      markFailed(state.saveDialog.request, action.payload);
    },
    saveAddressClosed: (state) => {
      state.saveDialog = { open: false, place: null, request: idleRequest() };
    },
    deleteAddressAsked: (state, action: PayloadAction<SavedAddress>) => {
      state.deleting = action.payload;
      state.deleteRequest = idleRequest();
    },
    deleteAddressConfirmed: (state) => markSending(state.deleteRequest),
    deleteAddressDone: (state) => {
      state.deleting = null;
      markDone(state.deleteRequest);
    },
    deleteAddressFailed: (state) => markFailed(state.deleteRequest),
    deleteAddressCancelled: (state) => {
      state.deleting = null;
    },
  },
  extraReducers: (builder) => {
    // Logout forgets the account's addresses (the session feature clears their storage).
    const forget = (state: LocationState) => {
      state.saved = [];
      state.savedRequest = idleRequest();
      state.recent = [];
      state.saveDialog = { open: false, place: null, request: idleRequest() };
      state.deleting = null;
    };
    builder.addCase(loggedOut, forget).addCase(sessionExpired, forget);
    // The account's profile, with its saved addresses, is loaded once per session start (the
    // profile feature does it on restore and login): the inputs wait for it instead of asking too.
    const profileOnItsWay = (state: LocationState) => markSending(state.savedRequest);
    builder
      .addCase(sessionRestored, profileOnItsWay)
      .addCase(loggedIn, profileOnItsWay)
      .addCase(profileLoaded, (state, action: PayloadAction<ProfileData>) => {
        state.saved = action.payload.address;
        markDone(state.savedRequest);
      })
      .addCase(profileLoadFailed, (state) => markFailed(state.savedRequest));
  },
});

export const locationActions = locationSlice.actions;
export const locationReducer = locationSlice.reducer;
