// The current session: a guest or a customer token, with its status while a guest session is
// being requested. Login, refresh and profile (Accounts) extend this slice with their own events.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { SessionData } from "@contract/session";
import { loggedOut, sessionEstablished, sessionExpired, sessionRestored, userNameChanged } from "@/app/events";
import type { RequestStatus } from "@/lib/request-status";

export type SessionState = {
  /** The guest-session request (the gate shows a loader while it is sending). */
  status: RequestStatus;
  token: string | null;
  refreshToken: string | null;
  /** Access-token expiry, milliseconds since the epoch. */
  expiry: number | null;
  guest: boolean;
  userName: string;
  newUser: boolean;
};

export const initialSessionState: SessionState = {
  status: "idle",
  token: null,
  refreshToken: null,
  expiry: null,
  guest: true,
  userName: "",
  newUser: false,
};

function adopt(state: SessionState, data: SessionData) {
  state.status = "done";
  state.token = data.token;
  state.refreshToken = data.refresh_token;
  state.expiry = data.expiry;
  state.guest = data.guest;
  state.userName = data.user_name;
  state.newUser = data.new_user;
}

// After logout or expiry the session saga asks for a guest session at once, hence "sending".
const becomeGuest = (): SessionState => ({ ...initialSessionState, status: "sending" });

const sessionSlice = createSlice({
  name: "session",
  initialState: initialSessionState,
  reducers: {
    /** App start: restore the stored session or ask for a guest one. */
    started: (state) => {
      if (!state.token) state.status = "sending";
    },
    guestSessionFailed: (state) => {
      state.status = "error";
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEstablished, (state, action: PayloadAction<SessionData>) => adopt(state, action.payload))
      .addCase(sessionRestored, (state, action: PayloadAction<SessionData>) => adopt(state, action.payload))
      .addCase(userNameChanged, (state, action: PayloadAction<string>) => {
        state.userName = action.payload;
      })
      .addCase(sessionExpired, becomeGuest)
      .addCase(loggedOut, becomeGuest);
  },
});

export const { started: sessionStarted, guestSessionFailed } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
