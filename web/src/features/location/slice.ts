// The one place the client keeps its locations: the delivery and product-search locations (each
// with coordinates, the text shown and how it was chosen), the GPS request, the account's saved
// addresses, the recent addresses, and the save-address and delete-location dialogs. Home, the
// products page, checkout and the address forms all read and write it here.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Place, Suggestion } from "@contract/places";
import type { ProfileData, SavedAddress } from "@contract/profile";
import { loggedIn, loggedOut, profileLoaded, profileLoadFailed, sessionExpired, sessionRestored } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import type { LatLng } from "@/lib/storage";
import {
  draftFrom,
  draftFromPlace,
  emptyDraft,
  toggleChoice,
  type AddressDraft,
  type TypeChoice,
} from "./address-form";
import { restoredField, restoredRecent } from "./persist";
import type { ChosenLocation, FieldState, LocationField, LocationSource } from "./types";

export type { ChosenLocation, FieldState, LocationField, LocationSource };

export const MAX_RECENT_ADDRESSES = 5;

/** Who asked for the address form or the deletion: the profile page shows the outcome in its notice. */
export type AddressPurpose = "profile" | "delivery";

/** The one address form: New Location and Edit Address on the profile, Save Address on the products page. */
export type AddressFormState = {
  purpose: AddressPurpose;
  /** The address being edited, or null when adding. */
  editing: SavedAddress | null;
  /** Save Address keeps the delivery location's point: its place text can be corrected, not moved. */
  fixedPoint: boolean;
  draft: AddressDraft;
  suggestions: Suggestion[];
  save: RequestState;
};

/** replaceId: the address whose type this one takes (after the customer agreed to overwrite it). */
export type AddressSave = { replaceId: string | null };
/** What the server answered to a save or a delete (its message), for whoever asked. */
export type AddressOutcome = { purpose: AddressPurpose; message: string };

export type LocationState = Record<LocationField, FieldState> & {
  gps: { request: RequestState; field: LocationField | null; error: string | null; errorShown: boolean };
  saved: SavedAddress[];
  savedRequest: RequestState;
  recent: ChosenLocation[];
  addressForm: AddressFormState | null;
  /** The saved address waiting for the delete confirmation (or being deleted). */
  deleting: SavedAddress | null;
  deletePurpose: AddressPurpose;
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
  addressForm: null,
  deleting: null,
  deletePurpose: "delivery",
  deleteRequest: idleRequest(),
});

const updateDraft = (state: LocationState, change: Partial<AddressDraft>) => {
  if (state.addressForm) state.addressForm.draft = { ...state.addressForm.draft, ...change };
};

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
    /** "Save address": customers get the address form, guests the login modal (the saga decides). */
    saveAddressRequested: () => {},
    /** The form for the delivery location, prefilled from its place (reverse geocoding) when found. */
    saveAddressOpened: (state, action: PayloadAction<Place | null>) => {
      const at = state.delivery.location;
      if (!at) return;
      state.addressForm = {
        purpose: "delivery",
        editing: null,
        fixedPoint: true,
        draft: draftFromPlace(at, action.payload, state.delivery.query),
        suggestions: [],
        save: idleRequest(),
      };
    },
    /** The profile's New Location (null) or Edit Address. */
    addressFormOpened: (state, action: PayloadAction<SavedAddress | null>) => {
      const editing = action.payload;
      state.addressForm = {
        purpose: "profile",
        editing,
        fixedPoint: editing !== null,
        draft: editing ? draftFrom(editing) : emptyDraft(),
        suggestions: [],
        save: idleRequest(),
      };
    },
    addressFormClosed: (state) => {
      state.addressForm = null;
    },
    addressDraftChanged: (
      state,
      action: PayloadAction<Partial<Omit<AddressDraft, "choice" | "location" | "search">>>,
    ) => updateDraft(state, action.payload),
    /** Typing in the form's location box: when the point is searched, the earlier place no longer applies. */
    addressLocationTyped: (state, action: PayloadAction<string>) => {
      const form = state.addressForm;
      if (!form) return;
      if (form.fixedPoint) updateDraft(state, { search: action.payload });
      else {
        updateDraft(state, { search: action.payload, location: null });
        if (!action.payload.trim()) form.suggestions = [];
      }
    },
    addressSuggestionsLoaded: (state, action: PayloadAction<Suggestion[]>) => {
      if (state.addressForm) state.addressForm.suggestions = action.payload;
    },
    addressSuggestionPicked: (state, action: PayloadAction<Suggestion>) => {
      if (!state.addressForm) return;
      updateDraft(state, { search: action.payload.description, location: action.payload.location.coordinates });
      state.addressForm.suggestions = [];
    },
    /** The picked place's details: its pincode fills an empty zipcode. */
    addressPlaceResolved: (state, action: PayloadAction<Place>) => {
      const form = state.addressForm;
      if (!form) return;
      updateDraft(state, { location: action.payload.location.coordinates });
      if (!form.draft.zipcode.trim() && action.payload.zipcode) updateDraft(state, { zipcode: action.payload.zipcode });
    },
    addressTypeToggled: (state, action: PayloadAction<TypeChoice>) => {
      if (state.addressForm)
        updateDraft(state, { choice: toggleChoice(state.addressForm.draft.choice, action.payload) });
    },
    addressSaveRequested: (state, _action: PayloadAction<AddressSave>) => {
      if (state.addressForm) markSending(state.addressForm.save);
    },
    addressSaved: (state, _action: PayloadAction<AddressOutcome>) => {
      state.addressForm = null;
    },
    addressSaveFailed: (state, action: PayloadAction<string | null>) => {
      if (state.addressForm) markFailed(state.addressForm.save, action.payload);
    },
    deleteAddressAsked: (state, action: PayloadAction<{ address: SavedAddress; purpose: AddressPurpose }>) => {
      state.deleting = action.payload.address;
      state.deletePurpose = action.payload.purpose;
      state.deleteRequest = idleRequest();
    },
    deleteAddressConfirmed: (state) => markSending(state.deleteRequest),
    deleteAddressDone: (state, _action: PayloadAction<AddressOutcome>) => {
      state.deleting = null;
      markDone(state.deleteRequest);
    },
    deleteAddressFailed: (state, action: PayloadAction<AddressOutcome>) => {
      state.deleting = null;
      markFailed(state.deleteRequest, action.payload.message);
    },
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
      state.addressForm = null;
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
