// The customer's profile and everything the profile page does with it: edits, email verification,
// photo and password. Its saved addresses are edited through the location feature's address form;
// this slice only shows the outcome in the page's notice.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ProfileData, ProfileEditBody } from "@contract/profile";
import type { NotificationPreferences } from "@contract/live";
import { loggedOut, profileLoaded, profileLoadFailed, sessionExpired } from "@/app/events";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import { locationActions, type AddressOutcome } from "@/features/location";

export type Notice = { tone: "success" | "error" | "info"; message: string };

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
  /** The success, error or info modal of the page (spec part 1 section 8). */
  notice: Notice | null;
  /** Notifications per channel and kind (GET/PUT /live/preferences). */
  preferences: NotificationPreferences | null;
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
  notice: null,
  preferences: null,
};

const failed = (request: RequestState, state: ProfileState, message: string) => {
  markFailed(request, message);
  state.notice = { tone: "error", message };
};

const profileSlice = createSlice({
  name: "profile",
  initialState: initialProfileState,
  reducers: {
    profileRequested: (state) => markSending(state.load),
    preferencesRequested: () => {},
    /** The customer asked for push in this browser (a user gesture: the permission prompt needs one). */
    pushRequested: () => {},
    preferencesLoaded: (state, action: PayloadAction<NotificationPreferences>) => {
      state.preferences = action.payload;
    },
    /** One switch turned: shown at once, saved by the saga (which answers the saved set). */
    preferenceChanged: (
      state,
      action: PayloadAction<{ channel: keyof NotificationPreferences; kind: "orders" | "offers"; on: boolean }>,
    ) => {
      if (state.preferences) state.preferences[action.payload.channel][action.payload.kind] = action.payload.on;
    },

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
    // The page's notice tells how a save or delete asked for on this page went.
    const notice = (tone: "success" | "error") => (state: ProfileState, action: PayloadAction<AddressOutcome>) => {
      if (action.payload.purpose === "profile") state.notice = { tone, message: action.payload.message };
    };
    builder
      .addCase(locationActions.addressSaved, notice("success"))
      .addCase(locationActions.deleteAddressDone, notice("success"))
      .addCase(locationActions.deleteAddressFailed, notice("error"));
  },
});

export const profileActions = profileSlice.actions;
export const profileReducer = profileSlice.reducer;

type WithProfile = { profile: ProfileState };
export const selectProfileState = (state: WithProfile) => state.profile;
export const selectProfile = (state: WithProfile) => state.profile.profile;
