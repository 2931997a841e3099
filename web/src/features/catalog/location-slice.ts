// The private shop page's delivery location: the input with place suggestions, GPS and saved
// addresses, the save-address and delete-location dialogs, and the 'Empty Location' alert.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Place, Suggestion } from "@contract/places";
import type { DeliveryAddressInput, SavedAddress } from "@contract/profile";
import { loggedOut, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import { storedDeliveryCoordinates, type LatLng } from "@/lib/storage";

export type CatalogLocationState = {
  coords: LatLng | null;
  /** The input's text. */
  query: string;
  suggestions: Suggestion[];
  saved: SavedAddress[];
  savedRequest: RequestState;
  gpsRequest: RequestState;
  /** A geolocation failure shown once, when no coordinates were saved to fall back to. */
  gpsError: string | null;
  /** The save-address dialog, prefilled from the chosen place. */
  saveDialog: { open: boolean; place: Place | null; request: RequestState };
  /** The address waiting for delete confirmation. */
  deleting: SavedAddress | null;
  deleteRequest: RequestState;
  emptyLocationAlert: boolean;
};

export const initialCatalogLocationState = (): CatalogLocationState => ({
  coords: storedDeliveryCoordinates.get(),
  query: "",
  suggestions: [],
  saved: [],
  savedRequest: idleRequest(),
  gpsRequest: idleRequest(),
  gpsError: null,
  saveDialog: { open: false, place: null, request: idleRequest() },
  deleting: null,
  deleteRequest: idleRequest(),
  emptyLocationAlert: false,
});

const forgetAccount = (state: CatalogLocationState) => {
  state.saved = [];
  state.savedRequest = idleRequest();
};

const catalogLocationSlice = createSlice({
  name: "catalogLocation",
  initialState: initialCatalogLocationState,
  reducers: {
    /** Typing; an emptied input clears the coordinates (spec part 1 section 4). */
    locationQueryChanged: (state, action: PayloadAction<string>) => {
      state.query = action.payload;
      if (!action.payload.trim()) {
        state.coords = null;
        state.suggestions = [];
      }
    },
    suggestionsLoaded: (state, action: PayloadAction<{ query: string; suggestions: Suggestion[] }>) => {
      if (action.payload.query === state.query) state.suggestions = action.payload.suggestions;
    },
    locationChosen: (state, action: PayloadAction<{ coords: LatLng; label: string }>) => {
      state.coords = action.payload.coords;
      state.query = action.payload.label;
      state.suggestions = [];
      state.gpsError = null;
    },
    gpsRequested: (state) => {
      markSending(state.gpsRequest);
    },
    gpsSucceeded: (state) => {
      markDone(state.gpsRequest);
    },
    gpsFailed: (state, action: PayloadAction<{ message: string; showError: boolean }>) => {
      markFailed(state.gpsRequest, action.payload.message);
      state.gpsError = action.payload.showError ? action.payload.message : null;
    },
    gpsErrorDismissed: (state) => {
      state.gpsError = null;
    },
    savedAddressesRequested: (state) => {
      markSending(state.savedRequest);
    },
    savedAddressesLoaded: (state, action: PayloadAction<SavedAddress[]>) => {
      state.saved = action.payload;
      markDone(state.savedRequest);
    },
    savedAddressesFailed: (state) => {
      markFailed(state.savedRequest);
    },
    /** "Save address": customers get the dialog, guests the login modal (the saga decides). */
    saveAddressRequested: () => {},
    saveAddressOpened: (state, action: PayloadAction<Place | null>) => {
      state.saveDialog = { open: true, place: action.payload, request: idleRequest() };
    },
    saveAddressSubmitted: (state, _action: PayloadAction<DeliveryAddressInput>) => {
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
    deleteAddressConfirmed: (state) => {
      markSending(state.deleteRequest);
    },
    deleteAddressDone: (state) => {
      state.deleting = null;
      markDone(state.deleteRequest);
    },
    deleteAddressFailed: (state) => {
      markFailed(state.deleteRequest);
    },
    deleteAddressCancelled: (state) => {
      state.deleting = null;
    },
    emptyLocationAlertShown: (state) => {
      state.emptyLocationAlert = true;
    },
    emptyLocationAlertClosed: (state) => {
      state.emptyLocationAlert = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, forgetAccount).addCase(sessionExpired, forgetAccount);
  },
});

export const {
  locationQueryChanged,
  suggestionsLoaded,
  locationChosen,
  gpsRequested,
  gpsSucceeded,
  gpsFailed,
  gpsErrorDismissed,
  savedAddressesRequested,
  savedAddressesLoaded,
  savedAddressesFailed,
  saveAddressRequested,
  saveAddressOpened,
  saveAddressSubmitted,
  saveAddressSucceeded,
  saveAddressFailed,
  saveAddressClosed,
  deleteAddressAsked,
  deleteAddressConfirmed,
  deleteAddressDone,
  deleteAddressFailed,
  deleteAddressCancelled,
  emptyLocationAlertShown,
  emptyLocationAlertClosed,
} = catalogLocationSlice.actions;

export const catalogLocationReducer = catalogLocationSlice.reducer;
