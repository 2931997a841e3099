// Which app-wide modal is open, the generic API error dialog, and navigation asked for by sagas.
// The header and sagas raise these events; each feature renders its own modal when the flag names it.
import { createAction, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { loggedOut } from "./events";

/** Add a name here when a feature brings a new app-wide modal. */
export type ModalName = "login" | "signUp" | "offers" | "rewards" | "support";

export type NavigationRequest = { to: string; replace: boolean; id: number };

export type UiState = {
  modal: ModalName | null;
  apiError: { open: boolean; message: string | null };
  navigation: NavigationRequest | null;
};

const initialState: UiState = {
  modal: null,
  apiError: { open: false, message: null },
  navigation: null,
};

let navigationId = 0;

const uiSlice = createSlice({
  name: "ui",
  initialState,
  reducers: {
    loginRequested: (state) => {
      state.modal = "login";
    },
    signUpRequested: (state) => {
      state.modal = "signUp";
    },
    offersOpened: (state) => {
      state.modal = "offers";
    },
    rewardsOpened: (state) => {
      state.modal = "rewards";
    },
    supportOpened: (state) => {
      state.modal = "support";
    },
    modalClosed: (state) => {
      state.modal = null;
    },
    /** Any failed call: the dialog shows the server message, or the generic text when there is none. */
    apiErrorRaised: (state, action: PayloadAction<{ message?: string | null }>) => {
      state.apiError = { open: true, message: action.payload.message?.trim() || null };
    },
    apiErrorDismissed: (state) => {
      state.apiError = { open: false, message: null };
    },
    navigationRequested: {
      reducer: (state, action: PayloadAction<NavigationRequest>) => {
        state.navigation = action.payload;
      },
      prepare: ({ to, replace = false }: { to: string; replace?: boolean }) => ({
        payload: { to, replace, id: ++navigationId },
      }),
    },
    /** Clears the request only if no newer one arrived meanwhile. */
    navigationHandled: (state, action: PayloadAction<number>) => {
      if (state.navigation?.id === action.payload) state.navigation = null;
    },
  },
  extraReducers: (builder) => {
    // Logout closes the open modal (spec part 1 section 4).
    builder.addCase(loggedOut, (state) => {
      state.modal = null;
    });
  },
});

export const {
  loginRequested,
  signUpRequested,
  offersOpened,
  rewardsOpened,
  supportOpened,
  modalClosed,
  apiErrorRaised,
  apiErrorDismissed,
  navigationRequested,
  navigationHandled,
} = uiSlice.actions;

// Header events with no ui state of their own: the owning feature's saga answers them.
/** Cart(n) in the header: the cart feature shows the cart of the shop it holds. */
export const cartOpened = createAction("ui/cartOpened");
/** "Clear Cart" in the user menu. */
export const clearCartRequested = createAction("ui/clearCartRequested");
/** "Logout" in the user menu: the session feature logs out on the server, then emits session/loggedOut. */
export const logoutRequested = createAction("ui/logoutRequested");

export const uiReducer = uiSlice.reducer;

type WithUi = { ui: UiState };
export const selectOpenModal = (state: WithUi) => state.ui.modal;
export const selectApiError = (state: WithUi) => state.ui.apiError;
export const selectPendingNavigation = (state: WithUi) => state.ui.navigation;
