// Login, password reset and sign-up. A successful login or sign-up stores the session, announces
// session/loggedIn (profile, cart and places react to it) and closes the modal. Failures show
// inline in the modal with the server's message ('Invalid code.', ...).
import { call, put, select, takeLeading } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { SessionData } from "@contract/session";
import { GENERIC_ERROR_MESSAGE, toApiError } from "@/app/api-client";
import { loggedIn, sessionEstablished } from "@/app/events";
import { modalClosed } from "@/app/ui-slice";
import {
  requestCodeLogin,
  requestLoginCode,
  requestPasswordLogin,
  requestPasswordReset,
  requestResetCode,
  requestSignUp,
  requestSignUpCode,
} from "./api";
import {
  codeLoginSubmitted,
  codeResendRequested,
  codeResent,
  loginCodeRequested,
  loginCodeSent,
  loginFailed,
  loginSucceeded,
  passwordLoginSubmitted,
  passwordResetRequested,
  passwordResetSubmitted,
  passwordResetSucceeded,
  resetCodeSent,
  selectAuth,
  signUpCodeRequested,
  signUpCodeSent,
  signUpFailed,
  signUpSubmitted,
  signUpSucceeded,
  type AuthState,
} from "./slice";
import type { SignUpForm } from "./validation";

const messageOf = (error: unknown) => toApiError(error).serverMessage ?? GENERIC_ERROR_MESSAGE;
const PASSWORD_CHANGED = "Password successfully changed!";

function* completeLogin(session: SessionData): SagaIterator {
  yield put(sessionEstablished(session));
  yield put(loggedIn(session));
  yield put(modalClosed());
}

function* passwordLoginWorker(action: PayloadAction<{ mobile: string; password: string }>): SagaIterator {
  try {
    const res = yield* requestPasswordLogin(action.payload.mobile, action.payload.password);
    yield put(loginSucceeded());
    yield call(completeLogin, res.data);
  } catch (error) {
    yield put(loginFailed(messageOf(error)));
  }
}

function* loginCodeWorker(action: PayloadAction<{ mobile: string }>): SagaIterator {
  try {
    const res = yield* requestLoginCode(action.payload.mobile);
    yield put(loginCodeSent({ mobile: action.payload.mobile, message: res.message ?? null }));
  } catch (error) {
    yield put(loginFailed(messageOf(error)));
  }
}

function* codeLoginWorker(action: PayloadAction<{ otp: string }>): SagaIterator {
  const { codeMobile }: AuthState = yield select(selectAuth);
  try {
    const res = yield* requestCodeLogin(codeMobile, action.payload.otp);
    yield put(loginSucceeded());
    yield call(completeLogin, res.data);
  } catch (error) {
    yield put(loginFailed(messageOf(error)));
  }
}

function* resetCodeWorker(action: PayloadAction<{ mobile: string }>): SagaIterator {
  try {
    const res = yield* requestResetCode(action.payload.mobile);
    yield put(resetCodeSent({ mobile: action.payload.mobile, message: res.message ?? null }));
  } catch (error) {
    yield put(loginFailed(messageOf(error)));
  }
}

function* resendWorker(): SagaIterator {
  const { codeMobile, loginView }: AuthState = yield select(selectAuth);
  try {
    const res =
      loginView === "FORGOT_PASSWORD_VIEW" ? yield* requestResetCode(codeMobile) : yield* requestLoginCode(codeMobile);
    yield put(codeResent(res.message ?? null));
  } catch (error) {
    yield put(loginFailed(messageOf(error)));
  }
}

function* passwordResetWorker(
  action: PayloadAction<{ otp: string; password: string; confirmPassword: string }>,
): SagaIterator {
  const { codeMobile }: AuthState = yield select(selectAuth);
  const { otp, password, confirmPassword } = action.payload;
  try {
    yield* requestPasswordReset(codeMobile, otp, password, confirmPassword);
    yield put(passwordResetSucceeded(PASSWORD_CHANGED));
  } catch (error) {
    yield put(loginFailed(messageOf(error)));
  }
}

function* signUpCodeWorker(action: PayloadAction<SignUpForm>): SagaIterator {
  try {
    const res = yield* requestSignUpCode(action.payload);
    yield put(signUpCodeSent(res.message ?? null));
  } catch (error) {
    yield put(signUpFailed(messageOf(error)));
  }
}

function* signUpWorker(action: PayloadAction<{ form: SignUpForm; otp: string }>): SagaIterator {
  try {
    const res = yield* requestSignUp(action.payload.form, action.payload.otp);
    yield put(signUpSucceeded());
    yield call(completeLogin, res.data);
  } catch (error) {
    yield put(signUpFailed(messageOf(error)));
  }
}

export function* authSaga(): SagaIterator {
  // takeLeading: a double click sends one request.
  yield takeLeading(passwordLoginSubmitted.type, passwordLoginWorker);
  yield takeLeading(loginCodeRequested.type, loginCodeWorker);
  yield takeLeading(codeLoginSubmitted.type, codeLoginWorker);
  yield takeLeading(passwordResetRequested.type, resetCodeWorker);
  yield takeLeading(codeResendRequested.type, resendWorker);
  yield takeLeading(passwordResetSubmitted.type, passwordResetWorker);
  yield takeLeading(signUpCodeRequested.type, signUpCodeWorker);
  yield takeLeading(signUpSubmitted.type, signUpWorker);
}
