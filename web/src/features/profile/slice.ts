// The customer's profile and everything the profile page does with it: edits, email verification,
// photo, password, and the saved-address modal with its draft (see address-rules.ts).
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Place, Suggestion } from "@contract/places";
import type { ProfileData, ProfileEditBody, SavedAddress } from "@contract/profile";
import { loggedOut, profileLoaded, profileLoadFailed, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import { draftFrom, emptyDraft, toggleChoice, type AddressDraft, type TypeChoice } from "./address-rules";

export type Notice = { tone: "success" | "error" | "info"; message: string };

export type AddressForm = {
  /** The address being edited, or null when adding. */
  editing: SavedAddress | null;
  draft: AddressDraft;
  suggestions: Suggestion[];
  save: RequestState;
};

export type ProfileState = {
  profile: ProfileData | null;
  load: RequestState;
  save: RequestState;
  photo: RequestState;
  emailCode: RequestState;
  /** The code box shows once a code was sent. */
  emailCodeSent: boolean;
  emailVerify: RequestState;
  passwordOpen: boolean;
  password: RequestState;
  addressForm: AddressForm | null;
  addressDelete: RequestState;
  /** The success, error or info modal of the page (spec part 1 section 8). */
  notice: Notice | null;
};

export const initialProfileState: ProfileState = {
  profile: null,
  load: idleRequest(),
  save: idleRequest(),
  photo: idleRequest(),
  emailCode: idleRequest(),
  emailCodeSent: false,
  emailVerify: idleRequest(),
  passwordOpen: false,
  password: idleRequest(),
  addressForm: null,
  addressDelete: idleRequest(),
  notice: null,
};

export type AddressSave = { replaceId: string | null };

const failed = (request: RequestState, state: ProfileState, message: string) => {
  markFailed(request, message);
  state.notice = { tone: "error", message };
};

const updateDraft = (state: ProfileState, change: Partial<AddressDraft>) => {
  if (state.addressForm) state.addressForm.draft = { ...state.addressForm.draft, ...change };
};

const profileSlice = createSlice({
  name: "profile",
  initialState: initialProfileState,
  reducers: {
    profileRequested: (state) => markSending(state.load),

    profileSaveRequested: (state, _action: PayloadAction<ProfileEditBody>) => markSending(state.save),
    profileSaved: (state, action: PayloadAction<{ profile: ProfileData; message: string }>) => {
      markDone(state.save);
      // A code sent to the old email is void once the email changes.
      if (state.profile?.email.id !== action.payload.profile.email.id) state.emailCodeSent = false;
      state.profile = action.payload.profile;
      state.notice = { tone: "success", message: action.payload.message };
    },
    profileSaveFailed: (state, action: PayloadAction<string>) => failed(state.save, state, action.payload),

    photoChosen: (state, _action: PayloadAction<{ file: File }>) => markSending(state.photo),
    photoSaved: (state, action: PayloadAction<string>) => {
      markDone(state.photo);
      if (state.profile) state.profile.image = action.payload;
    },
    photoFailed: (state, action: PayloadAction<string>) => failed(state.photo, state, action.payload),

    emailCodeRequested: (state) => markSending(state.emailCode),
    emailCodeSent: (state, action: PayloadAction<string>) => {
      markDone(state.emailCode);
      state.emailCodeSent = true;
      state.notice = { tone: "info", message: action.payload };
    },
    emailCodeFailed: (state, action: PayloadAction<string>) => failed(state.emailCode, state, action.payload),
    emailCodeSubmitted: (state, _action: PayloadAction<string>) => markSending(state.emailVerify),
    emailVerified: (state, action: PayloadAction<string>) => {
      markDone(state.emailVerify);
      state.emailCodeSent = false;
      state.notice = { tone: "info", message: action.payload };
    },
    emailVerifyFailed: (state, action: PayloadAction<string>) => failed(state.emailVerify, state, action.payload),

    passwordDialogOpened: (state) => {
      state.passwordOpen = true;
      state.password = idleRequest();
    },
    passwordDialogClosed: (state) => {
      state.passwordOpen = false;
    },
    passwordChangeSubmitted: (state, _action: PayloadAction<{ oldPassword: string; newPassword: string }>) =>
      markSending(state.password),
    passwordChanged: (state, action: PayloadAction<string>) => {
      markDone(state.password);
      state.passwordOpen = false;
      state.notice = { tone: "success", message: action.payload };
    },
    // Shown inline in the change-password modal (a wrong old password).
    passwordChangeFailed: (state, action: PayloadAction<string>) => markFailed(state.password, action.payload),

    addressModalOpened: (state, action: PayloadAction<SavedAddress | null>) => {
      const editing = action.payload;
      state.addressForm = {
        editing,
        draft: editing ? draftFrom(editing) : emptyDraft(),
        suggestions: [],
        save: idleRequest(),
      };
    },
    addressModalClosed: (state) => {
      state.addressForm = null;
    },
    addressDraftChanged: (
      state,
      action: PayloadAction<Partial<Omit<AddressDraft, "choice" | "location" | "search">>>,
    ) => updateDraft(state, action.payload),
    /** Typing in the location box: when adding, the earlier place no longer applies. */
    locationTyped: (state, action: PayloadAction<string>) => {
      if (!state.addressForm) return;
      if (state.addressForm.editing) updateDraft(state, { search: action.payload });
      else {
        updateDraft(state, { search: action.payload, location: null });
        if (!action.payload.trim()) state.addressForm.suggestions = [];
      }
    },
    suggestionsLoaded: (state, action: PayloadAction<Suggestion[]>) => {
      if (state.addressForm) state.addressForm.suggestions = action.payload;
    },
    suggestionPicked: (state, action: PayloadAction<Suggestion>) => {
      if (!state.addressForm) return;
      updateDraft(state, { search: action.payload.description, location: action.payload.location.coordinates });
      state.addressForm.suggestions = [];
    },
    /** The picked place's details: its pincode fills an empty zipcode. */
    placeResolved: (state, action: PayloadAction<Place>) => {
      const form = state.addressForm;
      if (!form) return;
      updateDraft(state, { location: action.payload.location.coordinates });
      if (!form.draft.zipcode.trim() && action.payload.zipcode) updateDraft(state, { zipcode: action.payload.zipcode });
    },
    typeToggled: (state, action: PayloadAction<TypeChoice>) => {
      if (state.addressForm)
        updateDraft(state, { choice: toggleChoice(state.addressForm.draft.choice, action.payload) });
    },
    addressSaveRequested: (state, _action: PayloadAction<AddressSave>) => {
      if (state.addressForm) markSending(state.addressForm.save);
    },
    addressSaved: (state, action: PayloadAction<string>) => {
      state.addressForm = null;
      state.notice = { tone: "success", message: action.payload };
    },
    addressSaveFailed: (state, action: PayloadAction<string>) => {
      if (state.addressForm) markFailed(state.addressForm.save, action.payload);
    },

    addressDeleteConfirmed: (state, _action: PayloadAction<string>) => markSending(state.addressDelete),
    addressDeleted: (state, action: PayloadAction<string>) => {
      markDone(state.addressDelete);
      state.notice = { tone: "success", message: action.payload };
    },
    addressDeleteFailed: (state, action: PayloadAction<string>) => failed(state.addressDelete, state, action.payload),

    noticeDismissed: (state) => {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    // Logout clears the profile (spec part 1 section 4).
    builder
      .addCase(loggedOut, () => initialProfileState)
      .addCase(sessionExpired, () => initialProfileState)
      .addCase(profileLoaded, (state, action: PayloadAction<ProfileData>) => {
        markDone(state.load);
        state.profile = action.payload;
      })
      .addCase(profileLoadFailed, (state, action: PayloadAction<string>) => markFailed(state.load, action.payload));
  },
});

export const profileActions = profileSlice.actions;
export const profileReducer = profileSlice.reducer;

type WithProfile = { profile: ProfileState };
export const selectProfileState = (state: WithProfile) => state.profile;
export const selectProfile = (state: WithProfile) => state.profile.profile;
export const selectAddressForm = (state: WithProfile) => state.profile.addressForm;
