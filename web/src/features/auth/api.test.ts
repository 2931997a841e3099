import { describe, expect, it } from "vitest";
import { runSaga, type Saga, type SagaIterator } from "redux-saga";
import { storedAccessToken } from "@/lib/storage";
import { guestSession, mockFetch } from "@/testing/mock-fetch";
import {
  requestCodeLogin,
  requestLoginCode,
  requestPasswordLogin,
  requestPasswordReset,
  requestResetCode,
  requestSignUp,
  requestSignUpCode,
} from "./api";
import type { SignUpForm } from "./validation";

const form = {
  firstName: "Asha",
  lastName: "Verma",
  mobile: "9876543210",
  email: "asha@example.in",
  password: "Secret#123",
  confirmPassword: "Secret#123",
} as unknown as SignUpForm;

const calls: Record<string, () => SagaIterator<unknown>> = {
  "/user/auth/password": () => requestPasswordLogin("9876543210", "Secret#123"),
  "/user/auth/onetimepassword": () => requestLoginCode("9876543210"),
  "/user/auth/onetimepassword/verify": () => requestCodeLogin("9876543210", "123456"),
  "/user/auth/forgotpassword/verify": () => requestResetCode("9876543210"),
  "/user/auth/resetpassword": () => requestPasswordReset("9876543210", "123456", "Secret#123", "Secret#123"),
  "/user/auth/signup/verify": () => requestSignUpCode(form),
  "/user/auth/signup": () => requestSignUp(form, "123456"),
};

describe("the login, one-time code, reset and sign-up calls", () => {
  it("carry the guest's bearer token like every call of the user API", async () => {
    storedAccessToken.set(guestSession.token);
    const { requests } = mockFetch(() => ({ body: { success: true, data: guestSession } }));
    for (const call of Object.values(calls)) {
      const saga: Saga = function* () {
        yield* call();
      };
      await runSaga(
        { dispatch: () => {}, getState: () => ({ session: { status: "done", token: "guest-token" } }) },
        saga,
      ).toPromise();
    }
    expect(requests.map((r) => r.url)).toEqual(Object.keys(calls));
    for (const r of requests) expect(r.headers.Authorization, r.url).toBe("Bearer guest-token");
  });
});
