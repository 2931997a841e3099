// The login and sign-up modals: which view each shows, the request in flight and the messages.
// View names are the spec's (part 1 section 4).
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { loggedOut } from "@/app/events";
import { loginRequested, modalClosed, signUpRequested } from "@/app/ui-slice";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";
import type { SignUpForm } from "./validation";

export type LoginView = "NORMAL_VIEW" | "OTP_CODE_VIEW" | "FORGOT_PASSWORD_VIEW";
export type SignUpScreen = "SIGN_UP_SCREEN" | "OTP_VERIFICATION_SCREEN";

export type AuthState = {
  loginView: LoginView;
  /** The number the last code went to: the code views show it and send it back with the code. */
  codeMobile: string;
  /** Whichever login-modal call is in flight (one at a time). */
  login: RequestState;
  /** A success note in the login modal ('Password successfully changed!', "code sent"). */
  loginNotice: string | null;
  signUpScreen: SignUpScreen;
  signUp: RequestState;
  signUpNotice: string | null;
};

export const initialAuthState: AuthState = {
  loginView: "NORMAL_VIEW",
  codeMobile: "",
  login: idleRequest(),
  loginNotice: null,
  signUpScreen: "SIGN_UP_SCREEN",
  signUp: idleRequest(),
  signUpNotice: null,
};

const sending = (state: AuthState) => {
  markSending(state.login);
  state.loginNotice = null;
};

const authSlice = createSlice({
  name: "auth",
  initialState: initialAuthState,
  reducers: {
    passwordLoginSubmitted: (state, _action: PayloadAction<{ mobile: string; password: string }>) => sending(state),
    loginCodeRequested: (state, _action: PayloadAction<{ mobile: string }>) => sending(state),
    loginCodeSent: (state, action: PayloadAction<{ mobile: string; message: string | null }>) => {
      markDone(state.login);
      state.loginView = "OTP_CODE_VIEW";
      state.codeMobile = action.payload.mobile;
      state.loginNotice = action.payload.message;
    },
    codeLoginSubmitted: (state, _action: PayloadAction<{ otp: string }>) => sending(state),
    passwordResetRequested: (state, _action: PayloadAction<{ mobile: string }>) => sending(state),
    resetCodeSent: (state, action: PayloadAction<{ mobile: string; message: string | null }>) => {
      markDone(state.login);
      state.loginView = "FORGOT_PASSWORD_VIEW";
      state.codeMobile = action.payload.mobile;
      state.loginNotice = action.payload.message;
    },
    passwordResetSubmitted: (
      state,
      _action: PayloadAction<{ otp: string; password: string; confirmPassword: string }>,
    ) => sending(state),
    passwordResetSucceeded: (state, action: PayloadAction<string>) => {
      markDone(state.login);
      state.loginView = "NORMAL_VIEW";
      state.loginNotice = action.payload;
    },
    /** The code was resent from a code view: the view stays. */
    codeResent: (state, action: PayloadAction<string | null>) => {
      markDone(state.login);
      state.loginNotice = action.payload;
    },
    codeResendRequested: (state) => sending(state),
    loginFailed: (state, action: PayloadAction<string>) => markFailed(state.login, action.payload),
    loginSucceeded: () => initialAuthState,
    backToPasswordLogin: (state) => {
      state.loginView = "NORMAL_VIEW";
      state.login = idleRequest();
      state.loginNotice = null;
    },

    signUpCodeRequested: (state, _action: PayloadAction<SignUpForm>) => {
      markSending(state.signUp);
      state.signUpNotice = null;
    },
    signUpCodeSent: (state, action: PayloadAction<string | null>) => {
      markDone(state.signUp);
      state.signUpScreen = "OTP_VERIFICATION_SCREEN";
      state.signUpNotice = action.payload;
    },
    signUpSubmitted: (state, _action: PayloadAction<{ form: SignUpForm; otp: string }>) => {
      markSending(state.signUp);
      state.signUpNotice = null;
    },
    signUpFailed: (state, action: PayloadAction<string>) => markFailed(state.signUp, action.payload),
    signUpSucceeded: () => initialAuthState,
    signUpPrevious: (state) => {
      state.signUpScreen = "SIGN_UP_SCREEN";
      state.signUp = idleRequest();
      state.signUpNotice = null;
    },
  },
  extraReducers: (builder) => {
    // Every opening starts at the first view; closing or logging out forgets what was typed.
    builder
      .addCase(loginRequested, () => initialAuthState)
      .addCase(signUpRequested, () => initialAuthState)
      .addCase(modalClosed, () => initialAuthState)
      .addCase(loggedOut, () => initialAuthState);
  },
});

export const {
  passwordLoginSubmitted,
  loginCodeRequested,
  loginCodeSent,
  codeLoginSubmitted,
  passwordResetRequested,
  resetCodeSent,
  passwordResetSubmitted,
  passwordResetSucceeded,
  codeResendRequested,
  codeResent,
  loginFailed,
  loginSucceeded,
  backToPasswordLogin,
  signUpCodeRequested,
  signUpCodeSent,
  signUpSubmitted,
  signUpFailed,
  signUpSucceeded,
  signUpPrevious,
} = authSlice.actions;

export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
